/** Modules the client build makes (vite.config.ts). */
declare module 'virtual:tallybook/router-ahead' {
  /**
   * Makes the router `<HydratedRouter>` would make in React's first render: the loader data the
   * server sent decoded in one task, the router in the next (decision 0057). Nothing in development.
   */
  export function routerAhead(): Promise<void>;
}

/** React DOM's client, started on the first call (decision 0077; apps/web/vite.config.ts). */
declare module 'virtual:tallybook/react-dom-client' {
  export function reactDomClient(): typeof import('react-dom/client');
}
