import { AwsClient } from 'aws4fetch';
import { checkFileKey, type FileStore } from './file-store.ts';

/** An S3-compatible bucket: Alibaba Cloud OSS and Tencent Cloud COS both take AWS Signature V4. */
export interface S3StorageConfig {
  /** The service's endpoint, without the bucket: `https://oss-cn-hangzhou.aliyuncs.com`, `https://cos.ap-guangzhou.myqcloud.com`. */
  endpoint: string;
  bucket: string;
  /** The signing region: `oss-cn-hangzhou` for OSS, `ap-guangzhou` for COS. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (a local fake, MinIO). */
  pathStyle: boolean;
  /** Each call's limit, after which it fails (and the job that made it tries again later). */
  timeoutMs?: number;
}

export class FileStorageError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`file storage answered ${status}: ${detail.slice(0, 300)}`);
  }
}

/** The address of `key` in the bucket, path-style or virtual-hosted. */
export function objectUrl(config: Pick<S3StorageConfig, 'endpoint' | 'bucket' | 'pathStyle'>, key: string): string {
  const endpoint = new URL(config.endpoint);
  const base = config.pathStyle
    ? `${endpoint.origin}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  return `${base}/${checkFileKey(key)}`;
}

/** Files in an S3-compatible bucket (FILE_STORAGE=s3), each request signed with Signature V4. */
export function s3FileStore(config: S3StorageConfig): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // a failed call fails: the job that made it runs again, rather than this process waiting on retries
    retries: 0,
  });
  const call = (method: string, key: string, init: RequestInit = {}) =>
    client.fetch(objectUrl(config, key), {
      ...init,
      method,
      signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
    });
  return {
    kind: 's3',
    async put(key, file) {
      const answer = await call('PUT', key, {
        body: new Uint8Array(file.bytes),
        headers: { 'content-type': file.contentType, 'content-length': String(file.bytes.byteLength) },
      });
      if (!answer.ok) throw new FileStorageError(answer.status, await answer.text());
    },
    async get(key) {
      const answer = await call('GET', key);
      if (!answer.ok) {
        const detail = await answer.text();
        // a missing object is an answer; a missing bucket (also 404) is a misconfiguration
        if (answer.status === 404 && detail.includes('<Code>NoSuchKey</Code>')) return undefined;
        throw new FileStorageError(answer.status, detail);
      }
      return {
        bytes: new Uint8Array(await answer.arrayBuffer()),
        contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const answer = await call('DELETE', key);
      if (!answer.ok && answer.status !== 404) throw new FileStorageError(answer.status, await answer.text());
    },
  };
}
