// The sign-in screen index.html paints before the app's code has loaded (rendered at build time
// from the real components: scripts/prerender-sign-in.ts). It is a picture only (Email read-only):
// the app's sign-in form replaces it when it mounts and is the one place input goes, so nothing
// typed can fall between the two. Anything else the app renders first dismisses it. Both run in a
// layout effect, so the two screens are never seen together.
export const BOOT_SCREEN_ID = 'boot-sign-in';
/** Where the painted screen's script notes a link clicked on it, for the app to follow. */
export const BOOT_LINK_ATTRIBUTE = 'data-boot-link';

/**
 * Removes the painted screen; answers whether it was shown (the form then takes focus) and the
 * link clicked on it, if any (the app goes there).
 */
export function takeOverBootScreen(): { shown: boolean; link: string | null } {
  const screen = document.getElementById(BOOT_SCREEN_ID);
  const link = document.documentElement.getAttribute(BOOT_LINK_ATTRIBUTE);
  document.documentElement.removeAttribute(BOOT_LINK_ATTRIBUTE);
  // A link clicked on the screen is followed even when another first card dismissed it meanwhile.
  const followed = link?.startsWith('/') ? link : null;
  if (!screen) return { shown: false, link: followed };
  const shown = !screen.hidden;
  screen.remove();
  return { shown, link: followed };
}

export function dismissBootScreen(): void {
  document.getElementById(BOOT_SCREEN_ID)?.remove();
}
