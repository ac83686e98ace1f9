import { LIFE_AREAS } from '#contract/constants';
import type { Retro, RetroProgress } from '#contract/retro';
import {
  answeredCount,
  missingForCompletion,
  type RetroContent,
  ratedCount,
  retroState,
} from '#domain/retro-rules';
import type { RetroRecord } from './retro.queries';

/** What the retro rules need of a stored retro. */
export type RetroFacts = Pick<RetroRecord, 'date' | 'questionIds' | 'ratings' | 'completedAt'> & {
  answers: { questionId: number; text: string }[];
};

export function retroContent(record: RetroFacts): RetroContent {
  return {
    questionIds: record.questionIds,
    answers: new Map(record.answers.map((answer) => [answer.questionId, answer.text])),
    ratings: new Map(record.ratings.map((rating) => [rating.area, rating.rating])),
    completed: record.completedAt !== null,
  };
}

export function progressOf(record: RetroFacts): RetroProgress {
  const content = retroContent(record);
  return {
    date: record.date,
    status: retroState(content),
    answeredCount: answeredCount(content),
    questionCount: record.questionIds.length,
    ratedCount: ratedCount(content, LIFE_AREAS),
    areaCount: LIFE_AREAS.length,
  };
}

export function missingItems(record: RetroFacts) {
  return missingForCompletion(retroContent(record), LIFE_AREAS);
}

/** JSON from PostgreSQL writes timestamps with an offset; the API writes them in UTC. */
const iso = (value: string) => new Date(value).toISOString();

export interface Openness {
  editable: boolean;
  closesAt: Date | null;
}

export function toRetroView(record: RetroRecord, openness: Openness): Retro {
  const texts = new Map(record.questionTexts.map((question) => [question.id, question.text]));
  const answers = new Map(record.answers.map((answer) => [answer.questionId, answer]));
  const ratings = new Map(record.ratings.map((rating) => [rating.area, rating.rating]));
  return {
    ...progressOf(record),
    id: record.id,
    questions: record.questionIds.map((id) => {
      const answer = answers.get(id);
      return {
        id,
        text: texts.get(id) ?? '',
        answer: answer?.text ?? '',
        answeredAt: answer ? iso(answer.updatedAt) : null,
      };
    }),
    ratings: LIFE_AREAS.map((area) => ({ area, rating: ratings.get(area) ?? null })),
    completedAt: record.completedAt?.toISOString() ?? null,
    editable: openness.editable,
    closesAt: openness.closesAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
