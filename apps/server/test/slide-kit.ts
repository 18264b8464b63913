import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db/query-rows.ts';
import type { TestApp } from './test-app.ts';

/**
 * The visitor cookie every browser of the kit carries unless told otherwise: one person at one
 * browser, so that a slide puzzle solved by one call is spent by the next (they are bound to it).
 */
export const KIT_VISITOR = '00000000-0000-4000-8000-00000000c0de';

/**
 * A person's drag to `x`: easing in and out over `ms`, wavering a pixel now and then, its timing never
 * quite the same twice (the server refuses a track it has seen before).
 */
export function humanTrack(x: number, ms = 700): Array<[number, number, number]> {
  const jitter = () => Math.floor(Math.random() * 8);
  return Array.from({ length: 24 }, (_, index) => {
    const progress = index / 23;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    return [Math.round(x * eased), index % 5 === 2 ? 1 : 0, Math.round(ms * progress) + (index > 0 ? jitter() : 0)];
  });
}

/**
 * Moves a puzzle's issue a second into the past, as if the person had looked at it that long before
 * dragging (the server refuses a drag longer than the puzzle has been out).
 */
export async function backdatePuzzle(server: TestApp, challengeId: string): Promise<void> {
  await server.database.handle.db.execute(
    sql`update slide_challenges set expires_at = expires_at - interval '1 second' where id = ${challengeId}`,
  );
}

/** Solves a puzzle's proof of work as the page does. */
export async function solveProofOfWork(pow: unknown) {
  const challenge = pow as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return { challenge, solution };
}

/** What passSlide needs of a client: the kit's browsers of the identity and mall tests have it. */
export interface SlideClient {
  get<Data>(path: string): Promise<{ status: number; body: { data: Data } }>;
  post<Data>(path: string, json: unknown): Promise<{ status: number; body: { data: Data } }>;
}

/** A client of the kit's visitor, with no session. */
function kitClient(server: TestApp): SlideClient {
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        cookie: `tb_visitor=${KIT_VISITOR}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, body: await response.json() };
  };
  return { get: (path) => call('GET', path), post: (path, json) => call('POST', path, json) };
}

/**
 * Solves a slide puzzle the way a person would: the test reads the answer from the database, drags
 * there, and has solved the proof of work.
 */
export async function passSlide(server: TestApp, client: SlideClient = kitClient(server)): Promise<string> {
  const issued = await client.get<{ challengeId: string; pow: unknown }>('/webzhj/slidevalid');
  const { challengeId, pow } = issued.body.data;
  const [row] = await queryRows<{ offset_x: number }>(
    server.database.handle.db,
    sql`select offset_x from slide_challenges where id = ${challengeId}`,
  );
  const x = Number(row?.offset_x ?? 0) + 3;
  await backdatePuzzle(server, challengeId);
  const answer = await client.post<{ slideToken: string }>('/webzhj/slidevalid', {
    challengeId,
    x,
    track: humanTrack(x),
    pow: await solveProofOfWork(pow),
  });
  if (answer.status !== 200) throw new Error(`slide not passed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.slideToken;
}
