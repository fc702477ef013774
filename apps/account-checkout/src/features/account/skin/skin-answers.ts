import type { SkinAnswer, SkinQuestion } from '@rona/domain';

/** What the dialog holds for one question: picked option ids and free text. */
export interface SkinDraft {
  options: string[];
  essay: string;
}

export const isMultiple = (q: SkinQuestion) => q.type === 'option' && q.answerType === 'multiple';
export const isEssayOnly = (q: SkinQuestion) => q.type === 'essay' || q.answerType === 'text';
/** 'other' questions: one option, or the member's own words. */
export const allowsOther = (q: SkinQuestion) => q.type === 'option' && q.answerType === 'other';

export function draftOf(q: SkinQuestion): SkinDraft {
  return {
    options: q.answer.map((a) => a.option).filter((o): o is string => Boolean(o)),
    essay: q.answer.find((a) => a.essay)?.essay ?? '',
  };
}

/** Picking an option: multiple-choice toggles it, any other question keeps only the new one (spec 3 §5). */
export function pick(q: SkinQuestion, draft: SkinDraft, optionId: string): SkinDraft {
  if (!isMultiple(q)) return { ...draft, options: [optionId] };
  const has = draft.options.includes(optionId);
  return { ...draft, options: has ? draft.options.filter((o) => o !== optionId) : [...draft.options, optionId] };
}

/** The answers sent for a question; empty means not answered ('Belum Menjawab Pertanyaan'). */
export function answersOf(q: SkinQuestion, draft: SkinDraft): SkinAnswer[] {
  const essay = draft.essay.trim();
  if (isEssayOnly(q)) return essay ? [{ option: null, essay }] : [];
  const picked = draft.options.map((option) => ({ option, essay: null }));
  return allowsOther(q) && essay ? [...picked, { option: null, essay }] : picked;
}
