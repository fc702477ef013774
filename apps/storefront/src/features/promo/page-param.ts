/** The listing page in the URL (`?page=`): a whole number from 1; anything else reads as page 1. */
export function readPage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
