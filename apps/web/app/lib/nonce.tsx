import { createContext, useContext } from 'react';

const NonceContext = createContext('');

/** The CSP nonce of the page being rendered on the server; empty in the browser, where it is not needed. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
