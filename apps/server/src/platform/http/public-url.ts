import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The site's public origin, as links to it and notifications back to it are built. */
export type PublicUrl = () => string;

/**
 * PUBLIC_URL when configured; otherwise (a demo or a test on one machine) the address this server
 * listens on. Never the request's Host header: a caller must not choose where a payment provider
 * sends its signed notification or where a browser is sent back to (issue 10).
 */
export function publicUrlOf(app: FastifyInstance, configured: string | undefined): PublicUrl {
  if (configured) {
    const origin = new URL(configured).origin;
    return () => origin;
  }
  return () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address) throw new Error('the public URL is not known before the server listens: set PUBLIC_URL');
    const host = ['0.0.0.0', '::'].includes(address.address)
      ? 'localhost'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  };
}

/**
 * Where this process itself answers, for a client on the same machine (the PDF printer's browser):
 * its own listening address, never the public one, which may be a load balancer's.
 */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the server does not listen yet');
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
