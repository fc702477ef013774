import { useId, useState } from 'react';
import { translator } from '@rona/i18n';
import { reviewsMessages } from '@rona/i18n/areas/reviews';
import { MAX_STARS, starLabel } from '@rona/rules';
import { StarIcon } from '@rona/ui';
import classes from './reviews.module.css';

const t = translator(reviewsMessages);

const SCORES = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

interface StarPickerProps {
  value: number;
  onChange: (score: number) => void;
  error?: string;
}

/**
 * Five stars as a radio group (arrow keys, Tab, screen readers work as with any radio group). Hovering
 * previews a score — stars and its label ('Baik') — until the pointer leaves; a click picks it.
 */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <div className={classes.picker}>
      <span id={`${id}-label`} className={classes.pickerLabel}>
        {t('reviews.stars')}
      </span>
      <div className={classes.pickerRow}>
        <div
          className={classes.starGroup}
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          onMouseLeave={() => setHovered(null)}
        >
          {SCORES.map((score) => (
            <label
              key={score}
              className={classes.star}
              data-on={score <= shown || undefined}
              onMouseEnter={() => setHovered(score)}
            >
              <input
                type="radio"
                name={`${id}-score`}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                aria-label={t('reviews.star', { score, label: starLabel(score) })}
              />
              <StarIcon size={30} />
            </label>
          ))}
        </div>
        <span className={classes.starText} data-testid="star-label" aria-live="polite">
          {starLabel(shown)}
        </span>
      </div>
      {error && (
        <span id={`${id}-error`} role="alert" style={{ color: 'var(--mantine-color-red-8)', fontSize: 13 }}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A given score as five stars (read only), named 'Rating 4 dari 5'. */
export function ReadOnlyStars({ score, size = 18 }: { score: number; size?: number }) {
  return (
    <span className={classes.readStars} role="img" aria-label={t('reviews.score', { score })}>
      {SCORES.map((n) => (
        <StarIcon key={n} size={size} data-on={n <= score || undefined} />
      ))}
    </span>
  );
}
