import type { ReactNode } from 'react';
import classes from './feedback.module.css';

interface EmptyStateProps {
  title: string;
  hint?: string;
  /** A button or link, e.g. 'Hapus Filter' or 'Mulai Belanja'. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  level?: 2 | 3;
}

/** "Nothing here" for lists and pages: 'Produk tidak ditemukan', 'Promo belum ada', … */
export function EmptyState({ title, hint, action, icon, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={classes.empty}>
      {icon && <span className={classes.emptyIcon}>{icon}</span>}
      <Heading className={classes.emptyTitle}>{title}</Heading>
      {hint && <p className={classes.emptyHint}>{hint}</p>}
      {action && <div className={classes.emptyAction}>{action}</div>}
    </div>
  );
}

/** The shared pill button style, for actions inside empty states and error blocks. */
export const actionButtonClass = classes.button;
