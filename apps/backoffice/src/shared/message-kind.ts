import { translator, type KeyOf } from '@rona/i18n';
import { backofficeFailedMessageMessages } from '@rona/i18n/areas/backoffice-messages';

const t = translator(backofficeFailedMessageMessages);

/**
 * What an outbox template is, in the staff's words: 'order.shipped' → 'Pesanan dikirim' (the
 * `backoffice.messages.kind.<kind>` key). A kind without words (a template newer than this screen)
 * answers its own code, so the row still says something. Used by the failed messages and an order's
 * messages.
 */
export function messageKindLabel(kind: string): string {
  const key = `backoffice.messages.kind.${kind}`;
  return Object.hasOwn(backofficeFailedMessageMessages, key) ? t(key as KeyOf<typeof t>) : kind;
}
