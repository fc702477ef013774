import { brandMessages } from './messages/id/brand';
import { layoutMessages } from './messages/id/layout';
import { pricingMessages } from './messages/id/pricing';
import { translateWith, type KeysOf, type Messages, type Translate } from './translate';

/** The core areas every app shows on its first screen (header, footer, prices, stock labels). */
const CORE = [brandMessages, layoutMessages, pricingMessages] as const;
export type CoreKey = KeysOf<(typeof CORE)[number]>;

/** The core strings. A module that shows another area makes its own `t` with `translator`. */
export const t: Translate<CoreKey> = translateWith(...CORE);

/**
 * A `t` over the core areas and the given ones: `const t = translator(cartMessages)` with
 * `import { cartMessages } from '@rona/i18n/areas/cart'`. A key of an area not passed is a type error.
 */
export function translator<const Areas extends readonly Messages[]>(
  ...areas: Areas
): Translate<CoreKey | KeysOf<Areas[number]>> {
  return translateWith<readonly Messages[]>(...CORE, ...areas);
}

export { BRAND_NAME } from './messages/id/brand';
export { en as messagesEn } from './messages/en';
export {
  getLocale,
  setFallbackMessages,
  setLocale,
  translateWith,
  type KeyOf,
  type KeysOf,
  type Locale,
  type MessageKey,
  type Messages,
  type MessageVars,
  type Translate,
} from './translate';
export { fieldLabel, loadFieldLabels, messageWithField } from './field-labels';
