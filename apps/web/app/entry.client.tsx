import { reactDomClient } from 'virtual:tallybook/react-dom-client';
import { routerAhead } from 'virtual:tallybook/router-ahead';
import { StrictMode, startTransition } from 'react';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's own entry, with its work spread over tasks (issue 13): apart, none is long enough
 * for Lighthouse's phone, four times slower than our machines, to count it as blocking.
 * 1. Evaluating this module: React Router's browser code and ours; React DOM's client is bundled
 *    here but not started yet.
 * 2. Decoding the loader data the server sent (3–7 ms), then, in the next task, making the router
 *    (2–4 ms since decision 0066; 5–20 ms before it). `<HydratedRouter>` did both inside React's
 *    first renders, beside React's own work (decision 0057). Each is preceded by a task that runs
 *    React Router's code for it once on something small, so that V8 has compiled it by then.
 * 3. Starting React DOM's client, in a task of its own and outside this module's evaluation
 *    (decision 0077): in a browser with DevTools attached, as Lighthouse's is, the errors React DOM
 *    makes as it starts have V8 re-read the source of every function on the stack, and the module's
 *    own top level is the whole chunk.
 * 4. Hydrating, in React's slices.
 */
function hydrate({ hydrateRoot }: ReturnType<typeof reactDomClient>) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

setTimeout(() => {
  void routerAhead().then(() =>
    setTimeout(() => {
      const client = reactDomClient();
      setTimeout(() => hydrate(client), 0);
    }, 0),
  );
}, 0);
