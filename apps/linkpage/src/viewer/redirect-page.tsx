import { lt } from '../widgets/texts';
import classes from './viewer.module.css';

/** Spec 3 §9: the redirect page waits 2000 ms before it navigates (the document's refresh delay). */
export const REDIRECT_DELAY_MS = 2000;

/**
 * /everywhere/{params}: the operator's target for this key (never a URL from the address bar),
 * opened after 2 s by the document's `<meta http-equiv="refresh">`, with a link for when it is not.
 * `target` must already have passed isSafeLink.
 */
export function RedirectPage({ target }: { target: string }) {
  return (
    <main className={classes.message}>
      <h1>{lt('linkpage.redirect.title')}</h1>
      <a className={classes.link} href={target} rel="noopener noreferrer">
        {lt('linkpage.redirect.fallback')}
      </a>
    </main>
  );
}

/** No (safe) target for this key (HTTP 404). */
export function RedirectMissingPage() {
  return (
    <main className={classes.message}>
      <h1>{lt('linkpage.redirect.notFound')}</h1>
      <a className={classes.link} href="/short-link">
        {lt('linkpage.social.title')}
      </a>
    </main>
  );
}
