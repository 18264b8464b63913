import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backdatePuzzle, humanTrack, solveProofOfWork } from '../../../test/slide-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { browser, forgetIpCounters } from './accounts-test-kit.ts';

/**
 * Issue 10, "bot defences solved by a script": the review's solver found the slide puzzle's hole in
 * the picture and posted the answer at once (10 of 10 passed), and read the graphic captcha's glyph
 * paths from its SVG (10 of 10). The same kind of solver is replayed here.
 */

interface Puzzle {
  challengeId: string;
  background: string;
  piece: string;
  pieceY: number;
  pow: unknown;
}

const pixelsOf = async (dataUrl: string) => {
  const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** The review's image solver: where the piece, darkened as the hole is, fits the picture best. */
async function findTheHole(puzzle: Puzzle): Promise<number> {
  const background = await pixelsOf(puzzle.background);
  const piece = await pixelsOf(puzzle.piece);
  let best = { x: -1, score: Number.POSITIVE_INFINITY };
  for (let x = 0; x <= background.width - piece.width; x++) {
    let score = 0;
    for (let j = 12; j < piece.height - 6; j += 2) {
      for (let i = 6; i < piece.width - 12; i += 2) {
        const p = (j * piece.width + i) * 3;
        const b = ((puzzle.pieceY + j) * background.width + x + i) * 3;
        for (let c = 0; c < 3; c++) score += Math.abs((background.data[b + c] ?? 0) - 0.55 * (piece.data[p + c] ?? 0));
      }
    }
    if (score < best.score) best = { x, score };
  }
  return best.x;
}

describe('scripted solvers of the slide puzzle and the captcha', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, jobs: false });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
  });

  const tries = 10;
  /** Runs the solver `tries` times; `answer` builds what it posts from the puzzle and the spot it found. */
  async function successes(answer: (puzzle: Puzzle, x: number) => Promise<Record<string, unknown>>, poster = browser) {
    let passed = 0;
    for (let round = 0; round < tries; round++) {
      const client = browser(server);
      const puzzle = (await client.get<Puzzle>('/webzhj/slidevalid')).body.data;
      const x = await findTheHole(puzzle);
      await backdatePuzzle(server, puzzle.challengeId);
      const body = { challengeId: puzzle.challengeId, x, ...(await answer(puzzle, x)) };
      if ((await poster(server).post('/webzhj/slidevalid', body)).status === 200) passed += 1;
    }
    return passed;
  }

  it('the image solver still finds the hole, and a person’s drag with the proof of work passes (the control)', async () => {
    expect(
      await successes(async (puzzle, x) => ({ track: humanTrack(x), pow: await solveProofOfWork(puzzle.pow) })),
    ).toBe(tries);
  });

  it('fails the review’s solver, which posts the answer at once: 0 of 10', async () => {
    expect(await successes(async () => ({}))).toBe(0);
  });

  it('fails a solver that adds a ruler-straight drag at one speed: 0 of 10', async () => {
    const ruler = (x: number) => Array.from({ length: 12 }, (_, index) => [(x * index) / 11, 0, index * 40]);
    expect(await successes(async (puzzle, x) => ({ track: ruler(x), pow: await solveProofOfWork(puzzle.pow) }))).toBe(
      0,
    );
  });

  it('fails a solver that skips the proof of work, or brings another puzzle’s: 0 of 10', async () => {
    expect(await successes(async (_puzzle, x) => ({ track: humanTrack(x) }))).toBe(0);
    const other = (await browser(server).get<Puzzle>('/webzhj/slidevalid')).body.data;
    const foreign = await solveProofOfWork(other.pow);
    expect(await successes(async (_puzzle, x) => ({ track: humanTrack(x), pow: foreign }))).toBe(0);
  });

  it('fails an answer relayed from another browser than the one the puzzle was issued to: 0 of 10', async () => {
    const elsewhere = (target: TestApp) => browser(target, 'en-US', '11111111-2222-4333-8444-555555555555');
    expect(
      await successes(
        async (puzzle, x) => ({ track: humanTrack(x), pow: await solveProofOfWork(puzzle.pow) }),
        elsewhere,
      ),
    ).toBe(0);
  });

  it('fails a drag whose made-up timings are longer than the puzzle has been out: 0 of 10', async () => {
    let passed = 0;
    for (let round = 0; round < tries; round++) {
      const client = browser(server);
      const puzzle = (await client.get<Puzzle>('/webzhj/slidevalid')).body.data;
      const x = await findTheHole(puzzle);
      const body = {
        challengeId: puzzle.challengeId,
        x,
        track: humanTrack(x, 5_000),
        pow: await solveProofOfWork(puzzle.pow),
      };
      if ((await client.post('/webzhj/slidevalid', body)).status === 200) passed += 1;
    }
    expect(passed).toBe(0);
  });

  it('fails arrow-key answers that leap: 0 of 10', async () => {
    const leaps = (x: number) => [
      [2, 0, 0],
      [Math.round(x / 2), 0, 300],
      [x, 0, 620],
    ];
    expect(
      await successes(async (puzzle, x) => ({
        input: 'keys',
        track: leaps(x),
        pow: await solveProofOfWork(puzzle.pow),
      })),
    ).toBe(0);
  });

  /** A puzzle whose hole the test moves to `x` (the picture no longer matters), shown a second ago. */
  async function puzzleAt(x: number) {
    const puzzle = (await browser(server).get<Puzzle>('/webzhj/slidevalid')).body.data;
    await server.database.handle.db.execute(
      sql`update slide_challenges set offset_x = ${x} where id = ${puzzle.challengeId}`,
    );
    await backdatePuzzle(server, puzzle.challengeId);
    return puzzle;
  }

  /** The review's made-up drag: eased, a pixel's waver, the same timings every time. */
  const madeUpTrack = (x: number) =>
    Array.from({ length: 24 }, (_, index) => {
      const progress = index / 23;
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      return [Math.round(x * eased), index % 5 === 2 ? 1 : 0, Math.round(700 * progress)];
    });

  it('passes a made-up drag once, and refuses the same track on every later puzzle: 1 of 10', async () => {
    let passed = 0;
    for (let round = 0; round < tries; round++) {
      const puzzle = await puzzleAt(150);
      const body = {
        challengeId: puzzle.challengeId,
        x: 150,
        track: madeUpTrack(150),
        pow: await solveProofOfWork(puzzle.pow),
      };
      if ((await browser(server).post('/webzhj/slidevalid', body)).status === 200) passed += 1;
    }
    expect(passed).toBe(1);
  });

  it('refuses a person’s drag posted again on another puzzle, by another browser too', async () => {
    const track = humanTrack(180);
    const first = await puzzleAt(180);
    const answer = async (puzzle: Puzzle, client = browser(server)) =>
      (
        await client.post('/webzhj/slidevalid', {
          challengeId: puzzle.challengeId,
          x: 180,
          track,
          pow: await solveProofOfWork(puzzle.pow),
        })
      ).status;
    expect(await answer(first)).toBe(200);
    expect(await answer(await puzzleAt(180))).toBe(400);
    const elsewhere = browser(server, 'en-US', '11111111-2222-4333-8444-555555555555');
    const theirs = (await elsewhere.get<Puzzle>('/webzhj/slidevalid')).body.data;
    await server.database.handle.db.execute(
      sql`update slide_challenges set offset_x = 180 where id = ${theirs.challengeId}`,
    );
    await backdatePuzzle(server, theirs.challengeId);
    expect(await answer(theirs, elsewhere)).toBe(400);
  });

  it('refuses a drag quicker than the page moves the piece that far (240 px in 270 ms), takes it in 320 ms', async () => {
    const answer = async (ms: number) => {
      const puzzle = await puzzleAt(240);
      return (
        await browser(server).post('/webzhj/slidevalid', {
          challengeId: puzzle.challengeId,
          x: 240,
          track: humanTrack(240, ms),
          pow: await solveProofOfWork(puzzle.pow),
        })
      ).status;
    };
    expect(await answer(270 - 8)).toBe(400);
    expect(await answer(320)).toBe(200);
  });

  it('draws the captcha as a picture: no glyph path or text for a script to read, answered once by its own browser', async () => {
    const client = browser(server);
    const captcha = (await client.get<{ captchaId: string; svg: string }>('/webzhj/authcode')).body.data;
    expect(captcha.svg).toMatch(/^<svg [^>]*><image [^>]*href="data:image\/png;base64,[A-Za-z0-9+/=]+"\/><\/svg>$/);
    expect(captcha.svg).not.toMatch(/<path|<text/);
    const picture = await sharp(Buffer.from(captcha.svg)).png().toBuffer();
    expect((await sharp(picture).metadata()).width).toBe(120);
  });
});
