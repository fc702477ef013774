import { describe, expect, it } from 'vitest';
import { formatShopDate as legalDate } from '@rona/rules';
import { legalBlocks } from './legal-text';

describe('legalBlocks', () => {
  it('splits paragraphs on blank lines and reads "- " blocks as lists', () => {
    expect(legalBlocks('Pembuka:\n\n- satu\n- dua\n\nPenutup\nbaris dua')).toEqual([
      { kind: 'paragraph', text: 'Pembuka:' },
      { kind: 'list', items: ['satu', 'dua'] },
      { kind: 'paragraph', text: 'Penutup baris dua' },
    ]);
  });

  it('keeps a block with a stray non-list line as a paragraph and drops empty blocks', () => {
    expect(legalBlocks('\n\n- satu\nbukan daftar\n\n\n')).toEqual([{ kind: 'paragraph', text: '- satu bukan daftar' }]);
  });
});

describe('legalDate', () => {
  it('writes the update day in Indonesian', () => {
    expect(legalDate('2021-09-10')).toBe('10 September 2021');
  });
});
