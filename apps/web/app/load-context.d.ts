import type { WebLoadContext } from '@tallybook/domain';

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}

declare global {
  interface ImportMetaEnv {
    /** The digest of the message catalogues' files in the client build (`catalogueFiles`, decision 0033). */
    readonly CATALOGUES_VERSION?: string;
  }
}
