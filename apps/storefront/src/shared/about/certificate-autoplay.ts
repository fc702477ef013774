/** The certificates advance every 3 s (spec 1 §9). */
export const CERTIFICATE_AUTOPLAY_MS = 3000;
