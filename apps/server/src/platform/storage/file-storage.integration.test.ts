import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { databaseFileStore } from './database-file-store.ts';
import { type FakeS3, startFakeS3 } from './fake-s3-test-kit.ts';
import { checkFileKey, type FileStore } from './file-store.ts';
import { folderFileStore } from './folder-file-store.ts';
import { FileStorageError, objectUrl, s3FileStore } from './s3-file-store.ts';
import { fileStoreFromConfig, readFileStorageConfig } from './storage-config.ts';

const pdf = (text: string) => ({ bytes: new TextEncoder().encode(`%PDF-1.7 ${text}`), contentType: 'application/pdf' });
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

let database: TestDatabase;
let folder: string;
let fake: FakeS3;
const s3Of = (overrides: { secretAccessKey?: string; bucket?: string } = {}) =>
  s3FileStore({
    endpoint: fake.endpoint,
    bucket: overrides.bucket ?? fake.bucket,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: overrides.secretAccessKey ?? fake.secretAccessKey,
    pathStyle: true,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'tallybook-files-'));
  fake = await startFakeS3();
});
afterAll(async () => {
  await database.drop();
  await rm(folder, { recursive: true, force: true });
  await fake.close();
});

// Issue 64: every file goes through one interface, whichever adapter keeps it.
describe.each([
  ['database', () => databaseFileStore(database.handle.db)],
  ['folder', () => folderFileStore(folder)],
  ['s3', () => s3Of()],
] as const)('files kept by the %s adapter', (_kind, store: () => FileStore) => {
  it('gives back the bytes and type it was given, byte for byte', async () => {
    const bytes = new Uint8Array(256).map((_, index) => index);
    await store().put('receipts/2026/all-bytes.bin', { bytes, contentType: 'application/octet-stream' });
    const read = await store().get('receipts/2026/all-bytes.bin');
    expect(read?.contentType).toBe('application/octet-stream');
    expect([...(read?.bytes ?? [])]).toEqual([...bytes]);
  });

  it('replaces a file written again under the same key', async () => {
    await store().put('receipts/PAY1.pdf', pdf('first'));
    await store().put('receipts/PAY1.pdf', pdf('second'));
    expect(text((await store().get('receipts/PAY1.pdf'))?.bytes)).toBe('%PDF-1.7 second');
  });

  it('answers nothing for a key never written, and for a deleted one; deleting twice is fine', async () => {
    expect(await store().get('receipts/never.pdf')).toBeUndefined();
    await store().put('receipts/PAY2.pdf', pdf('gone soon'));
    await store().delete('receipts/PAY2.pdf');
    await store().delete('receipts/PAY2.pdf');
    expect(await store().get('receipts/PAY2.pdf')).toBeUndefined();
  });

  it('refuses a key that could leave its folder or bucket', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', 'nul\u0000.pdf', '..', 'a/.', '']) {
      await expect(store().put(key, pdf('x'))).rejects.toThrow(/not a file key/);
      await expect(store().get(key)).rejects.toThrow(/not a file key/);
    }
  });
});

describe('the folder adapter', () => {
  it('leaves no partial file behind a write', async () => {
    await folderFileStore(folder).put('partial/check.pdf', pdf('whole'));
    expect((await readdir(path.join(folder, 'partial'))).sort()).toEqual(['check.pdf', 'check.pdf.content-type']);
  });
});

describe('the S3-compatible adapter against a local fake of the service', () => {
  it('signs every request so that the service accepts it', async () => {
    const before = fake.refused.length;
    await s3Of().put('signed/ok.pdf', pdf('signed'));
    expect(fake.objects.get('signed/ok.pdf')?.contentType).toBe('application/pdf');
    expect(fake.refused.length).toBe(before);
  });

  it('fails loudly, without keeping anything, when the secret is wrong or the bucket unknown', async () => {
    await expect(s3Of({ secretAccessKey: 'not-the-secret' }).put('signed/wrong.pdf', pdf('x'))).rejects.toThrow(
      FileStorageError,
    );
    await expect(s3Of({ bucket: 'someone-elses' }).get('signed/ok.pdf')).rejects.toThrow(/404/);
    expect(fake.objects.has('signed/wrong.pdf')).toBe(false);
    expect(fake.refused).toEqual(expect.arrayContaining(['SignatureDoesNotMatch', 'NoSuchBucket']));
  });

  it('addresses objects virtual-hosted by default, as OSS and COS want, and path-style on request', () => {
    const config = { endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', bucket: 'shop-files' };
    expect(objectUrl({ ...config, pathStyle: false }, 'receipts/a.pdf')).toBe(
      'https://shop-files.oss-cn-hangzhou.aliyuncs.com/receipts/a.pdf',
    );
    expect(objectUrl({ ...config, pathStyle: true }, 'receipts/a.pdf')).toBe(
      'https://oss-cn-hangzhou.aliyuncs.com/shop-files/receipts/a.pdf',
    );
  });
});

describe('FILE_STORAGE', () => {
  const values = { FILE_STORAGE: 'database', S3_PATH_STYLE: 'false' } as const;

  it('keeps files in the database unless told otherwise', () => {
    const { files, problems } = readFileStorageConfig(values, '/srv/data');
    expect(files).toEqual({ kind: 'database' });
    expect(problems).toEqual([]);
    expect(fileStoreFromConfig(files, database.handle.db).kind).toBe('database');
  });

  it('puts the folder under DATA_DIR unless FILE_STORAGE_DIR names one', () => {
    expect(readFileStorageConfig({ ...values, FILE_STORAGE: 'folder' }, '/srv/data').files).toEqual({
      kind: 'folder',
      dir: '/srv/data/files',
    });
  });

  it('stops the server when FILE_STORAGE=s3 lacks the bucket or its keys, naming each variable', () => {
    const { problems } = readFileStorageConfig({ ...values, FILE_STORAGE: 's3', S3_BUCKET: 'shop-files' }, '/srv');
    expect(problems).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: missing/),
      expect.stringMatching(/^S3_REGION: missing/),
      expect.stringMatching(/^S3_ACCESS_KEY_ID: missing/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY: missing/),
    ]);
  });

  it('checks keys the same way for every adapter', () => {
    expect(checkFileKey('receipts/2026/PAY-1_a.pdf')).toBe('receipts/2026/PAY-1_a.pdf');
  });
});
