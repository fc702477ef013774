import { translateWith } from '@rona/i18n/translate';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';

/**
 * The link-page strings for the widget renderers and the public viewer: only this area's keys
 * (no core areas), so the viewer's first load does not carry every string of the shop.
 */
export const lt = translateWith(linkpageMessages);
