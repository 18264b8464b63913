/**
 * Solves a slide puzzle's proof of work (ALTCHA) in the background, while the visitor drags. The
 * solver is loaded only when a puzzle opens, so pages without one carry none of it.
 */
export interface SolvedProofOfWork {
  challenge: unknown;
  solution: { counter: number; derivedKey: string; time?: number };
}

export async function solveSlideProofOfWork(challenge: unknown): Promise<SolvedProofOfWork | undefined> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: 30_000,
  });
  return solution ? { challenge, solution } : undefined;
}
