import { createSign, type KeyObject } from 'node:crypto';

/** DER: a tag, its length (short or long form) and the content. */
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  let header: number[];
  if (length < 0x80) header = [tag, length];
  else if (length < 0x100) header = [tag, 0x81, length];
  else header = [tag, 0x82, length >> 8, length & 0xff];
  return Buffer.concat([Buffer.from(header), content]);
}

const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const SHA256_WITH_RSA = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'));
const name = (commonName: string) =>
  sequence(der(0x31, sequence(Buffer.from('0603550403', 'hex'), der(0x0c, Buffer.from(commonName, 'utf8')))));
const utcTime = (instant: Date) =>
  der(0x17, Buffer.from(`${instant.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));

/**
 * A self-signed X.509 certificate in PEM, as WeChat Pay's platform certificates come, so tests can
 * prove a certificate file is read as well as a bare public key (no openssl needed).
 */
export function selfSignedCertificate(publicKey: KeyObject, privateKey: KeyObject, commonName: string): string {
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.from('5157f09efdc096de', 'hex')),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(utcTime(new Date('2025-01-01T00:00:00Z')), utcTime(new Date('2035-01-01T00:00:00Z'))),
    name(commonName),
    publicKey.export({ format: 'der', type: 'spki' }),
  );
  const signature = createSign('RSA-SHA256').update(tbs).sign(privateKey);
  const certificate = sequence(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
