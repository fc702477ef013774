import { lt } from '../widgets/texts';
import { SOCIAL_DESTINATIONS } from './social-destinations';
import classes from './viewer.module.css';

/** /short-link: the static list of the shop's other channels. */
export function SocialPage() {
  return (
    <main className={classes.message}>
      <h1>{lt('linkpage.social.title')}</h1>
      <nav className={classes.socialList} aria-label={lt('linkpage.social.title')}>
        {SOCIAL_DESTINATIONS.map((d) => (
          <a key={d.label} className={classes.social} href={d.url} target="_blank" rel="noopener noreferrer">
            {d.label}
          </a>
        ))}
      </nav>
    </main>
  );
}
