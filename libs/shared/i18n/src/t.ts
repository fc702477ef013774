import { id } from './messages/id';

export type MessageKey = keyof typeof id;
export type Locale = 'id' | 'en';
export type MessageVars = Record<string, string | number>;

let fallback: Partial<Record<MessageKey, string>> = {};
let locale: Locale = 'id';

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
  const text = locale === 'en' ? (fallback[key] ?? id[key]) : (id[key] ?? fallback[key]);
  return interpolate(text ?? key, vars);
}
