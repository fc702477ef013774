/** Leaves the shop for a provider's page (kept apart so tests can watch it; jsdom cannot navigate). */
export function openExternal(url: string): void {
  window.location.assign(url);
}
