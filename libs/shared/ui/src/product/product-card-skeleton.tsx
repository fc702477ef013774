import classes from './product-card.module.css';

/** The card's shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={`${classes.card} ${classes.skeleton}`} aria-hidden="true">
      <span className={classes.mediaBone} />
      <span className={classes.body}>
        <span className={classes.bone} style={{ width: '40%' }} />
        <span className={classes.bone} style={{ width: '90%' }} />
        <span className={classes.bone} style={{ width: '55%' }} />
        <span className={classes.bone} style={{ width: '70%' }} />
      </span>
    </div>
  );
}
