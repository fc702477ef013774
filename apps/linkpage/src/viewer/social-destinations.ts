import { lt } from '../widgets/texts';

/** The spec's list: clinic site, customer care chat, brand site, then the marketplaces. */
export const SOCIAL_DESTINATIONS = [
  { label: lt('linkpage.social.clinic'), url: 'https://klinik.rona.id' },
  { label: lt('linkpage.social.chat'), url: 'https://wa.me/6281110002024' },
  { label: lt('linkpage.social.brand'), url: 'https://rona.id' },
  { label: 'Shopee', url: '/everywhere/shopee' },
  { label: 'Tokopedia', url: '/everywhere/tokopedia' },
  { label: 'Tiktok', url: '/everywhere/tiktok' },
  { label: 'Blibli', url: '/everywhere/blibli' },
  { label: 'Lazada', url: '/everywhere/lazada' },
] as const;
