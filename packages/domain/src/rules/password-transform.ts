import { sha256Hex } from './sha256.ts';

/**
 * spec §5: passwords are transformed with the phone before login, register, reset and change, so
 * the password as typed never leaves the browser. The transform is SHA-256 (lowercase hex) of
 * `<canonical phone>:<password>`. It is not a password hash: the server hashes the result again
 * with argon2id. What it does and does not protect: docs/decisions/0010-password-transform.md.
 */
export async function transformPassword(phone: string, password: string): Promise<string> {
  return sha256Hex(`${phone}:${password}`);
}

/** What a transformed password looks like on the wire. */
export const TRANSFORMED_PASSWORD = /^[0-9a-f]{64}$/;

export function isTransformedPassword(value: string): boolean {
  return TRANSFORMED_PASSWORD.test(value);
}
