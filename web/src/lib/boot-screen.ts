// The sign-in screen index.html paints before the app's code has loaded (rendered at build time
// from the real components: scripts/prerender-sign-in.ts). It is a picture only (Email read-only):
// the app's sign-in form replaces it when it mounts and is the one place input goes, so nothing
// typed can fall between the two. Anything else the app renders first dismisses it. Both run in a
// layout effect, so the two screens are never seen together.
export const BOOT_SCREEN_ID = 'boot-sign-in';

/** Removes the painted screen; answers whether it was shown (the form then takes focus). */
export function takeOverBootScreen(): boolean {
  const screen = document.getElementById(BOOT_SCREEN_ID);
  if (!screen) return false;
  const shown = !screen.hidden;
  screen.remove();
  return shown;
}

export function dismissBootScreen(): void {
  document.getElementById(BOOT_SCREEN_ID)?.remove();
}
