// Decision 0077: the client entry's chunk starts React DOM's client only when the entry calls for
// it, in a task of its own, never while the chunk is evaluated. Checked on the client build, as the
// bundler writes it: a bundled CommonJS module is a wrapper that runs the module when called.
import { parseAst } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryChunkSource } from './js-budget.mjs';
import { ensureWebBuild } from './web-build.mjs';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every node under `node`, outside the bodies of functions when `outsideFunctions` is set. */
function* nodes(node: Node, outsideFunctions: boolean): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child) || (outsideFunctions && FUNCTIONS.has(child.type))) continue;
      yield* nodes(child, outsideFunctions);
    }
  }
}

let source = '';
let chunk: Node;
beforeAll(() => {
  ensureWebBuild();
  source = entryChunkSource();
  chunk = parseAst(source) as unknown as Node;
}, 180_000);

/** The declaration of the chunk whose value's code holds `text`: the wrapper of a bundled CommonJS module. */
const wrapperHolding = (text: string) =>
  [...nodes(chunk, false)].find(
    (node) =>
      node.type === 'VariableDeclarator' &&
      isNode(node.init) &&
      source.slice(node.init.start, node.init.end).includes(text),
  );

describe("the client entry's chunk (decision 0077)", () => {
  it("holds React DOM's client, behind the wrapper of its package entry", () => {
    expect(source).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    expect(source).toContain('hydrateRoot');
  });

  it("does not start React DOM's client while it is evaluated", () => {
    // the package entry of react-dom/client is the module that looks for React's devtools hook
    const wrapper = wrapperHolding('__REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE');
    expect(wrapper).toBeDefined();
    const name = isNode(wrapper?.id) ? String(wrapper.id.name) : '';
    // the calls the chunk makes while it is evaluated: at its top level, outside every function
    const starts = [...nodes(chunk, true)].filter((call) => {
      if (call.type !== 'CallExpression') return false;
      const callee = call.callee as Node;
      // a call of the wrapper by its name, or the wrapper called where it is made
      return (
        (callee.type === 'Identifier' && callee.name === name) ||
        (callee.type === 'CallExpression' && source.slice(callee.start, callee.end).includes('checkDCE'))
      );
    });
    expect(starts.map((call) => source.slice(call.start, Math.min(call.end, call.start + 60)))).toEqual([]);
  });
});

describe("React DOM's production client in the entry's chunk (decision 0080)", () => {
  it('makes no error with the Error constructor as it starts, outside every function of its own', () => {
    // React DOM's production client is the module that holds its errors' address, in a wrapper
    const wrapper = wrapperHolding('react.dev/errors/');
    const init = wrapper?.init as Node | undefined;
    const body = ((init?.arguments as Node[] | undefined) ?? []).find((argument) => FUNCTIONS.has(argument.type))
      ?.body as Node | undefined;
    expect(body && source.slice(body.start, body.end)).toContain('hydrateRoot');
    const topLevel = [...nodes(body as Node, true)];
    // an error thrown as it starts (React's version check) ends the start: only the ones kept count
    const thrown = topLevel.filter((node) => node.type === 'ThrowStatement').map((node) => node.argument as Node);
    const made = topLevel.filter(
      (node) =>
        (node.type === 'CallExpression' || node.type === 'NewExpression') &&
        (node.callee as Node).type === 'Identifier' &&
        (node.callee as Node).name === 'Error' &&
        !thrown.some((argument) => argument.start <= node.start && node.end <= argument.end),
    );
    expect(made.map((call) => source.slice(call.start, Math.min(call.end, call.start + 40)))).toEqual([]);
    // the five sentinels are still there, each made from Error's prototype
    expect(source.split('Object.create(Error.prototype,').length - 1).toBe(5);
  });
});
