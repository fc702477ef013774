import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { privatePageHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';

const t = translator(cartMessages);

/** The cart is one visitor's: never indexed. */
export const cartPageHead: HeadBuilder = ({ site }) => privatePageHead(site, t('cart.title'));
