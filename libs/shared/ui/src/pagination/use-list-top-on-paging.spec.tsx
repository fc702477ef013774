import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useListTopOnPaging } from './use-list-top-on-paging';

function PagedList({ page, top, loading = false }: { page: number; top: number; loading?: boolean }) {
  const list = useListTopOnPaging<HTMLElement>(page);
  if (loading) return <p>memuat</p>;
  return (
    <div>
      <section
        style={{ ['--rona-header-height' as string]: '64px' }}
        ref={(el) => {
          list.current = el;
          if (el) el.getBoundingClientRect = () => ({ top }) as DOMRect;
        }}
      >
        page {page}
      </section>
    </div>
  );
}

describe('useListTopOnPaging', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings the list top under the header when the page changes below it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(3000);
    const { rerender } = render(<PagedList page={1} top={-2500} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<PagedList page={2} top={-2500} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 3000 - 2500 - 64, behavior: 'instant' });
  });

  it('leaves the scroll alone when the list top is already on screen or the page is the same', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(<PagedList page={1} top={200} />);
    rerender(<PagedList page={2} top={200} />);
    rerender(<PagedList page={2} top={-900} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for a list that gives way to a skeleton while the next page loads', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000);
    const { rerender } = render(<PagedList page={1} top={-800} />);
    rerender(<PagedList page={2} top={-800} loading />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<PagedList page={2} top={-300} />);
    rerender(<PagedList page={2} top={-300} />);
    expect(scrollTo.mock.calls).toEqual([[{ top: 1000 - 300 - 64, behavior: 'instant' }]]);
  });
});
