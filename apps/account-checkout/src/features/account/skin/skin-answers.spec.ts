import { describe, expect, it } from 'vitest';
import type { SkinQuestion } from '@rona/domain';
import { answersOf, draftOf, pick } from './skin-answers';

const question = (overrides: Partial<SkinQuestion>): SkinQuestion => ({
  id: 'q1',
  type: 'option',
  answerType: 'multiple',
  questions: {
    text: 'Jenis kulit?',
    options: [
      { id: 'o1', text: 'Kering' },
      { id: 'o2', text: 'Berminyak' },
    ],
  },
  answer: [],
  ...overrides,
});

describe('skin answers', () => {
  it('multiple choice toggles options; single choice keeps only the last one', () => {
    const multi = question({});
    const both = pick(multi, pick(multi, draftOf(multi), 'o1'), 'o2');
    expect(answersOf(multi, both)).toEqual([
      { option: 'o1', essay: null },
      { option: 'o2', essay: null },
    ]);
    expect(pick(multi, both, 'o1').options).toEqual(['o2']);

    const single = question({ answerType: 'other' });
    expect(pick(single, pick(single, draftOf(single), 'o1'), 'o2').options).toEqual(['o2']);
  });

  it('an essay sends its trimmed text, and nothing when blank (Belum Menjawab Pertanyaan)', () => {
    const essay = question({ type: 'essay', answerType: 'text', questions: { text: 'Keluhan?', options: [] } });
    expect(answersOf(essay, { options: [], essay: '  kusam ' })).toEqual([{ option: null, essay: 'kusam' }]);
    expect(answersOf(essay, { options: [], essay: '   ' })).toEqual([]);
  });

  it('starts from the saved answers', () => {
    const saved = question({ answer: [{ option: 'o2', essay: null }] });
    expect(draftOf(saved)).toEqual({ options: ['o2'], essay: '' });
  });
});
