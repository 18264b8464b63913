import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkFileKey, type FileStore } from './file-store.ts';

const TYPE_SUFFIX = '.content-type';

/**
 * Files in a local folder (FILE_STORAGE=folder): the demo's, or a volume that every process mounts.
 * A file is written beside its final name and renamed into place, so a reader never sees half of one;
 * its type is kept in a file of its own beside it.
 */
export function folderFileStore(root: string): FileStore {
  const where = (key: string) => path.join(root, ...checkFileKey(key).split('/'));
  const writeAtomically = async (file: string, bytes: Uint8Array | string) => {
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  };
  return {
    kind: 'folder',
    async put(key, stored) {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(`${file}${TYPE_SUFFIX}`, stored.contentType);
      await writeAtomically(file, stored.bytes);
    },
    async get(key) {
      const file = where(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}${TYPE_SUFFIX}`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = where(key);
      await rm(file, { force: true });
      await rm(`${file}${TYPE_SUFFIX}`, { force: true });
    },
  };
}
