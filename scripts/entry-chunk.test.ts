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

describe("the client entry's chunk (decision 0077)", () => {
  it("holds React DOM's client, behind the wrapper of its package entry", () => {
    expect(source).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    expect(source).toContain('hydrateRoot');
  });

  it("does not start React DOM's client while it is evaluated", () => {
    // the package entry of react-dom/client is the module that looks for React's devtools hook
    const wrapper = [...nodes(chunk, false)].find(
      (node) =>
        node.type === 'VariableDeclarator' &&
        isNode(node.init) &&
        source.slice(node.init.start, node.init.end).includes('__REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE'),
    );
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
