// Whether this browser's last page ended signed in: lets the boot start the Firebase SDK at once
// for a returning user, and render the sign-in page without it for everyone else. A hint, not a
// credential: the SDK's own persisted session decides who is signed in.
export const SESSION_HINT_KEY = 'portico.signed-in';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage disabled (privacy settings): the SDK then loads on first interaction.
  }
}

export function hasSessionHint(): boolean {
  return storage()?.getItem(SESSION_HINT_KEY) === '1';
}

export function rememberSession(signedIn: boolean): void {
  const store = storage();
  if (!store) return;
  if (signedIn) store.setItem(SESSION_HINT_KEY, '1');
  else store.removeItem(SESSION_HINT_KEY);
}

/** Runs `listener` when another tab of this browser signs in; answers the cancel. */
export function onSignedInElsewhere(listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === '1') listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
