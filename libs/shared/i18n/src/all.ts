/** Every area at once: for the API (mails, messages) and for tests that render any component. */
import './areas/about';
import './areas/accounts';
import './areas/blog';
import './areas/cart';
import './areas/catalogue';
import './areas/checkout';
import './areas/home';
import './areas/legal';
import './areas/linkpage';
import './areas/member';
import './areas/orderHistory';
import './areas/payment';
import './areas/orders';
import './areas/promo';
import './areas/reviews';
import './areas/search';
import './areas/wishlist';

export * from './index';
