import { useEffect, useState } from 'react';
import { isSafeLink } from '@rona/domain/browser';
import { lt } from '../widgets/texts';
import { usePageHead } from './head';
import { fetchRedirectTarget } from './public-api';
import classes from './viewer.module.css';

/** Spec 3 §9: the redirect page waits 2000 ms before it navigates. */
export const REDIRECT_DELAY_MS = 2000;
const HEAD = { title: lt('linkpage.redirect.title'), description: lt('linkpage.viewer.description'), noindex: true };

/** /everywhere/{params}: the operator's target for this key, opened after 2 s (never a URL from the address bar). */
export function RedirectPage({ params }: { params: string }) {
  const [target, setTarget] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  usePageHead(HEAD);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    fetchRedirectTarget(params, controller.signal)
      .then((url) => {
        if (!isSafeLink(url)) throw new Error('unsafe target');
        setTarget(url);
        timer = setTimeout(() => location.assign(url), REDIRECT_DELAY_MS);
      })
      .catch(() => {
        if (!controller.signal.aborted) setMissing(true);
      });
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [params]);

  if (missing) {
    return (
      <main className={classes.message} role="alert">
        <h1>{lt('linkpage.redirect.notFound')}</h1>
        <a className={classes.link} href="/short-link">
          {lt('linkpage.social.title')}
        </a>
      </main>
    );
  }
  return (
    <main className={classes.message} aria-live="polite">
      <h1>{lt('linkpage.redirect.title')}</h1>
      {target && (
        <a className={classes.link} href={target} rel="noopener noreferrer">
          {lt('linkpage.redirect.fallback')}
        </a>
      )}
    </main>
  );
}
