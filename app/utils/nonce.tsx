import { createContext, useContext } from 'react';

/** The per-response CSP nonce, provided during server rendering. Browsers hide it from the DOM afterwards. */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
