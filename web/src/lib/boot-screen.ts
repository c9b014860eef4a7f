// The sign-in screen index.html paints before the app's code has loaded (rendered at build time
// from the real components: scripts/prerender-sign-in.ts). The app's sign-in form takes it over
// when it mounts, keeping what was typed and a press of Continue; anything else the app renders
// first dismisses it. Both run in a layout effect, so the two screens are never seen together.
export const BOOT_SCREEN_ID = 'boot-sign-in';

/** What the visitor did on the painted screen before the app took over. */
export interface BootScreenInput {
  email: string;
  submitted: boolean;
}

/** Removes the painted screen and answers what was typed on it (null when it was not shown). */
export function takeOverBootScreen(): BootScreenInput | null {
  const screen = document.getElementById(BOOT_SCREEN_ID);
  if (!screen) return null;
  const shown = !screen.hidden;
  const email = screen.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '';
  const submitted = screen.querySelector('form')?.dataset.submitted === 'true';
  screen.remove();
  return shown ? { email, submitted } : null;
}

export function dismissBootScreen(): void {
  document.getElementById(BOOT_SCREEN_ID)?.remove();
}
