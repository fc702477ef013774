import { newKey } from './draft-model';

/** Chosen pictures waiting for the update, by key; the preview shows them from blob: URLs. */
export class FileStore {
  private files = new Map<string, { file: File; url: string }>();

  add(file: File): string {
    const key = `f-${newKey()}`;
    this.files.set(key, { file, url: URL.createObjectURL(file) });
    return key;
  }
  has = (key: string) => this.files.has(key);
  file = (key: string) => this.files.get(key)?.file;
  blobUrl = (key: string) => this.files.get(key)?.url;
  dispose() {
    this.files.forEach((f) => URL.revokeObjectURL(f.url));
    this.files.clear();
  }
}
