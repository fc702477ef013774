import type { MessageKey } from '../../translate';

/** English fallback, declared as the spec asks. Keys missing here fall back to Indonesian. */
export const en: Partial<Record<MessageKey, string>> = {
  'menu.home': 'Home',
  'menu.shop': 'Shop',
  'menu.about': 'About',
  'notFound.title': 'Page not found',
  'notFound.home': 'Home page',
  'error.server': 'Server error',
};
