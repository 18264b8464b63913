import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { databaseFileStore } from './database-file-store.ts';
import type { FileStore } from './file-store.ts';
import { folderFileStore } from './folder-file-store.ts';
import { type S3StorageConfig, s3FileStore } from './s3-file-store.ts';

/** The file storage variables, merged into the server's environment schema (config.ts). */
export const fileStorageEnvironment = {
  FILE_STORAGE: z.enum(['database', 'folder', 's3']).default('database'),
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be the service’s http(s) endpoint' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (lower-case letters, digits, dots, hyphens)')
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PATH_STYLE: z.enum(['true', 'false']).default('false'),
};

type FileStorageVariables = z.output<z.ZodObject<typeof fileStorageEnvironment>>;

export type FileStorageConfig =
  | { kind: 'database' }
  | { kind: 'folder'; dir: string }
  | ({ kind: 's3' } & S3StorageConfig);

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Where files go (FILE_STORAGE), and the problems that stop the server, each naming its variable. */
export function readFileStorageConfig(
  values: FileStorageVariables,
  dataDir: string,
): { files: FileStorageConfig; problems: string[] } {
  if (values.FILE_STORAGE === 'database') return { files: { kind: 'database' }, problems: [] };
  if (values.FILE_STORAGE === 'folder') {
    return {
      files: { kind: 'folder', dir: path.resolve(values.FILE_STORAGE_DIR ?? path.join(dataDir, 'files')) },
      problems: [],
    };
  }
  const missing = S3_VARIABLES.filter((name) => !values[name]);
  if (missing.length > 0) {
    return {
      files: { kind: 'database' },
      problems: missing.map((name) => `${name}: missing (FILE_STORAGE=s3 needs the bucket and its keys)`),
    };
  }
  return {
    files: {
      kind: 's3',
      endpoint: values.S3_ENDPOINT as string,
      bucket: values.S3_BUCKET as string,
      region: values.S3_REGION as string,
      accessKeyId: values.S3_ACCESS_KEY_ID as string,
      secretAccessKey: values.S3_SECRET_ACCESS_KEY as string,
      pathStyle: values.S3_PATH_STYLE === 'true',
    },
    problems: [],
  };
}

export function fileStoreFromConfig(config: FileStorageConfig, db: Db): FileStore {
  if (config.kind === 'folder') return folderFileStore(config.dir);
  if (config.kind === 's3') return s3FileStore(config);
  return databaseFileStore(db);
}
