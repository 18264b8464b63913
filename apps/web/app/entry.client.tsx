import { routerAhead } from 'virtual:tallybook/router-ahead';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's own entry, with its work spread over tasks (issue 13): apart, none is long enough
 * for Lighthouse's phone, four times slower than our machines, to count it as blocking.
 * 1. Evaluating this module, that is React DOM: 6 to 14 ms of the main thread on our machines.
 * 2. Decoding the loader data the server sent (3–7 ms), then, in the next task, making the router
 *    (2–4 ms since decision 0066; 5–20 ms before it). `<HydratedRouter>` did both inside React's
 *    first renders, beside React's own work (decision 0057). Each is preceded by a task that runs
 *    React Router's code for it once on something small, so that V8 has compiled it by then.
 * 3. Hydrating, in React's slices.
 */
function hydrate() {
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
  void routerAhead().then(() => setTimeout(hydrate, 0));
}, 0);
