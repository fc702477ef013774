/**
 * Pictures a partner picked but has not uploaded yet, kept in the browser's IndexedDB beside the
 * draft (which is JSON in localStorage), so 'Pulihkan' after a reload brings back a whole draft
 * (issue 24). Without IndexedDB (private mode, old browsers) nothing is kept: the draft then
 * restores without those pictures, as before.
 */
const DB_NAME = 'rona-linkpage-files';
const STORE = 'files';

interface StoredFile {
  /** `${linkId}/${key}`: one page's files are found by their prefix. */
  id: string;
  linkId: string;
  key: string;
  file: Blob;
  name: string;
}

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('linkId', 'linkId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

/** Runs one transaction on the store; resolves with `read`'s answer, or `fallback` when anything fails. */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest | void,
  fallback: T,
): Promise<T> {
  const db = await open();
  if (!db) return fallback;
  return new Promise<T>((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(request ? (request.result as T) : fallback);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        resolve(fallback);
      };
    } catch {
      db.close();
      resolve(fallback);
    }
  });
}

export function keepPickedFile(linkId: string, key: string, file: File): Promise<void> {
  const row: StoredFile = { id: `${linkId}/${key}`, linkId, key, file, name: file.name };
  return withStore('readwrite', (store) => void store.put(row), undefined);
}

/** This page's kept pictures by their draft key. */
export async function pickedFiles(linkId: string): Promise<Map<string, File>> {
  const rows = await withStore<StoredFile[]>('readonly', (store) => store.index('linkId').getAll(linkId), []);
  return new Map(rows.map((r) => [r.key, new File([r.file], r.name, { type: r.file.type })]));
}

/** After an update went through, or the draft was dropped: the page's kept pictures go too. */
export function forgetPickedFiles(linkId: string): Promise<void> {
  return withStore(
    'readwrite',
    (store) => void store.delete(IDBKeyRange.bound(`${linkId}/`, `${linkId}/\uffff`)),
    undefined,
  );
}
