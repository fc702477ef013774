import { useEffect, useMemo, useState } from 'react';
import type { PublicLinkPage } from '@rona/domain';
import { linkPageHead } from '@rona/domain/browser';
import { PageView } from '../widgets/page-view';
import { lt } from '../widgets/texts';
import { usePageHead, type PageHead } from './head';
import { fetchPublicPage, PublicCallError } from './public-api';
import classes from './viewer.module.css';

type State = { kind: 'loading' } | { kind: 'ready'; page: PublicLinkPage } | { kind: 'missing' } | { kind: 'failed' };

function headOf(page: PublicLinkPage): PageHead {
  const { title, image } = linkPageHead(page);
  return {
    title: title ?? lt('linkpage.viewer.defaultTitle'),
    description: lt('linkpage.viewer.description'),
    image: image ?? undefined,
  };
}

export function PublicPage({ id }: { id: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchPublicPage(id, controller.signal)
      .then((page) => {
        setState({ kind: 'ready', page });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: error instanceof PublicCallError && error.httpStatus === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [id, attempt]);

  const head = useMemo<PageHead | null>(() => {
    if (state.kind === 'ready') return headOf(state.page);
    if (state.kind === 'missing')
      return {
        title: lt('linkpage.viewer.notFoundTitle'),
        description: lt('linkpage.viewer.notFoundBody'),
        noindex: true,
      };
    return null;
  }, [state]);
  usePageHead(head);

  if (state.kind === 'loading') {
    return (
      <div className={classes.skeleton} aria-busy="true" aria-label={lt('linkpage.viewer.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={classes.bar} />
        ))}
      </div>
    );
  }
  if (state.kind === 'missing') {
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
  if (state.kind === 'failed') {
    return (
      <main className={classes.message} role="alert">
        <h1>{lt('linkpage.viewer.loadFailed')}</h1>
        <button type="button" className={classes.retry} onClick={() => setAttempt((n) => n + 1)}>
          {lt('linkpage.viewer.retry')}
        </button>
      </main>
    );
  }
  return (
    <main className={classes.shell}>
      <PageView background={state.page.background} widgets={state.page.widgets} prices={state.page.prices} />
    </main>
  );
}
