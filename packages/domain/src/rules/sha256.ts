import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 of UTF-8 text as lowercase hex, the same in browsers and in Node. @noble/hashes (audited,
 * no dependencies) computes it everywhere, a page served over plain HTTP included, where Web Crypto
 * (`crypto.subtle`) does not exist. Async, as the callers were written for Web Crypto.
 */
export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
