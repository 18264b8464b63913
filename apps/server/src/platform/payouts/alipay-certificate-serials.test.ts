import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../payments/certificate-test-kit.ts';
import { alipayAppCertSn, alipayRootCertSn } from './alipay-certificate-serials.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** The serial every certificate of the test kit carries, in hex. */
const KIT_SERIAL_HEX = '5157f09efdc096de';
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

const certificate = (commonName: string) => selfSignedCertificate(keys.publicKey, keys.privateKey, commonName);

/** The same certificate claiming another signature algorithm (DSA with SHA-256, as long as sha256WithRSA's OID). */
function signedOtherwise(pem: string): string {
  const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
  const rsa = Buffer.from('06092a864886f70d01010b', 'hex');
  const at = der.lastIndexOf(rsa);
  Buffer.from('0609608648016503040302', 'hex').copy(der, at);
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

describe("Alipay's certificate serials", () => {
  it("names the app's certificate by md5 of its issuer and its serial in decimal", () => {
    const serial = BigInt(`0x${KIT_SERIAL_HEX}`).toString(10);
    expect(alipayAppCertSn(certificate('Tallybook App'))).toBe(md5(`CN=Tallybook App${serial}`));
  });

  it('joins the serials of the RSA-signed roots with _ and leaves the others out', () => {
    const first = certificate('Root R1');
    const second = certificate('Root G3');
    const elliptic = signedOtherwise(certificate('Root E1'));
    const file = [first, elliptic, second].join('\n');
    expect(alipayRootCertSn(file)).toBe(`${alipayAppCertSn(first)}_${alipayAppCertSn(second)}`);
  });

  it('refuses a file without a certificate, or without an RSA root', () => {
    expect(() => alipayAppCertSn('not a certificate')).toThrow('holds no certificate');
    expect(() => alipayRootCertSn(signedOtherwise(certificate('Root E1')))).toThrow('holds no RSA root certificate');
  });
});
