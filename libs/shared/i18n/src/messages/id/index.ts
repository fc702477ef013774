import { brandMessages } from './brand';
import { layoutMessages } from './layout';
import { pricingMessages } from './pricing';
import { aboutMessages } from './about';
import { accountMessages } from './account';
import { activityMessages } from './activity';
import { authMessages } from './auth';
import { backofficeMessages } from './backoffice';
import { backofficeCustomersMessages } from './backoffice-customers';
import { backofficeVoucherMessages } from './backoffice-vouchers';
import { backofficeArticleMessages } from './backoffice-articles';
import { backofficePromoMessages } from './backoffice-promos';
import { backofficeBannerMessages } from './backoffice-banners';
import { backofficeCatalogueMessages } from './backoffice-catalogue';
import { backofficeDashboardMessages } from './backoffice-dashboard';
import { backofficeStaffMessages } from './backoffice-staff';
import { backofficeFailedMessageMessages } from './backoffice-messages';
import { blogMessages } from './blog';
import { cartMessages } from './cart';
import { catalogueMessages } from './catalogue';
import { checkoutMessages } from './checkout';
import { homeMessages } from './home';
import { legalMessages } from './legal';
import { linkpageMessages } from './linkpage';
import { orderHistoryMessages } from './order-history';
import { ordersMessages } from './orders';
import { paymentMessages } from './payment';
import { promoMessages } from './promo';
import { reviewsMessages } from './reviews';
import { searchMessages } from './search';
import { seoMessages } from './seo';
import { wishlistMessages } from './wishlist';

/** Every Indonesian string, one flat key each (the type of every key; the English fallback is checked against it). */
export const id = {
  ...brandMessages,
  ...layoutMessages,
  ...pricingMessages,
  ...aboutMessages,
  ...accountMessages,
  ...activityMessages,
  ...authMessages,
  ...backofficeMessages,
  ...backofficeCustomersMessages,
  ...backofficeVoucherMessages,
  ...backofficeArticleMessages,
  ...backofficePromoMessages,
  ...backofficeBannerMessages,
  ...backofficeCatalogueMessages,
  ...backofficeDashboardMessages,
  ...backofficeStaffMessages,
  ...backofficeFailedMessageMessages,
  ...blogMessages,
  ...cartMessages,
  ...catalogueMessages,
  ...checkoutMessages,
  ...homeMessages,
  ...legalMessages,
  ...linkpageMessages,
  ...orderHistoryMessages,
  ...ordersMessages,
  ...paymentMessages,
  ...promoMessages,
  ...reviewsMessages,
  ...searchMessages,
  ...seoMessages,
  ...wishlistMessages,
} as const;
