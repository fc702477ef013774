import { errorMessages, linkToolCall, uploadLinkImages } from '@rona/api-client';
import { MAX_UPLOAD_FILES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { backgroundPayload, pendingFiles, widgetsPayload, withUploads, type Draft } from './draft-model';
import type { FileStore } from './file-store';

const t = translator(linkpageMessages);

export type UpdateOutcome =
  | { ok: true }
  /** `draft` carries whatever was uploaded already, so a retry does not upload it again. */
  | { ok: false; draft: Draft; message: string };

const reason = (error: unknown) => errorMessages(error).join(', ');

/**
 * Spec 3 §4 update: upload new images and icons, save the widgets, save the background. Each
 * failure says what failed; success only when both saves succeeded.
 */
export async function updatePage(linkId: string, start: Draft, files: FileStore): Promise<UpdateOutcome> {
  const { checkBeforeSave } = await import('./save-rules');
  const preCheck = checkBeforeSave(
    widgetsPayload(start.widgets).map(withPlaceholderImages),
    backgroundPayload({ ...start.background, image: start.background.imageFile ? '/pending' : start.background.image }),
  );
  if (preCheck) return { ok: false, draft: start, message: problemText(preCheck) };

  let draft = start;
  const pending = pendingFiles(draft);
  try {
    const urls = new Map<string, string>();
    for (let i = 0; i < pending.length; i += MAX_UPLOAD_FILES) {
      const keys = pending.slice(i, i + MAX_UPLOAD_FILES);
      const uploaded = await uploadLinkImages(keys.map((k) => files.file(k)!));
      keys.forEach((k, j) => urls.set(k, uploaded[j]!));
    }
    draft = withUploads(draft, urls);
  } catch (error) {
    return { ok: false, draft, message: t('linkpage.editor.uploadFailed', { reason: reason(error) }) };
  }

  const [widgets, background] = await Promise.allSettled([
    linkToolCall('linkPageWidgetsUpdate', { params: { linkId }, body: { widgets: widgetsPayload(draft.widgets) } }),
    linkToolCall('linkPageBackgroundUpdate', { params: { linkId }, body: backgroundPayload(draft.background) }),
  ]);
  const failures = [
    widgets.status === 'rejected' ? t('linkpage.editor.widgetsFailed', { reason: reason(widgets.reason) }) : null,
    background.status === 'rejected'
      ? t('linkpage.editor.backgroundFailed', { reason: reason(background.reason) })
      : null,
  ].filter((m): m is string => m !== null);
  if (failures.length) return { ok: false, draft, message: failures.join(' · ') };
  return { ok: true };
}

/** Chosen-but-not-uploaded pictures count as present for the pre-check. */
function withPlaceholderImages<W extends { group: string; content: unknown }>(w: W): W {
  if (w.group !== 'images') return w;
  const content = w.content as { images: { source: string }[] };
  return {
    ...w,
    content: { ...content, images: content.images.map((i) => ({ ...i, source: i.source || '/pending' })) },
  };
}

function problemText(p: { index: number | null; message: string }): string {
  return p.index === null
    ? t('linkpage.editor.backgroundFailed', { reason: p.message })
    : t('linkpage.editor.invalid', { index: p.index, message: p.message, reason: p.message });
}
