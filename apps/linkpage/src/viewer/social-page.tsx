import { usePageHead } from './head';
import { lt } from '../widgets/texts';
import { SOCIAL_DESTINATIONS } from './social-destinations';
import classes from './viewer.module.css';

const HEAD = { title: lt('linkpage.social.title'), description: lt('linkpage.viewer.description') };

/** /short-link: the static list of the shop's other channels. */
export function SocialPage() {
  usePageHead(HEAD);
  return (
    <main className={classes.message}>
      <h1>{lt('linkpage.social.title')}</h1>
      <nav className={classes.socialList}>
        {SOCIAL_DESTINATIONS.map((d) => (
          <a key={d.label} className={classes.social} href={d.url} target="_blank" rel="noopener noreferrer">
            {d.label}
          </a>
        ))}
      </nav>
    </main>
  );
}
