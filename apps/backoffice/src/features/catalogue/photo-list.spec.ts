import { describe, expect, it } from 'vitest';
import type { AdminProductImage } from '@rona/domain';
import { mergePhotoAnswer, pickerImagesOf } from './photo-list';

const photo = (id: string, position: number, primary = false): AdminProductImage => ({
  id,
  url: `/api/media/uploads/${id}.jpg`,
  srcSet: null,
  alt: `Foto ${id}`,
  position,
  primary,
});

describe("the photo list after the API's answer", () => {
  it('keeps a photo that an earlier upload answer does not know yet (two uploads in parallel)', () => {
    // B's upload answered first with both photos; A's answer, sent before B was stored, has A only.
    const afterB = mergePhotoAnswer([], [photo('a', 0, true), photo('b', 1)]);
    const afterA = mergePhotoAnswer(afterB, [photo('a', 0, true)]);
    expect(afterA.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it("drops only the photo that was removed, and keeps the staff member's unsaved order and texts", () => {
    const local = [
      { ...pickerImagesOf([photo('b', 1)])[0]!, alt: 'belum disimpan' },
      ...pickerImagesOf([photo('a', 0, true), photo('c', 2)]),
    ];
    const next = mergePhotoAnswer(local, [photo('a', 0, true), photo('b', 1)], 'c');
    expect(next.map((p) => [p.id, p.alt])).toEqual([
      ['b', 'belum disimpan'],
      ['a', 'Foto a'],
    ]);
  });

  it('adds new photos last and keeps exactly one primary', () => {
    const local = pickerImagesOf([photo('a', 0)]);
    const next = mergePhotoAnswer(local, [photo('a', 0), photo('b', 1, true)]);
    expect(next.map((p) => [p.id, p.primary])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});
