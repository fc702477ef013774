import { translator, type KeyOf, type MessageVars } from '@rona/i18n';
import { legalMessages } from '@rona/i18n/areas/legal';
import { formatShopDate } from '@rona/rules';
import { useDocumentTitle } from '@rona/ui';
import { legalBlocks } from './legal-text';
import { LEGAL_LAST_UPDATED } from './terms-limits';
import { useScrollToHash } from '../../shared/use-scroll-to-hash';
import classes from './legal.module.css';

const t = translator(legalMessages);

export interface LegalSection {
  /** The anchor (`#id`) of the section. */
  id: string;
  title: KeyOf<typeof t>;
  body: KeyOf<typeof t>;
}

interface LegalPageProps {
  title: KeyOf<typeof t>;
  intro: KeyOf<typeof t>;
  sections: readonly LegalSection[];
  vars: MessageVars;
}

/** A legal document: title, last update, a table of contents with anchors, numbered sections. */
export function LegalPage({ title, intro, sections, vars }: LegalPageProps) {
  const heading = t(title);
  useDocumentTitle(heading);
  useScrollToHash();
  return (
    <article className={classes.page} aria-labelledby="legal-title">
      <header className={classes.head}>
        <h1 id="legal-title" className={classes.title}>
          {heading}
        </h1>
        <p className={classes.updated}>{t('legal.lastUpdated', { date: formatShopDate(LEGAL_LAST_UPDATED) })}</p>
        <p className={classes.intro}>{t(intro, vars)}</p>
      </header>
      <div className={classes.layout}>
        <nav className={classes.toc} aria-labelledby="legal-toc">
          <h2 id="legal-toc" className={classes.tocTitle}>
            {t('legal.toc')}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.body}>
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              className={classes.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={classes.sectionTitle}>
                {`${i + 1}. ${t(section.title)}`}
              </h2>
              {legalBlocks(t(section.body, vars)).map((block, j) =>
                block.kind === 'list' ? (
                  <ul key={j}>
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={j}>{block.text}</p>
                ),
              )}
              <a href="#legal-title" className={classes.backToTop}>
                {t('legal.backToTop')}
              </a>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
