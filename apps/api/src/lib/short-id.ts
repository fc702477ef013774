import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A short public id: 12 characters of a 57-letter alphabet (~70 bits), not guessable by counting. */
export function newId(length = 12): string {
  return [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}
