import type { PublicLinkPage } from '@rona/domain';
import { PageView } from '../widgets/page-view';
import { lt } from '../widgets/texts';
import classes from './viewer.module.css';

/** /short-link/{id}: the page's widgets on its background, at most 450 px wide. */
export function PublicPage({ page }: { page: PublicLinkPage }) {
  return (
    <main className={classes.shell}>
      <PageView background={page.background} widgets={page.widgets} prices={page.prices} />
    </main>
  );
}

/** A page id no page has (HTTP 404). */
export function MissingPage() {
  return (
    <main className={classes.message}>
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <h1>{lt('linkpage.viewer.notFoundTitle')}</h1>
      <p>{lt('linkpage.viewer.notFoundBody')}</p>
      <a className={classes.link} href="/">
        {lt('linkpage.viewer.toShop')}
      </a>
    </main>
  );
}

/** The API did not answer: 'Coba lagi' loads the same address again (a plain link, no script). */
export function LoadFailedPage({ retryHref }: { retryHref: string }) {
  return (
    <main className={classes.message} role="alert">
      <h1>{lt('linkpage.viewer.loadFailed')}</h1>
      <a className={classes.link} href={retryHref}>
        {lt('linkpage.viewer.retry')}
      </a>
    </main>
  );
}
