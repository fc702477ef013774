import { linkpage as linkpageMessages } from '@rona/i18n/linkpage';

type Key = keyof typeof linkpageMessages;

/**
 * The link-page strings for the widget renderers and the public viewer: only this area's keys,
 * so the viewer's first load does not carry every string of the shop.
 */
export function lt(key: Key, vars?: Record<string, string | number>): string {
  const text: string = linkpageMessages[key];
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
}
