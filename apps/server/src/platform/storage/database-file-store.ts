import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { checkFileKey, type FileStore } from './file-store.ts';
import { storedFiles } from './storage.tables.ts';

/** Files as rows of `stored_files`: the default, and right for any number of processes on one database. */
export function databaseFileStore(db: Db): FileStore {
  return {
    kind: 'database',
    async put(key, file) {
      const row = { contentType: file.contentType, sizeBytes: file.bytes.byteLength, bytes: file.bytes };
      await db
        .insert(storedFiles)
        .values({ key: checkFileKey(key), ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, storedAt: new Date() } });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkFileKey(key)));
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : undefined;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkFileKey(key)));
    },
  };
}
