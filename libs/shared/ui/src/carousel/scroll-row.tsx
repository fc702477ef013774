import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { t } from '@rona/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import classes from './carousel.module.css';

interface ScrollRowProps {
  /** Names the list, e.g. 'Produk Diminati'. */
  label: string;
  children: ReactNode;
  /** Width of one item (CSS length), e.g. '220px' or 'calc((100% - 64px) / 5)'. */
  itemWidth?: string;
  className?: string;
}

/** A horizontal list that scrolls by swipe or by the arrow buttons (one view at a time). */
export function ScrollRow({ label, children, itemWidth, className }: ScrollRowProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = () => {
    const list = listRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 2;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
  };

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });

  const scrollByView = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy?.({ left: direction * list.clientWidth * 0.9 });
  };

  const style = itemWidth ? ({ '--row-item-width': itemWidth } as CSSProperties) : undefined;
  return (
    <div className={`${classes.carousel} ${className ?? ''}`}>
      <ul ref={listRef} className={classes.row} style={style} aria-label={label} onScroll={measure}>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </ul>
      <button
        type="button"
        className={`${classes.arrow} ${classes.rowArrow} ${classes.prev}`}
        onClick={() => scrollByView(-1)}
        disabled={edges.atStart}
        aria-label={t('carousel.previous')}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className={`${classes.arrow} ${classes.rowArrow} ${classes.next}`}
        onClick={() => scrollByView(1)}
        disabled={edges.atEnd}
        aria-label={t('carousel.next')}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
