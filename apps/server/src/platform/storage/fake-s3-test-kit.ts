import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A local stand-in for an S3-compatible bucket (tests only): PUT, GET and DELETE of objects, path
 * style, with each request's Signature V4 checked as the service checks it: the signature recomputed
 * from the signed headers with the bucket's secret, and a request dated more than 15 minutes away
 * refused. What it answers for errors is S3's XML, as OSS and COS answer.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Uint8Array; contentType: string }>;
  /** The requests it refused, by S3 error code. */
  refused: string[];
  close(): Promise<void>;
}

const SKEW_MS = 15 * 60 * 1000;

function s3Error(code: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;
}

async function bodyOf(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function amzDateToMs(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
}

export async function startFakeS3(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'tallybook-files';
  const region = options.region ?? 'oss-cn-hangzhou';
  const accessKeyId = options.accessKeyId ?? 'LTAI-fake-key-id';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-access-key';
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const refused: string[] = [];

  const server = createServer(async (request, response) => {
    const refuse = (status: number, code: string) => {
      refused.push(code);
      response.writeHead(status, { 'content-type': 'application/xml' }).end(s3Error(code));
    };
    const body = await bodyOf(request);
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const authorization = request.headers.authorization ?? '';
    const parsed =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!parsed) return refuse(403, 'AccessDenied');
    const [, keyId, , signedRegion, signedHeaders, signature] = parsed;
    if (keyId !== accessKeyId) return refuse(403, 'InvalidAccessKeyId');
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    if (!(Math.abs(amzDateToMs(amzDate) - Date.now()) <= SKEW_MS)) return refuse(403, 'RequestTimeTooSkewed');
    const headers = new Headers();
    for (const name of (signedHeaders as string).split(';')) {
      const value = request.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(',') : value);
    }
    const expected = await new AwsV4Signer({
      method: request.method ?? 'GET',
      url: url.toString(),
      headers,
      accessKeyId,
      secretAccessKey,
      service: 's3',
      region: signedRegion as string,
      datetime: amzDate,
    }).signature();
    if (signedRegion !== region || expected !== signature) return refuse(403, 'SignatureDoesNotMatch');

    const [, bucketName, ...keyParts] = url.pathname.split('/');
    if (bucketName !== bucket) return refuse(404, 'NoSuchBucket');
    const key = keyParts.join('/');
    if (request.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
      return response.writeHead(200).end();
    }
    if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return refuse(404, 'NoSuchKey');
      return response.writeHead(200, { 'content-type': object.contentType }).end(Buffer.from(object.bytes));
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    return refuse(405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
