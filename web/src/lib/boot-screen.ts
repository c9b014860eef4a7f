// The sign-in screen index.html paints before the app's code has loaded (rendered at build time
// from the real components: scripts/prerender-sign-in.ts). It is a picture only (Email read-only):
// the app's sign-in form replaces it when it mounts and is the one place input goes, so nothing
// typed can fall between the two. Anything else the app renders first dismisses it. Both run in a
// layout effect, so the two screens are never seen together.
export const BOOT_SCREEN_ID = 'boot-sign-in';
/**
 * The spinner index.html paints where the sign-in screen does not show (a returning visitor): the
 * page shows progress from its first paint. A style rule hides it once the app has rendered
 * anything into #root, so the app never has to remove it.
 */
export const BOOT_WAIT_ID = 'boot-wait';
/**
 * Where the painted screen's script leaves the boot request it started for a returning visitor
 * (lib/server-session.ts takes it): the page it asked for, and the answer to come.
 */
export const EARLY_BOOT_GLOBAL = '__porticoBoot';
export interface EarlyBoot {
  page: string;
  response: Promise<Response>;
}

/** The boot request the painted screen's script started for `page`, once (null: none for it). */
export function takeEarlyBoot(page: string): Promise<Response> | null {
  const holder = window as unknown as Record<string, EarlyBoot | undefined>;
  const early = holder[EARLY_BOOT_GLOBAL];
  delete holder[EARLY_BOOT_GLOBAL];
  return early?.page === page ? early.response : null;
}

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

/** Whether the HTML shows its painted sign-in card (its script has not removed it). */
export function bootScreenShown(): boolean {
  return document.getElementById(BOOT_SCREEN_ID)?.hidden === false;
}

export function dismissBootScreen(): void {
  document.getElementById(BOOT_SCREEN_ID)?.remove();
}
