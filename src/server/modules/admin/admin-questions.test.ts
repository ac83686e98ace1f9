import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUESTION_TEXT_MAX_LENGTH } from '#contract/admin';
import { RETRO_QUESTIONS_PER_DAY } from '#contract/constants';
import { addDays } from '#domain/local-day';
import { pickRetroQuestions } from '#domain/question-rotation';
import { setClock } from '#server/lib/clock';
import { TEST_NOW, TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await signedInClient(t.app, 'first'));
});
afterAll(() => t.close());

type Listed = { id: number; category: string; text: string; active: boolean };
const library = async (): Promise<Listed[]> => (await admin.get('/api/admin/questions')).json().items;
const lastAudit = async () => (await admin.get('/api/admin/audit')).json().items[0];

describe('adding and editing questions', () => {
  test("an added question is in the users' library at once, and the addition is audited", async () => {
    const res = await admin.post('/api/admin/questions', {
      category: 'Health',
      text: '  What made your body feel good today?  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      category: 'Health',
      text: 'What made your body feel good today?',
      active: true,
    });
    const { client: user } = await signedInClient(t.app, 'reader');
    const found = (await user.get('/api/questions?q=body%20feel%20good')).json().items;
    expect(found).toEqual([
      { id: res.json().id, category: 'Health', text: 'What made your body feel good today?' },
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'question_added',
      targetType: 'question',
      targetId: String(res.json().id),
      targetLabel: 'What made your body feel good today?',
      details: { category: 'Health' },
    });
  });

  test('duplicates, empty and over-long text and unknown categories are refused with a clear 400', async () => {
    await admin.post('/api/admin/questions', {
      category: 'Spiritual',
      text: 'What are you grateful for tonight?',
    });
    const duplicate = await admin.post('/api/admin/questions', {
      category: 'Spiritual',
      text: 'what are you  GRATEFUL for tonight?',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('That question is already in the library');
    const empty = await admin.post('/api/admin/questions', { category: 'Spiritual', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Write the question');
    const long = await admin.post('/api/admin/questions', {
      category: 'Spiritual',
      text: 'x'.repeat(QUESTION_TEXT_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect((await admin.post('/api/admin/questions', { category: 'Money', text: 'Spent?' })).statusCode).toBe(
      400,
    );
    expect(
      (await admin.post('/api/admin/questions', { category: 'Health', text: 'a\u0000b' })).statusCode,
    ).toBe(400);
  });

  test('an edit changes what users read and records the old and new text', async () => {
    const { id } = (
      await admin.post('/api/admin/questions', { category: 'Productivity', text: 'What did you finsh?' })
    ).json();
    const res = await admin.patch(`/api/admin/questions/${id}`, { text: 'What did you finish?' });
    expect(res.json()).toMatchObject({ id, text: 'What did you finish?' });
    expect(await lastAudit()).toMatchObject({
      action: 'question_edited',
      details: { fromText: 'What did you finsh?', toText: 'What did you finish?' },
    });
    expect((await admin.patch('/api/admin/questions/999999', { active: false })).statusCode).toBe(404);
    expect((await admin.patch(`/api/admin/questions/${id}`, {})).statusCode).toBe(400);
  });
});

describe('retiring questions', () => {
  test("a retired question leaves tomorrow's rotation at once and comes back when restored", async () => {
    const { client: user, user: account } = await signedInClient(t.app, 'rotation');
    const tomorrow = addDays(TEST_TODAY, 1);
    const regularPool = async () =>
      (await library()).filter((q) => q.category === 'Regular' && q.active).map((q) => q.id);
    const planned = pickRetroQuestions({
      userId: account.id,
      date: tomorrow,
      pool: await regularPool(),
      recentlyAsked: new Set(),
      count: RETRO_QUESTIONS_PER_DAY,
    });
    const retiredId = planned[0] as number;

    expect((await admin.patch(`/api/admin/questions/${retiredId}`, { active: false })).json().active).toBe(
      false,
    );
    expect(await lastAudit()).toMatchObject({ action: 'question_retired', targetId: String(retiredId) });

    setClock(new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000));
    const { retro } = (await user.get('/api/retro/today')).json();
    expect(retro.date).toBe(tomorrow);
    const asked = retro.questions.map((q: { id: number }) => q.id);
    expect(asked).not.toContain(retiredId);
    expect(asked).toHaveLength(RETRO_QUESTIONS_PER_DAY);
    expect((await user.get(`/api/questions/${retiredId}`)).statusCode).toBe(404);

    await admin.patch(`/api/admin/questions/${retiredId}`, { active: true });
    expect(await lastAudit()).toMatchObject({ action: 'question_restored' });
    expect(await regularPool()).toContain(retiredId);
    expect((await user.get(`/api/questions/${retiredId}`)).statusCode).toBe(200);
  });

  test('removing a question that was asked retires it, and the past retro still shows it', async () => {
    const { client: user } = await signedInClient(t.app, 'history');
    const { retro } = (await user.get('/api/retro/today')).json();
    const question = retro.questions[0] as { id: number; text: string };
    const removal = await admin.delete(`/api/admin/questions/${question.id}`);
    expect(removal.json()).toEqual({ outcome: 'retired' });
    expect((await library()).find((q) => q.id === question.id)).toMatchObject({ active: false });
    const past = (await user.get(`/api/retro/${retro.date}`)).json();
    expect(past.questions.map((q: { text: string }) => q.text)).toContain(question.text);
    await admin.patch(`/api/admin/questions/${question.id}`, { active: true });
  });

  test('removing a question never asked deletes it, and the deletion is audited', async () => {
    const { id } = (
      await admin.post('/api/admin/questions', { category: 'Relationships', text: 'Who made you laugh?' })
    ).json();
    expect((await admin.delete(`/api/admin/questions/${id}`)).json()).toEqual({ outcome: 'deleted' });
    expect((await library()).some((q) => q.id === id)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'question_deleted',
      targetLabel: 'Who made you laugh?',
    });
  });
});
