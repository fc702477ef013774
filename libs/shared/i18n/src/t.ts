import type { id } from './messages/id';

export type MessageKey = keyof typeof id;
export type Locale = 'id' | 'en';
export type MessageVars = Record<string, string | number>;

/**
 * The strings known to this page. The core areas (brand, layout, pricing) are registered by the
 * main entry; every other area registers itself when a module that uses it imports
 * `@rona/i18n/areas/<area>`, so each app's first load carries only the strings it shows.
 */
const registry: Record<string, string> = {};
let fallback: Partial<Record<MessageKey, string>> = {};
let locale: Locale = 'id';

export function addMessages(messages: Readonly<Record<string, string>>): void {
  Object.assign(registry, messages);
}

/** Registers the English fallback (kept out of the default bundle path until asked for). */
export function setFallbackMessages(messages: Partial<Record<MessageKey, string>>): void {
  fallback = messages;
}
export function setLocale(next: Locale): void {
  locale = next;
}
export function getLocale(): Locale {
  return locale;
}

function interpolate(text: string, vars?: MessageVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** The string for a key in the current locale; Indonesian is the default, English the declared fallback. */
export function t(key: MessageKey, vars?: MessageVars): string {
  const text = locale === 'en' ? (fallback[key] ?? registry[key]) : (registry[key] ?? fallback[key]);
  if (text === undefined) {
    // A module shows a string of an area it did not import: a bug the end-to-end tests catch.
    console.error(`i18n: no text for '${key}' (import '@rona/i18n/areas/<area>' where it is used)`);
    return key;
  }
  return interpolate(text, vars);
}
