// @vitest-environment jsdom
// Decision 0080: React DOM's production client, as the client build rewrites it, makes its sentinel
// errors without the Error constructor (so with no stack for an attached inspector to record), and
// still suspends, resumes and recovers from a hydration mismatch, which is what the sentinels are for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isReactDomProductionClient, SENTINELS, withStacklessSentinels } from './react-dom-sentinels.mjs';

const modules = path.join(import.meta.dirname, '../node_modules');
const FILES: Record<string, string> = {
  react: 'react/cjs/react.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
};
const clientSource = readFileSync(path.join(modules, FILES['react-dom/client'] as string), 'utf8');

interface ReactProduction {
  createElement: (type: unknown, props?: unknown, ...children: unknown[]) => unknown;
  Suspense: unknown;
  use: <T>(promise: Promise<T>) => T;
}
interface ClientProduction {
  createRoot: (container: Element) => { render: (element: unknown) => void; unmount: () => void };
  hydrateRoot: (
    container: Element,
    element: unknown,
    options: { onRecoverableError: (error: unknown) => void },
  ) => void;
}

/**
 * React's production modules, loaded as CommonJS with one another (not Vitest's development React),
 * React DOM's client from `clientCode`, each given `errorConstructor` as its `Error`.
 */
function productionReact(clientCode: string, errorConstructor: ErrorConstructor = Error) {
  const loaded = new Map<string, unknown>();
  const load = (name: string): unknown => {
    if (!loaded.has(name)) {
      const file = FILES[name];
      if (!file) throw new Error(`not a production module of React: ${name}`);
      const code = name === 'react-dom/client' ? clientCode : readFileSync(path.join(modules, file), 'utf8');
      const module = { exports: {} as unknown };
      new Function('exports', 'require', 'module', 'Error', code)(module.exports, load, module, errorConstructor);
      loaded.set(name, module.exports);
    }
    return loaded.get(name);
  };
  return { react: load('react') as ReactProduction, client: load('react-dom/client') as ClientProduction };
}

/** `Error`, counting the errors made with it (called or constructed). */
function countingError() {
  let made = 0;
  const counted = new Proxy(Error, {
    apply: (target, self, args) => {
      made++;
      return Reflect.apply(target, self, args);
    },
    construct: (target, args, newTarget) => {
      made++;
      return Reflect.construct(target, args, newTarget);
    },
  });
  return { counted, made: () => made };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000, interval: 5 });

describe("React DOM's sentinel errors, made without a stack (decision 0080)", () => {
  it("is a rewrite of React DOM's production client only", () => {
    expect(isReactDomProductionClient(path.join(modules, FILES['react-dom/client'] as string))).toBe(true);
    expect(isReactDomProductionClient('/x/node_modules/react-dom/cjs/react-dom-client.production.js?v=1')).toBe(true);
    expect(isReactDomProductionClient('/x/node_modules/react-dom/cjs/react-dom-client.development.js')).toBe(false);
    expect(isReactDomProductionClient('/x/node_modules/react-dom/cjs/react-dom.production.js')).toBe(false);
  });

  it('makes no error with the constructor while React DOM starts; as installed it makes one for each sentinel', () => {
    const installed = countingError();
    productionReact(clientSource, installed.counted);
    expect(installed.made()).toBe(SENTINELS.length);
    const rewritten = countingError();
    productionReact(withStacklessSentinels(clientSource), rewritten.counted);
    expect(rewritten.made()).toBe(0);
  });

  it('stops the build when React DOM no longer declares a sentinel once', () => {
    const [name, code] = SENTINELS[1] as [string, number];
    const declared = `${name} = Error(formatProdErrorMessage(${code}))`;
    expect(() => withStacklessSentinels(clientSource.replace(declared, `${name} = null`))).toThrow(
      `expected React DOM to declare \`${declared}\` once, found it 0 times`,
    );
    expect(() => withStacklessSentinels(`${clientSource}\nvar ${declared};`)).toThrow('found it 2 times');
  });

  it('suspends on a promise and shows the answer once it settles', async () => {
    const { react, client } = productionReact(withStacklessSentinels(clientSource));
    let settle: (text: string) => void = () => {};
    const answer = new Promise<string>((resolve) => {
      settle = resolve;
    });
    const Answer = () => react.createElement('p', null, react.use(answer));
    const container = document.createElement('div');
    const root = client.createRoot(container);
    root.render(react.createElement(react.Suspense, { fallback: 'waiting' }, react.createElement(Answer)));
    await until(() => container.textContent === 'waiting');
    settle('answered');
    await until(() => container.textContent === 'answered');
    root.unmount();
  });

  it('recovers from a hydration mismatch by rendering on the client, and reports it', async () => {
    const { react, client } = productionReact(withStacklessSentinels(clientSource));
    const container = document.createElement('div');
    container.innerHTML = '<p>server</p>';
    const recovered: unknown[] = [];
    client.hydrateRoot(container, react.createElement('p', null, 'client'), {
      onRecoverableError: (error) => recovered.push(error),
    });
    await until(() => container.textContent === 'client');
    expect(recovered).toHaveLength(1);
    expect(String((recovered[0] as Error).message)).toContain('418');
  });
});
