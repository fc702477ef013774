import { LINKPAGE_RECENT_COLORS_KEY, linkpageDraftKey } from '@rona/api-client';
import type { Draft } from './draft-model';

const draftKey = linkpageDraftKey;

export function loadDraft(linkId: string): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(linkId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return Array.isArray(draft.widgets) && draft.background ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(linkId: string, draft: Draft): void {
  try {
    localStorage.setItem(draftKey(linkId), JSON.stringify(draft));
  } catch {
    /* quota or private mode: the editor still works, only without a draft */
  }
}

export function clearDraft(linkId: string): void {
  try {
    localStorage.removeItem(draftKey(linkId));
  } catch {
    /* nothing stored */
  }
}

const RECENT_COLORS_KEY = LINKPAGE_RECENT_COLORS_KEY;
export function loadRecentColors(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_COLORS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string').slice(0, 9) : [];
  } catch {
    return [];
  }
}
export function saveRecentColors(colors: string[]): void {
  try {
    localStorage.setItem(RECENT_COLORS_KEY, JSON.stringify(colors));
  } catch {
    /* not kept */
  }
}
