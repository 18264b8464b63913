import type { WebLoadContext } from '@tallybook/domain';

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
