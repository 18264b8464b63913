import { randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * A proof-of-work challenge (ALTCHA) handed out with each slide puzzle: the page brute-forces a
 * SHA-256 counter in the background (a browser needs well under a second), so that every answer a
 * script posts costs it the same work, while the server checks it at once (the derived key is signed).
 */
export interface ProofOfWorkSecrets {
  signature: string;
  key: string;
}

/** How many SHA-256 derivations a solution takes, at random in this range. */
export const PROOF_OF_WORK_COUNTER = { min: 5_000, max: 15_000 } as const;

export async function issueProofOfWork(
  secrets: ProofOfWorkSecrets,
  boundTo: string,
  ttlMs: number,
): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(PROOF_OF_WORK_COUNTER.min, PROOF_OF_WORK_COUNTER.max),
    deriveKey,
    expiresAt: new Date(Date.now() + ttlMs),
    data: { boundTo },
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
}

/** True when the solution is right, in time, and of the challenge issued for `boundTo` (the puzzle). */
export async function proofOfWorkValid(
  secrets: ProofOfWorkSecrets,
  pow: { challenge: unknown; solution: { counter: number; derivedKey: string } } | undefined,
  boundTo: string,
): Promise<boolean> {
  if (!pow) return false;
  const challenge = pow.challenge as Challenge;
  if (challenge.parameters?.data?.boundTo !== boundTo) return false;
  try {
    const result = await verifySolution({
      challenge,
      solution: pow.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    return result.verified;
  } catch {
    return false;
  }
}
