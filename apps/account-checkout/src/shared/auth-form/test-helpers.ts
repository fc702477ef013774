import { vi } from 'vitest';
import type { CartItem } from '@rona/domain';

/** Full page loads (to another app) go through location.assign/replace; tests watch them instead. */
export function watchPageLoads() {
  const assign = vi.fn();
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, replace } as Location);
  return { assign, replace };
}

export const logIn = () => (document.cookie = 'SESSION__=tok; path=/');
export const logOut = () => (document.cookie = 'SESSION__=; path=/; max-age=0');

/** A local (guest) cart line. */
export function aCartLine(id: string, quantity: number): CartItem {
  return {
    id,
    warehouse: { quantity, stock: 10 },
  } as unknown as CartItem;
}
