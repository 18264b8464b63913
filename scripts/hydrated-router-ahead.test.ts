import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UNSAFE_decodeViaTurboStream } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPILE_DECODER_LINE, RELIED_ON, ROUTER_AHEAD_EXPORT, withRouterAhead } from './hydrated-router-ahead.mjs';

const installed = path.join(import.meta.dirname, '../node_modules/react-router/dist/production/dom-export.mjs');

let dir = '';
let tasksBegun = 0;
beforeEach(() => {
  // the page as React Router's scripts leave it: the whole manifest, and the modules of its own routes
  vi.stubGlobal('__routerAheadWindow', {
    __reactRouterManifest: { routes: { ...MANIFEST_ROUTES } },
    __reactRouterRouteModules: { root: {}, 'routes/price': {} },
  });
  tasksBegun = 0;
  const setTimeoutItself = globalThis.setTimeout;
  vi.stubGlobal('setTimeout', (task: () => void, ms?: number) => {
    tasksBegun++;
    return setTimeoutItself(task, ms);
  });
  vi.stubGlobal('__routerAheadTasks', () => tasksBegun);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

/** The routes of a page's manifest, in its order: `routes/price` is the page's own, under `root`. */
const MANIFEST_ROUTES = {
  root: { id: 'root' },
  'routes/home': { id: 'routes/home', parentId: 'root' },
  'routes/price': { id: 'routes/price', parentId: 'root' },
  help: { id: 'help', parentId: 'root' },
  'help-doc': { id: 'help-doc', parentId: 'help' },
  mall: { id: 'mall', parentId: 'root' },
  news: { id: 'news', parentId: 'root' },
  login: { id: 'login', parentId: 'root' },
  about: { id: 'about', parentId: 'root' },
  cases: { id: 'cases', parentId: 'root' },
  privacy: { id: 'privacy', parentId: 'root' },
  account: { id: 'account', parentId: 'root' },
  orders: { id: 'orders', parentId: 'root' },
  invite: { id: 'invite', parentId: 'root' },
  agent: { id: 'agent', parentId: 'root' },
} as Record<string, { id: string; parentId?: string }>;

interface Route {
  id: string;
  children: Route[];
}

/** The ids of a route tree, parents before their children, in the tree's order. */
const treeIds = (routes: Route[]): string[] => routes.flatMap((route) => [route.id, ...treeIds(route.children)]);

/**
 * A module shaped as React Router's `dom-export.mjs`: `createHydratedRouter` throws the decoding's
 * promise until it has settled, then makes a router of the manifest's routes as they are at that
 * moment (or throws `failWith`); every call is counted, and every patch of the router's routes is
 * kept with the number of tasks begun before it.
 */
async function routerModule(
  options: { decodings?: number; failWith?: string; failPatch?: string; failCompiling?: boolean } = {},
) {
  const code = `
var ssrInfo = null;
var router = null;
var window = globalThis.__routerAheadWindow;
export const calls = { made: 0, tried: 0, madeWith: [], patches: [], disposed: 0, triedIn: [], madeIn: [], decoderRuns: [], routerCompiles: [] };
// React Router's own, as the addition's warm-ups call them: each call is kept with the task it ran in
function decodeViaTurboStream(stream, global) {
  ${options.failCompiling ? 'throw new Error("no decoder");' : ''}
  calls.decoderRuns.push({ task: globalThis.__routerAheadTasks(), tried: calls.tried, global });
  return new Response(stream).text().then((text) => ({ value: text }));
}
function createBrowserHistory() {
  return { action: "POP" };
}
function mapRouteProperties() {
  return {};
}
var hydrationRouteProperties = ["HydrateFallback"];
function createRouter(init) {
  ${options.failCompiling ? 'throw new Error("no router");' : ''}
  const compile = { task: globalThis.__routerAheadTasks(), tried: calls.tried, made: calls.made, routes: init.routes, disposed: false };
  calls.routerCompiles.push(compile);
  return { dispose() { compile.disposed = true; } };
}
let decodingsLeft = ${options.decodings ?? 1};
const imported = {
  createClientRoutes,
  createBrowserHistory,
  createRouter,
  decodeViaTurboStream,
  hydrationRouteProperties,
  mapRouteProperties,
};
function createClientRoutes(manifest, routeModules, state, ssr, isSpaMode, parentId = "") {
  const under = (id) =>
    Object.values(manifest)
      .filter((route) => (route.parentId || "") === id)
      .map((route) => ({ id: route.id, children: under(route.id) }));
  return under(parentId);
}
function initSsrInfo() {
  if (!ssrInfo && window.__reactRouterManifest) {
    ssrInfo = {
      context: { ssr: true, isSpaMode: false },
      manifest: window.__reactRouterManifest,
      routeModules: window.__reactRouterRouteModules,
    };
  }
}
function createHydratedRouter({}) {
  calls.tried++;
  calls.triedIn.push(globalThis.__routerAheadTasks());
  initSsrInfo();
  if (decodingsLeft > 0) {
    decodingsLeft--;
    throw Promise.resolve();
  }
  ${options.failWith ? `throw new Error(${JSON.stringify(options.failWith)});` : ''}
  calls.made++;
  calls.madeIn.push(globalThis.__routerAheadTasks());
  calls.madeWith.push(Object.keys(ssrInfo.manifest.routes));
  const find = (routes, id) => {
    for (const route of routes) {
      if (route.id === id) return route;
      const found = find(route.children, id);
      if (found) return found;
    }
  };
  const made = {
    made: calls.made,
    routes: createClientRoutes(ssrInfo.manifest.routes),
    dispose() {
      calls.disposed++;
    },
    patchRoutes(parentId, children) {
      ${options.failPatch ? `if (children.length > 0 && calls.patches.length === 1) throw new Error(${JSON.stringify(options.failPatch)});` : ''}
      calls.patches.push({ parentId, ids: children.map((route) => route.id), trees: children, tasks: globalThis.__routerAheadTasks() });
      (parentId ? find(made.routes, parentId).children : made.routes).push(...children);
    },
  };
  return made;
}
export function HydratedRouter(props) {
  if (!router) {
    router = createHydratedRouter({
      getContext: props?.getContext,
    });
  }
  return router;
}
`;
  dir = dir || (await mkdtemp(path.join(tmpdir(), 'router-ahead-')));
  const file = path.join(dir, `dom-export-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, withRouterAhead(code));
  const module = (await import(pathToFileURL(file).href)) as {
    calls: {
      made: number;
      tried: number;
      madeWith: string[][];
      patches: Array<{ parentId: string | null; ids: string[]; trees: Route[]; tasks: number }>;
      disposed: number;
      triedIn: number[];
      madeIn: number[];
      decoderRuns: Array<{ task: number; tried: number; global: unknown }>;
      routerCompiles: Array<{ task: number; tried: number; made: number; routes: unknown[]; disposed: boolean }>;
    };
    HydratedRouter: () => { made: number; routes: Route[] };
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
    expect(module.calls).toMatchObject({ made: 1, tried: 3 });
    expect(module.HydratedRouter().made).toBe(1);
    await module.routerAhead();
    expect(module.calls).toMatchObject({ made: 1, tried: 3 });
  });

  it('leaves an error for HydratedRouter to throw in React, where the page shows it', async () => {
    const module = await routerModule({ failWith: 'No stream found' });
    await expect(module.routerAhead()).resolves.toBeUndefined();
    expect(module.calls.made).toBe(0);
    expect(() => module.HydratedRouter()).toThrow('No stream found');
  });
});

describe('the routes of the router made before React hydrates (decision 0061)', () => {
  it("is made with the page's own routes, then given every other one, in the manifest's order", async () => {
    const module = await routerModule();
    await module.routerAhead();
    // made with the routes the page was rendered with: what it costs grows with the routes it holds
    expect(module.calls.madeWith).toEqual([['root', 'routes/price']]);
    // the manifest is whole again for everything else that reads it
    const window = (globalThis as unknown as { __routerAheadWindow: { __reactRouterManifest: { routes: object } } })
      .__routerAheadWindow;
    expect(Object.keys(window.__reactRouterManifest.routes)).toEqual(Object.keys(MANIFEST_ROUTES));
    // every route, where a router made with all of them has it: two routes that rank the same are
    // told apart by their order
    const router = module.HydratedRouter();
    expect(router.made).toBe(1);
    expect(treeIds(router.routes)).toEqual(Object.keys(MANIFEST_ROUTES));
    const help = router.routes[0]?.children.find((route) => route.id === 'help');
    expect(help?.children.map((route) => route.id)).toEqual(['help-doc']);
  });

  it('adds each route under its parent with the routes under it, a few at a time, and ranks them again at the end', async () => {
    const module = await routerModule();
    await module.routerAhead();
    const added = module.calls.patches.filter((patch) => patch.ids.length > 0);
    for (const patch of added) {
      expect(patch.parentId).toBe('root');
      expect(patch.ids.length).toBeLessThanOrEqual(4);
    }
    // a route comes with its children, never before its parent
    expect(added.flatMap((patch) => treeIds(patch.trees))).toEqual(
      Object.keys(MANIFEST_ROUTES).filter((id) => !['root', 'routes/price'].includes(id)),
    );
    // after the last route, once more with none: the router ranks its routes in their new order
    expect(module.calls.patches.at(-1)).toMatchObject({ parentId: 'root', ids: [] });
  });

  /** The patches that added routes when each look at the clock finds `step` ms gone. */
  async function patchesWhenTheClockSteps(step: number) {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      now += step;
      return now;
    });
    const module = await routerModule();
    await module.routerAhead();
    return module.calls.patches.filter((patch) => patch.ids.length > 0);
  }

  it('gives each task only a few milliseconds of adding routes, and the next task the rest', async () => {
    // 5 ms a look, more than a task's share: each task adds one patch
    const added = await patchesWhenTheClockSteps(5);
    expect(added.map((patch) => patch.ids.length)).toEqual([4, 4, 4]);
    expect(new Set(added.map((patch) => patch.tasks)).size).toBe(3);
  });

  it('adds several patches in one task while the task is short', async () => {
    // 1 ms a look: the three patches fit in a task's 4 ms
    const added = await patchesWhenTheClockSteps(1);
    expect(added).toHaveLength(3);
    expect(new Set(added.map((patch) => patch.tasks)).size).toBe(1);
  });

  it('leaves HydratedRouter to make a router with every route when adding them fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = await routerModule({ failPatch: 'patch failed' });
    await expect(module.routerAhead()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(new Error('patch failed'));
    // the router short of routes is let go, and no longer listens to the history
    expect(module.calls.disposed).toBe(1);
    const router = module.HydratedRouter();
    expect(router.made).toBe(2);
    expect(module.calls.madeWith[1]).toEqual(Object.keys(MANIFEST_ROUTES));
    expect(treeIds(router.routes)).toEqual(Object.keys(MANIFEST_ROUTES));
  });
});

describe('React Router compiled ahead of the tasks that use it (decision 0066)', () => {
  it('first runs the decoder on a line of the format React Router decodes', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(COMPILE_DECODER_LINE));
        controller.close();
      },
    });
    const decoded = await UNSAFE_decodeViaTurboStream(stream, globalThis as unknown as Window);
    expect(decoded.value).toEqual({ a: [1.5, 's'], b: { c: null } });
  });

  it('runs the decoder, then createRouter, each in a task before the one that needs it compiled', async () => {
    const module = await routerModule();
    await module.routerAhead();
    const { decoderRuns, routerCompiles, triedIn, madeIn } = module.calls;
    // the decoder, on its own line, before the page's decoding begins and a task ahead of it
    expect(decoderRuns).toHaveLength(1);
    expect(decoderRuns[0]).toMatchObject({
      tried: 0,
      global: (globalThis as Record<string, unknown>).__routerAheadWindow,
    });
    expect(triedIn[0]).toBeGreaterThan(decoderRuns[0]?.task ?? Number.POSITIVE_INFINITY);
    // createRouter, on a router of one route that is let go, once the page's data is decoded and a
    // task before the page's router is made
    expect(routerCompiles).toHaveLength(1);
    expect(routerCompiles[0]).toMatchObject({ tried: 1, made: 0, disposed: true });
    expect(routerCompiles[0]?.routes).toHaveLength(1);
    expect(routerCompiles[0]?.task).toBeGreaterThan(triedIn[0] ?? Number.POSITIVE_INFINITY);
    expect(madeIn[0]).toBeGreaterThan(routerCompiles[0]?.task ?? Number.POSITIVE_INFINITY);
    expect(module.HydratedRouter().made).toBe(1);
  });

  it('makes the router all the same when neither can be run ahead', async () => {
    const module = await routerModule({ failCompiling: true });
    await module.routerAhead();
    expect(module.calls.decoderRuns).toHaveLength(0);
    expect(module.calls.routerCompiles).toHaveLength(0);
    expect(module.calls.madeWith).toEqual([['root', 'routes/price']]);
    expect(module.HydratedRouter().made).toBe(1);
  });

  it('runs neither again once the router is made', async () => {
    const module = await routerModule();
    await module.routerAhead();
    await module.routerAhead();
    expect(module.calls.decoderRuns).toHaveLength(1);
    expect(module.calls.routerCompiles).toHaveLength(1);
  });
});
