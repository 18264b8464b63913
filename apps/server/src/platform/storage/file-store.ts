/** A file kept for the product: its bytes and the type it is served with. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where the product keeps its files (payment receipts now; photos, PDFs, workbooks and client
 * packages later): one interface, so that no file a second process needs lives on one process's disk
 * (issue 64). Adapters: the database (the default, shared by every process), a local folder (the
 * demo, or a volume every process mounts) and an S3-compatible bucket (Alibaba Cloud OSS, Tencent
 * Cloud COS) in production. Keys are paths of plain segments (`receipts/2026/PAY123.pdf`).
 */
export interface FileStore {
  readonly kind: 'database' | 'folder' | 's3';
  /** Writes the file under `key`, replacing what was there. */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const MAX_FILE_KEY_LENGTH = 512;

/**
 * Refuses a key that could leave its folder or bucket prefix (`..`, an absolute path, a backslash,
 * NUL or any character beyond letters, digits, `.`, `_`, `-` and `/` between segments). Keys are
 * made by the product, never typed by a person, so a bad one is a programming error.
 */
export function checkFileKey(key: string): string {
  const segments = key.split('/');
  const ok =
    key.length <= MAX_FILE_KEY_LENGTH &&
    segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment) && !segment.includes('..'));
  if (!ok) throw new Error(`not a file key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
