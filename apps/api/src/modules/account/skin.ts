import { asc, eq, sql } from 'drizzle-orm';
import type { Paged, SkinAnswer, SkinQuestion } from '@rona/domain';
import type { Database } from '../../db/client';
import { skinAnswers, skinQuestions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { memberMessages as m } from './messages';

type QuestionRow = typeof skinQuestions.$inferSelect;

/** Options are stored as texts; their id is their position in the list. */
const optionsOf = (q: QuestionRow) => q.options.map((text, i) => ({ id: String(i), text }));

export async function listSkinQuestions(
  db: Database,
  userId: string,
  page: number,
  limit: number,
): Promise<Paged<SkinQuestion>> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(skinQuestions);
  const rows = await db
    .select()
    .from(skinQuestions)
    .orderBy(asc(skinQuestions.position))
    .limit(limit)
    .offset((page - 1) * limit);
  const answers = await db.select().from(skinAnswers).where(eq(skinAnswers.userId, userId));
  const byQuestion = new Map(answers.map((a) => [a.questionId, a.answers]));
  const total = count?.n ?? 0;
  return {
    datas: rows.map((q) => ({
      id: q.id,
      type: q.type,
      answerType: q.answerType,
      questions: { text: q.text, options: optionsOf(q) },
      answer: byQuestion.get(q.id) ?? [],
    })),
    page: { currentPage: page, totalPage: Math.ceil(total / limit), totalData: total, limit },
  };
}

/**
 * What is stored for an answer: option questions keep the picked option ids (several only for
 * 'multiple'), essay questions keep one trimmed text.
 */
export function normaliseAnswers(q: QuestionRow, answers: SkinAnswer[]): SkinAnswer[] {
  if (q.type === 'essay') {
    const text = answers.map((a) => (a.essay ?? '').trim()).find(Boolean);
    if (!text) throw badRequest(m.essayRequired, [{ message: m.essayRequired, field: 'answers' }]);
    return [{ option: null, essay: text }];
  }
  const ids = [...new Set(answers.map((a) => (a.option ?? '').trim()).filter(Boolean))];
  if (!ids.length) throw badRequest(m.noAnswer, [{ message: m.noAnswer, field: 'answers' }]);
  const known = new Set(optionsOf(q).map((o) => o.id));
  if (ids.some((id) => !known.has(id)))
    throw badRequest(m.unknownOption, [{ message: m.unknownOption, field: 'answers' }]);
  if (q.answerType !== 'multiple' && ids.length > 1)
    throw badRequest(m.singleAnswer, [{ message: m.singleAnswer, field: 'answers' }]);
  return ids.map((option) => ({ option, essay: null }));
}

/** Stores (or replaces) the member's answer to one question. */
export async function saveSkinAnswer(db: Database, userId: string, questionId: string, answers: SkinAnswer[]) {
  const [q] = isUuid(questionId) ? await db.select().from(skinQuestions).where(eq(skinQuestions.id, questionId)) : [];
  if (!q) throw notFound(m.questionNotFound);
  const stored = normaliseAnswers(q, answers);
  await db
    .insert(skinAnswers)
    .values({ userId, questionId, answers: stored })
    .onConflictDoUpdate({
      target: [skinAnswers.userId, skinAnswers.questionId],
      set: { answers: stored, updatedAt: new Date() },
    });
}
