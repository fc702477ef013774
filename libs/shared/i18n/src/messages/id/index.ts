import { brand } from './brand';
import { cart } from './cart';
import { linkpage } from './linkpage';
import { layout } from './layout';
import { pricing } from './pricing';
import { home } from './home';
import { catalogue } from './catalogue';
import { blog } from './blog';
import { search } from './search';
import { accounts } from './accounts';
import { promo } from './promo';
import { about } from './about';
import { legal } from './legal';
import { member } from './member';
import { wishlist } from './wishlist';
import { checkout } from './checkout';
import { payment } from './payment';
import { orderHistory } from './orderHistory';
import { orders } from './orders';
import { reviews } from './reviews';

/** Every Indonesian string, one flat key each. Add an area file and spread it here. */
export const id = {
  ...brand,
  ...cart,
  ...linkpage,
  ...layout,
  ...pricing,
  ...home,
  ...catalogue,
  ...blog,
  ...search,
  ...accounts,
  ...promo,
  ...about,
  ...legal,
  ...member,
  ...wishlist,
  ...checkout,
  ...payment,
  ...orderHistory,
  ...orders,
  ...reviews,
} as const;
