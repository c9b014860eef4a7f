// Sign-out across tabs: a tab that signs out tells the others on a BroadcastChannel; a tab that
// hears it signs out too and remembers when, so the sign-in page can say 'You have been signed
// out' for the spec's 10 seconds.
import { useSyncExternalStore } from 'react';
import { SIGNED_OUT_MESSAGE_MS } from '@portico/common/auth/sign-in-messages';

const CHANNEL_NAME = 'portico-session';
const SIGNED_OUT = 'signed-out';

// No channel outside a browser: Node's would keep the build-time render (boot/) from exiting.
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(CHANNEL_NAME);
let noticeVisible = false;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** Called when this tab ends the session on purpose. */
export function announceSignOut(): void {
  channel?.postMessage({ type: SIGNED_OUT });
}

/** Runs `signOutHere` whenever another tab signs out; answers the unsubscribe. */
export function onSignOutElsewhere(signOutHere: () => void): () => void {
  if (!channel) return () => {};
  const handle = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== SIGNED_OUT) return;
    showNotice();
    signOutHere();
  };
  channel.addEventListener('message', handle);
  return () => channel.removeEventListener('message', handle);
}

function setNotice(visible: boolean) {
  noticeVisible = visible;
  for (const listener of listeners) listener();
}

function showNotice() {
  clearTimeout(noticeTimer);
  setNotice(true);
  noticeTimer = setTimeout(() => setNotice(false), SIGNED_OUT_MESSAGE_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True for 10 seconds after another tab signed this one out. */
export function useSignedOutElsewhere(): boolean {
  // The build-time render of the sign-in screen (boot/) has no other tab.
  return useSyncExternalStore(
    subscribe,
    () => noticeVisible,
    () => false,
  );
}
