// Colour maths for the firm theme: parse hex colours, measure WCAG contrast, and darken a
// primary colour until white text on it is readable (spec: "primary colour is adjusted if too light").

import { DEFAULT_FIRM_THEME, type FirmTheme } from './firm/theme';

export type ThemeColors = FirmTheme;

export const DEFAULT_THEME_COLORS: ThemeColors = DEFAULT_FIRM_THEME;

/** WCAG AA minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

export function parseHex(value: string): Rgb {
  const match = HEX.exec(value.trim());
  if (!match || !match[1]) throw new Error(`Not a hex colour: ${value}`);
  let hex = match[1];
  if (hex.length === 3) hex = hex.replace(/./g, (c) => c + c);
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const { r, g, b } = parseHex(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Darkens `color` in small steps (scaling every channel, which keeps the hue) until white text
 * on it reaches `minContrast`. A colour that is already readable comes back unchanged.
 */
export function ensureReadableOnWhiteText(color: string, minContrast = MIN_TEXT_CONTRAST): string {
  const start = parseHex(color);
  let current = toHex(start);
  if (contrastRatio(current, '#ffffff') >= minContrast) return current;
  for (let factor = 0.98; factor > 0; factor -= 0.02) {
    current = toHex({ r: start.r * factor, g: start.g * factor, b: start.b * factor });
    if (contrastRatio(current, '#ffffff') >= minContrast) return current;
  }
  return '#000000';
}

/**
 * The theme the web app applies: missing or malformed colours fall back to the defaults, and the
 * primary and secondary colours (buttons with white text) are darkened when white text on them
 * would be unreadable. The accent carries black text (the global alert).
 */
export function resolveThemeColors(
  theme: Partial<Record<keyof ThemeColors, unknown>> | null | undefined,
): ThemeColors {
  const pick = (key: keyof ThemeColors) => {
    const value = theme?.[key];
    return isHexColor(value) ? toHex(parseHex(value)) : DEFAULT_THEME_COLORS[key];
  };
  return {
    primary: ensureReadableOnWhiteText(pick('primary')),
    secondary: ensureReadableOnWhiteText(pick('secondary')),
    accent: pick('accent'),
  };
}
