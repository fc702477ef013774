import type { AdminProductImage } from '@rona/domain';
import type { PickerImage } from './image-picker';

/** A product's stored photos in their order, as the picker shows them. */
export const pickerImagesOf = (images: readonly AdminProductImage[]): PickerImage[] =>
  [...images]
    .sort((a, b) => a.position - b.position)
    .map((i) => ({ id: i.id, url: i.url, alt: i.alt, primary: i.primary }));

/**
 * The picker's photos after an answer of the API (an upload's, a removal's): every photo of the
 * product as that call saw it. Answers of uploads sent in parallel can arrive in any order, so an
 * answer only adds what is new (last) and takes away only the photo its call removed — never a photo
 * it does not know yet. The staff member's unsaved order and alt texts stay.
 */
export function mergePhotoAnswer(
  local: PickerImage[],
  answer: readonly AdminProductImage[],
  removedId?: string,
): PickerImage[] {
  const fresh = pickerImagesOf(answer);
  const byId = new Map(fresh.map((i) => [i.id, i]));
  const kept = local
    .filter((i) => i.id !== removedId)
    .map((i) => {
      const stored = byId.get(i.id);
      return stored ? { ...stored, alt: i.alt, primary: i.primary } : i;
    });
  const added = fresh.filter((i) => i.id !== removedId && !local.some((l) => l.id === i.id));
  const all = [...kept, ...added];
  // Exactly one primary: the server's choice when the kept ones lost theirs.
  if (all.filter((i) => i.primary).length !== 1) {
    const primary = fresh.find((i) => i.primary)?.id ?? all[0]?.id;
    return all.map((i) => ({ ...i, primary: i.id === primary }));
  }
  return all;
}
