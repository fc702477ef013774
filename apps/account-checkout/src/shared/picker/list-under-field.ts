import type { ComboboxProps } from '@mantine/core';

/**
 * Where a Select's option list opens: under its field, left edges aligned, mounted on opening.
 *
 * Mantine keeps a closed list in the page with `display: none` and, on opening, places it before it
 * shows: a list of width 0 that the default 'bottom' placement centres under the field starts at
 * the field's middle (about 150 px right at 375 px). On a phone that list runs past the screen's
 * edge, Chrome widens the layout viewport to hold it (493 px), a dialog (position: fixed) widens
 * with it, the list is hidden as detached from its moved field and placed again at width 0: it
 * flickers, and a tapped option is gone before the tap lands (issue 24). Placed from the field's
 * left edge and measured once shown, the list never depends on a width it has not got yet.
 */
export const listUnderField: ComboboxProps = { position: 'bottom-start', keepMounted: false };
