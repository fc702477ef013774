import { translator } from '@rona/i18n';
import { blogMessages } from '@rona/i18n/areas/blog';
import { notifySuccess, useBrowserValue } from '@rona/ui';
import classes from './article-page.module.css';

const t = translator(blogMessages);

const pageUrl = () => window.location.href;

async function copyLink() {
  await navigator.clipboard?.writeText(pageUrl());
  notifySuccess(t('blog.linkCopied'));
}

/** Opens the device's share sheet where there is one, else copies the link. */
async function shareOther(title: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url: pageUrl() });
    } catch {
      // The visitor closed the share sheet: nothing to do.
    }
    return;
  }
  await copyLink();
}

/**
 * The five share links of theme 1 (instagram, Whatsapp, Email, Facebook, Others). The original
 * shows them without targets; here they work: three open the service's share page, instagram (no
 * web share) copies the link, Others uses the device's share sheet. The page's address is known in
 * the browser only: the server's HTML (and hydration) share the title, the link follows right after.
 */
export function ShareLinks({ title }: { title: string }) {
  const url = encodeURIComponent(useBrowserValue(pageUrl, ''));
  const text = encodeURIComponent(title);
  return (
    <div className={classes.share}>
      <span className={classes.shareLabel}>{t('blog.share')}</span>
      <ul className={classes.shareList}>
        <li>
          <button type="button" className={classes.shareItem} onClick={() => void copyLink()}>
            {t('blog.share.instagram')}
          </button>
        </li>
        <li>
          <a
            className={classes.shareItem}
            href={`https://wa.me/?text=${text}%20${url}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('blog.share.whatsapp')}
          </a>
        </li>
        <li>
          <a className={classes.shareItem} href={`mailto:?subject=${text}&body=${url}`}>
            {t('blog.share.email')}
          </a>
        </li>
        <li>
          <a
            className={classes.shareItem}
            href={`https://www.facebook.com/sharer/sharer.php?u=${url}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('blog.share.facebook')}
          </a>
        </li>
        <li>
          <button type="button" className={classes.shareItem} onClick={() => void shareOther(title)}>
            {t('blog.share.others')}
          </button>
        </li>
      </ul>
    </div>
  );
}
