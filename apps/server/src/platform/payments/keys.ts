import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';

/** PEM text, or the bare base64 body that Alipay's and WeChat's consoles hand out. */
export type KeyMaterial = string | KeyObject;

function derOf(text: string): Buffer {
  return Buffer.from(text.replace(/\s+/g, ''), 'base64');
}

/** A merchant's private key: PKCS#8 or PKCS#1, PEM or bare base64. */
export function privateKeyFrom(material: KeyMaterial): KeyObject {
  if (typeof material !== 'string') return material;
  const text = material.trim();
  if (text.startsWith('-----BEGIN')) return createPrivateKey(text);
  try {
    return createPrivateKey({ key: derOf(text), format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: derOf(text), format: 'der', type: 'pkcs1' });
  }
}

/** A provider's public key: a PEM public key, a PEM X.509 certificate, or a bare base64 SPKI body. */
export function publicKeyFrom(material: KeyMaterial): KeyObject {
  if (typeof material !== 'string') return material;
  const text = material.trim();
  if (text.includes('-----BEGIN CERTIFICATE-----')) return new X509Certificate(text).publicKey;
  if (text.startsWith('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({ key: derOf(text), format: 'der', type: 'spki' });
}
