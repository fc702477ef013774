/** The notice the page server writes (hidden) after #root, for when the app cannot start. */
export const BOOT_FAILURE_ID = 'rona-boot-failed';

/**
 * The app's scripts did not load or did not start (a dropped connection, a deploy that removed the
 * old files): the server's HTML stays readable and its links work, but its buttons would do nothing.
 * Say so, and offer 'Coba Lagi' (a reload), instead of leaving taps unanswered.
 */
export function showBootFailure(doc: Document = document): void {
  const notice = doc.getElementById(BOOT_FAILURE_ID);
  if (!notice) return;
  notice.querySelector('button')?.addEventListener('click', () => doc.defaultView?.location.reload(), { once: true });
  notice.hidden = false;
}
