/** Keys the browser stores and the install prompt delay. */
export const CONSENT_KEY = 'analytics-consent';
export type ConsentChoice = 'accepted' | 'declined';
export const PWA_DISMISSED_KEY = 'pwa-prompt-dismissed';
export const INSTALL_PROMPT_DELAY_MS = 5000;

/** Storage can throw (private mode, disabled cookies): treat that as "nothing stored". */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    /* the choice then lasts for this page view only */
  }
}

export function storedConsent(): ConsentChoice | null {
  const value = readStorage(() => window.localStorage, CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}
