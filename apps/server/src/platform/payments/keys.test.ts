import { createSign, createVerify, generateKeyPairSync, type KeyObject, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './certificate-test-kit.ts';
import { privateKeyFrom, publicKeyFrom } from './keys.ts';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');

function signsAndVerifies(privateKey: KeyObject, publicKey: KeyObject): boolean {
  const signature = createSign('RSA-SHA256').update('message').sign(privateKey, 'base64');
  return createVerify('RSA-SHA256').update('message').verify(publicKey, signature, 'base64');
}

describe('key files', () => {
  const spkiPem = pair.publicKey.export({ format: 'pem', type: 'spki' }).toString();
  const pkcs8Pem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const pkcs1Pem = pair.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
  const certificatePem = selfSignedCertificate(pair.publicKey, pair.privateKey, 'Wechatpay platform');

  it('reads a private key as PKCS#8 or PKCS#1, in PEM or bare base64', () => {
    for (const text of [pkcs8Pem, pkcs1Pem, bare(pkcs8Pem), bare(pkcs1Pem)]) {
      expect(signsAndVerifies(privateKeyFrom(text), pair.publicKey)).toBe(true);
    }
  });

  it('reads a public key as PEM, bare base64 or an X.509 certificate', () => {
    expect(new X509Certificate(certificatePem).subject).toContain('Wechatpay platform');
    for (const text of [spkiPem, bare(spkiPem), certificatePem]) {
      expect(signsAndVerifies(pair.privateKey, publicKeyFrom(text))).toBe(true);
    }
  });

  it('refuses text that holds no key', () => {
    expect(() => privateKeyFrom('not a key')).toThrow();
    expect(() => publicKeyFrom('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toThrow();
  });
});
