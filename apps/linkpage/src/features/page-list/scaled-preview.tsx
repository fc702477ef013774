import { useEffect, useRef, useState } from 'react';
import type { LinkPage } from '@rona/domain';
import { PageView } from '../../widgets/page-view';
import classes from './page-list.module.css';

/** A live, non-interactive preview of a page drawn at the width of its tile. */
export function ScaledPreview({ page }: { page: LinkPage }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useEffect(() => {
    const el = box.current?.parentElement;
    if (!el) return;
    const measure = () => setScale(el.clientWidth / 450);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={classes.preview} style={{ transform: `scale(${scale})` }} inert aria-hidden="true">
      <PageView background={page.background} widgets={page.widgets} lazyPictures />
    </div>
  );
}
