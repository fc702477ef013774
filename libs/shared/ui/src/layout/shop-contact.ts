/** How customers reach the shop (footer, floating chat link). The address text lives in i18n. */
export const SHOP_CONTACT = {
  whatsappNumber: '6281110002024',
  whatsappDisplay: '+62 811-1000-2024',
  email: 'halo@rona.id',
} as const;

export const SOCIAL_LINKS = [
  { network: 'Instagram', url: 'https://www.instagram.com/rona.skin' },
  { network: 'TikTok', url: 'https://www.tiktok.com/@rona.skin' },
  { network: 'YouTube', url: 'https://www.youtube.com/@rona.skin' },
  { network: 'Facebook', url: 'https://www.facebook.com/rona.skin' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

export function whatsappUrl(text = 'Halo Rona, saya butuh bantuan.'): string {
  return `https://wa.me/${SHOP_CONTACT.whatsappNumber}?text=${encodeURIComponent(text)}`;
}
