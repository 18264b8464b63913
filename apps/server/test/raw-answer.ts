import { type IncomingHttpHeaders, request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent: still compressed, where the server compressed it. */
  bytes: Buffer;
}

/**
 * Asks for `url` (GET unless told) taking `acceptEncoding`, and gives the answer's bytes as they came:
 * fetch would decode a compressed answer silently, and a test of compression must see what was sent.
 * The path is sent as written, its dot segments unresolved (`new URL` would resolve them), so that a
 * test can try paths that climb out of a folder.
 */
export function rawAnswer(url: string, acceptEncoding = 'identity', method = 'GET'): Promise<RawAnswer> {
  const { origin, hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request(
      { hostname, port, path: url.slice(origin.length) || '/', method, headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    )
      .on('error', reject)
      .end();
  });
}
