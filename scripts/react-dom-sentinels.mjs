// React DOM's five sentinel errors, made without a stack (issue 13, decision 0080). Read by the
// client build (apps/web/vite.config.ts), which rewrites React DOM's production client with it.
//
// React DOM makes five `Error` objects as its module starts, each only ever compared by identity
// (`thrownValue === SuspenseException`) to tell its own unwinding from a thrown error. Where a
// DevTools session is attached (as Lighthouse's browser always has, decision 0077), V8 records a
// detailed stack for every new Error, and so re-parses each function on the stack that it compiled
// without source positions: here React DOM's whole module, 45 ms on a PVM machine and some 15 ms on a
// KVM one, in the task that starts React DOM. A browser with nothing attached pays none of it (1.6 ms
// for the whole start). Made as objects whose prototype is Error's, with the same message, they are
// the same sentinels without a stack: `instanceof Error`, `message` and `name` are as before, and
// `stack` (of a module's start, which says nothing) is undefined.

/** The sentinels as React DOM 19's production client declares them, with their error codes. */
export const SENTINELS = [
  ['HydrationMismatchException', 519],
  ['SuspenseException', 460],
  ['SuspenseyCommitException', 474],
  ['SuspenseActionException', 542],
  ['SelectiveHydrationException', 461],
];

/** Whether `id` is React DOM's production client, the module the rewrite is for. */
export const isReactDomProductionClient = (id) =>
  /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id.split('?')[0]);

/**
 * React DOM's production client with each sentinel made without a stack. Stops the build when a
 * sentinel is not declared exactly once as this expects (a React DOM that changed them).
 */
export function withStacklessSentinels(code) {
  let rewritten = code;
  for (const [name, errorCode] of SENTINELS) {
    const declared = `${name} = Error(formatProdErrorMessage(${errorCode}))`;
    const found = rewritten.split(declared).length - 1;
    if (found !== 1)
      throw new Error(
        `react-dom-sentinels: expected React DOM to declare \`${declared}\` once, found it ${found} times (decision 0080)`,
      );
    rewritten = rewritten.replace(
      declared,
      `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${errorCode}), writable: !0, configurable: !0 } })`,
    );
  }
  return rewritten;
}
