import type { Paged, SkinAnswer, SkinQuestion } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '@rona/domain';
import { memberMessages as m } from './messages';
import {
  saveSkinAnswerRow,
  skinAnswersOf,
  skinQuestionById,
  skinQuestionCount,
  skinQuestionPage,
  type SkinQuestionRow,
} from './repository';

type QuestionRow = SkinQuestionRow;

/** Options are stored as texts; their id is their position in the list. */
const optionsOf = (q: QuestionRow) => q.options.map((text, i) => ({ id: String(i), text }));

export async function listSkinQuestions(
  db: DbOrTx,
  userId: string,
  page: number,
  limit: number,
): Promise<Paged<SkinQuestion>> {
  const total = await skinQuestionCount(db);
  const rows = await skinQuestionPage(db, limit, (page - 1) * limit);
  const answers = await skinAnswersOf(db, userId);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a.answers]));
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
export async function saveSkinAnswer(db: DbOrTx, userId: string, questionId: string, answers: SkinAnswer[]) {
  const q = isUuid(questionId) ? await skinQuestionById(db, questionId) : null;
  if (!q) throw notFound(m.questionNotFound);
  const stored = normaliseAnswers(q, answers);
  await saveSkinAnswerRow(db, userId, questionId, stored);
}
