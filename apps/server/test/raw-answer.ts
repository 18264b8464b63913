import { get, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent: still compressed, where the server compressed it. */
  bytes: Buffer;
}

/**
 * GETs `url` asking for `acceptEncoding`, and gives the answer's bytes as they came: fetch would
 * decode a compressed answer silently, and a test of compression must see what was sent.
 */
export function rawAnswer(url: string, acceptEncoding = 'identity'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}
