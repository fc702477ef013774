import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadViewerDocument } from './routes';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as LoaderFunctionArgs;

describe('loadViewerDocument', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('turns a studio navigation to a public page into a full document load (the server renders it)', () => {
    history.replaceState(null, '', '/link-page');
    const res = loadViewerDocument(args('http://localhost/short-link/abc?x=1')) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/short-link/abc?x=1');
    expect(res.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('does not reload the document it is already on (no endless reload without the server)', () => {
    history.replaceState(null, '', '/short-link/abc');
    expect(loadViewerDocument(args('http://localhost/short-link/abc'))).toBeNull();
  });
});
