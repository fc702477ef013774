import { apiQuery } from './queries';

/** Named query options for the brand content (promo detail, certificates). */
export const promoDetailQuery = (slug: string) => apiQuery('promoDetail', { params: { slug } });
export const certificatesQuery = () => ({ ...apiQuery('certificates'), staleTime: 60 * 60_000 });
/** Staff's home banners showing now (empty: the home page shows the promos' banners). */
export const homeBannersQuery = () => apiQuery('homeBanners');
