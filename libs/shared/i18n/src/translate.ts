import { en } from './messages/en';
import type { id } from './messages/id';

/** Every key of every area (the English fallback is checked against it). */
export type MessageKey = keyof typeof id;
export type Locale = 'id' | 'en';
export type MessageVars = Record<string, string | number>;
/** One area's strings, as `@rona/i18n/areas/<area>` exports them (`cartMessages`, `accountMessages`…). */
export type Messages = Readonly<Record<string, string>>;
/** The keys of a union of areas. */
export type KeysOf<Area> = Area extends unknown ? Extract<keyof Area, string> : never;
/** A translate function: it accepts only the keys of the areas it was made with. */
export type Translate<Key extends string> = (key: Key, vars?: MessageVars) => string;
/** The keys a translate function accepts, for props that carry a key: `label: KeyOf<typeof t>`. */
export type KeyOf<T> = T extends Translate<infer Key> ? Key : never;

/**
 * The strings of an area travel with the modules that show them: a module imports the area's
 * dictionary and makes its `t` from it, so the area lands in that module's chunk and a key of an
 * area the module did not import is a type error (decision 012). The English fallback is installed
 * from the start; a key English lacks answers in Indonesian.
 */
let fallback: Partial<Record<MessageKey, string>> = en;
let locale: Locale = 'id';

/** Replaces the English fallback (tests). */
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

/**
 * A translate function over the given areas only; `@rona/i18n`'s `translator` adds the core areas.
 * Indonesian is the default; English, the fallback, answers first when the locale is `en`.
 */
export function translateWith<const Areas extends readonly Messages[]>(
  ...areas: Areas
): Translate<KeysOf<Areas[number]>> {
  return (key, vars) => {
    let own: string | undefined;
    for (const area of areas) if ((own = area[key]) !== undefined) break;
    const english = (fallback as Messages)[key];
    const text = locale === 'en' ? (english ?? own) : (own ?? english);
    if (text === undefined) {
      // Only a key forced past the types (`as`) gets here.
      console.error(`i18n: no text for '${key}'`);
      return key;
    }
    return interpolate(text, vars);
  };
}
