import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { RELIED_ON, ROUTER_AHEAD_EXPORT, withRouterAhead } from './hydrated-router-ahead.mjs';

const installed = path.join(import.meta.dirname, '../node_modules/react-router/dist/production/dom-export.mjs');

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

/**
 * A module shaped as React Router's: `createHydratedRouter` throws the decoding's promise until it
 * has settled, then makes a router (or throws `failWith`); every call is counted.
 */
async function routerModule(options: { decodings?: number; failWith?: string } = {}) {
  const code = `
var router = null;
export const calls = { made: 0, tried: 0 };
let decodingsLeft = ${options.decodings ?? 1};
function createHydratedRouter({}) {
  calls.tried++;
  if (decodingsLeft > 0) {
    decodingsLeft--;
    throw Promise.resolve();
  }
  ${options.failWith ? `throw new Error(${JSON.stringify(options.failWith)});` : ''}
  calls.made++;
  return { made: calls.made };
}
export function HydratedRouter(props) {
  if (!router) {
    router = createHydratedRouter({});
  }
  return router;
}
`;
  dir = dir || (await mkdtemp(path.join(tmpdir(), 'router-ahead-')));
  const file = path.join(dir, `dom-export-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, withRouterAhead(code));
  const module = (await import(pathToFileURL(file).href)) as {
    calls: { made: number; tried: number };
    HydratedRouter: () => unknown;
  } & Record<string, unknown>;
  const routerAhead = module[ROUTER_AHEAD_EXPORT];
  expect(routerAhead).toBeTypeOf('function');
  return { ...module, routerAhead: routerAhead as () => Promise<void> };
}

describe('the router made before React hydrates (issue 13, decision 0057)', () => {
  it('finds what it relies on in the React Router the project installs', () => {
    const code = readFileSync(installed, 'utf8');
    for (const text of RELIED_ON) expect(code).toContain(text);
    expect(withRouterAhead(code)).toContain(`export { routerAhead as ${ROUTER_AHEAD_EXPORT} };`);
  });

  it('stops the build, naming what is missing, when React Router no longer has it', () => {
    const code = readFileSync(installed, 'utf8').replace('var router = null;', 'let router;');
    expect(() => withRouterAhead(code)).toThrow(/no longer has "var router = null;"/);
  });

  it('waits for the decoding, then makes the router once, and HydratedRouter uses that router', async () => {
    const module = await routerModule({ decodings: 2 });
    await module.routerAhead();
    expect(module.calls).toEqual({ made: 1, tried: 3 });
    expect(module.HydratedRouter()).toEqual({ made: 1 });
    await module.routerAhead();
    expect(module.calls).toEqual({ made: 1, tried: 3 });
  });

  it('leaves an error for HydratedRouter to throw in React, where the page shows it', async () => {
    const module = await routerModule({ failWith: 'No stream found' });
    await expect(module.routerAhead()).resolves.toBeUndefined();
    expect(module.calls.made).toBe(0);
    expect(() => module.HydratedRouter()).toThrow('No stream found');
  });
});
