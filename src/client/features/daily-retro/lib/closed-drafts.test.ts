import { describe, expect, test } from 'vitest';
import { answerField, ratingField } from '../api/retro';
import { journalEntryOf, unsavedLines } from './closed-drafts';

const retro = {
  questions: [
    { id: 1, text: 'What went well?', answer: 'A walk', answeredAt: null },
    { id: 2, text: 'What would you change?', answer: '', answeredAt: null },
  ],
  ratings: [
    { area: 'Spiritual' as const, rating: 3 },
    { area: 'Health' as const, rating: null },
  ],
};

describe('drafts of a closed retro', () => {
  test('only drafts that differ from what the server kept are offered, in question order', () => {
    const drafts = new Map([
      [answerField(2), 'Sleep earlier'],
      [answerField(1), 'A walk'],
      [ratingField('Spiritual'), '3'],
      [ratingField('Health'), '4'],
    ]);
    expect(unsavedLines(retro, drafts)).toEqual([
      { field: answerField(2), label: 'What would you change?', text: 'Sleep earlier' },
      { field: ratingField('Health'), label: 'Health', text: '4 of 5' },
    ]);
  });

  test('they become a journal entry of that day, questions in bold and ratings as a list', () => {
    const lines = unsavedLines(
      retro,
      new Map([
        [answerField(2), ' Sleep earlier '],
        [ratingField('Health'), '4'],
      ]),
    );
    expect(journalEntryOf('2026-11-20', lines)).toEqual({
      title: 'Retro notes from Friday, 20 November',
      body: '**What would you change?**\n\nSleep earlier\n\n- Health: 4 of 5',
      date: '2026-11-20',
    });
  });
});
