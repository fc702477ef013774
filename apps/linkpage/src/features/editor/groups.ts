/** The widget groups the left pane offers, in the spec's order (text, button, images, products). */
export const WIDGET_GROUPS_LIST = ['text', 'button', 'images', 'products'] as const;
