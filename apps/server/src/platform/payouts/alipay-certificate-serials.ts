import { createHash, X509Certificate } from 'node:crypto';

/**
 * Alipay's public-key-certificate mode: each request names the application's certificate
 * (`app_cert_sn`) and Alipay's root certificates (`alipay_root_cert_sn`) by serials computed the way
 * Alipay's SDKs compute them. Checked against the vectors of Alipay's Node.js SDK.
 */
export interface AlipayCertificateSerials {
  appCertSn: string;
  alipayRootCertSn: string;
}

/** sha1WithRSA, sha256WithRSA ... (1.2.840.113549.1.1.*): the only roots that count in the root serial. */
const RSA_SIGNATURE_OID_PREFIX = Buffer.from('2a864886f70d0101', 'hex');

/** The position after a DER header at `offset`, and the content's length. */
function derHeader(der: Buffer, offset: number): { start: number; length: number } {
  const first = der[offset + 1] ?? 0;
  if (first < 0x80) return { start: offset + 2, length: first };
  const lengthBytes = first & 0x7f;
  let length = 0;
  for (let index = 0; index < lengthBytes; index++) length = length * 256 + (der[offset + 2 + index] ?? 0);
  return { start: offset + 2 + lengthBytes, length };
}

/** The OID of a certificate's signatureAlgorithm: Certificate ::= SEQUENCE { tbs, signatureAlgorithm, ... }. */
function signatureAlgorithmOid(der: Buffer): Buffer {
  const certificate = derHeader(der, 0);
  const tbs = derHeader(der, certificate.start);
  const algorithm = derHeader(der, tbs.start + tbs.length);
  const oid = derHeader(der, algorithm.start);
  return der.subarray(oid.start, oid.start + oid.length);
}

/** md5 of the issuer, most specific attribute first ("CN=...,OU=...,O=...,C=CN"), and the serial in decimal. */
function serialOf(certificate: X509Certificate): string {
  const issuer = certificate.issuer.split('\n').reverse().join(',');
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10);
  return createHash('md5').update(`${issuer}${serial}`, 'utf8').digest('hex');
}

function pemBlocks(pem: string): string[] {
  return pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/** The serial of the application's certificate (appCertPublicKey_<appId>.crt). */
export function alipayAppCertSn(pem: string): string {
  const [first] = pemBlocks(pem);
  if (!first) throw new Error('holds no certificate');
  return serialOf(new X509Certificate(first));
}

/** The serial of Alipay's root certificate file (alipayRootCert.crt): its RSA-signed roots' serials joined by _. */
export function alipayRootCertSn(pem: string): string {
  const serials: string[] = [];
  for (const block of pemBlocks(pem)) {
    const der = Buffer.from(block.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    const oid = signatureAlgorithmOid(der);
    // The SM2 and ECC roots of the same file are left out, as Alipay's SDKs leave them out.
    if (!oid.subarray(0, RSA_SIGNATURE_OID_PREFIX.length).equals(RSA_SIGNATURE_OID_PREFIX)) continue;
    serials.push(serialOf(new X509Certificate(block)));
  }
  if (serials.length === 0) throw new Error('holds no RSA root certificate');
  return serials.join('_');
}
