import { apiQuery } from './queries';

/** Named query options of the member's cart (the guest cart lives in localStorage, see @rona/ui/cart). */
export const memberCartQuery = () => apiQuery('cartList');
export const cartVouchersQuery = () => apiQuery('cartVouchers');
