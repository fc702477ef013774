import { apiQuery } from './queries';

/** Named query options for the brand content (promo detail, certificates). */
export const promoDetailQuery = (slug: string) => apiQuery('promoDetail', { params: { slug } });
export const certificatesQuery = () => ({ ...apiQuery('certificates'), staleTime: 60 * 60_000 });
