import { newKey } from './draft-model';
import { forgetPickedFiles, keepPickedFile, pickedFiles } from './picked-files';

/**
 * Chosen pictures waiting for the update, by key; the preview shows them from blob: URLs. Each is
 * also kept in IndexedDB for the page (picked-files.ts), so a restored draft finds its pictures.
 */
export class FileStore {
  private files = new Map<string, { file: File; url: string }>();

  constructor(private readonly linkId = '') {}

  add(file: File): string {
    const key = `f-${newKey()}`;
    this.put(key, file);
    if (this.linkId) void keepPickedFile(this.linkId, key, file);
    return key;
  }
  has = (key: string) => this.files.has(key);
  file = (key: string) => this.files.get(key)?.file;
  blobUrl = (key: string) => this.files.get(key)?.url;

  /** Brings back the pictures kept for this page (after a reload), under the keys the draft names. */
  async restore(): Promise<void> {
    if (!this.linkId) return;
    for (const [key, file] of await pickedFiles(this.linkId)) if (!this.files.has(key)) this.put(key, file);
  }
  /** The page was updated or its draft dropped: nothing to keep any more. */
  forget(): Promise<void> {
    return this.linkId ? forgetPickedFiles(this.linkId) : Promise.resolve();
  }
  dispose() {
    this.files.forEach((f) => URL.revokeObjectURL(f.url));
    this.files.clear();
  }

  private put(key: string, file: File) {
    this.files.set(key, { file, url: URL.createObjectURL(file) });
  }
}
