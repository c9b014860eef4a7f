import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_COLORS,
  contrastRatio,
  ensureReadableOnWhiteText,
  parseHex,
  resolveThemeColors,
  toHex,
} from './theme-colors';

describe('theme colours', () => {
  it('parses 3- and 6-digit hex colours and writes them back as 6-digit lower case', () => {
    expect(parseHex('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('1f4e8c')).toEqual({ r: 31, g: 78, b: 140 });
    expect(toHex(parseHex('#ABC'))).toBe('#aabbcc');
    expect(() => parseHex('blue')).toThrow();
  });

  it('measures the WCAG contrast ratio (black on white is 21, a colour on itself is 1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a primary colour that is already readable under white text', () => {
    expect(ensureReadableOnWhiteText('#1f4e8c')).toBe('#1f4e8c');
    expect(contrastRatio(DEFAULT_THEME_COLORS.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a light primary colour until white text on it reaches 4.5:1', () => {
    for (const light of ['#ffeb3b', '#87ceeb', '#ffffff', '#f5a623']) {
      const adjusted = ensureReadableOnWhiteText(light);
      expect(adjusted).not.toBe(light);
      expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens only as far as needed (one step lighter would not be readable)', () => {
    const adjusted = parseHex(ensureReadableOnWhiteText('#87ceeb'));
    const lighter = toHex({ r: adjusted.r * 1.03, g: adjusted.g * 1.03, b: adjusted.b * 1.03 });
    expect(contrastRatio(lighter, '#ffffff')).toBeLessThan(4.5);
  });

  it('darkens a secondary colour too light for white button text', () => {
    const { secondary } = resolveThemeColors({ secondary: '#607d8b' });
    expect(contrastRatio(secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(secondary).not.toBe('#607d8b');
  });

  it('falls back to the default colours for a missing or malformed theme', () => {
    expect(resolveThemeColors(null)).toEqual(DEFAULT_THEME_COLORS);
    expect(resolveThemeColors({ primary: 'red', secondary: '#123', accent: 42 })).toEqual({
      primary: DEFAULT_THEME_COLORS.primary,
      secondary: '#112233',
      accent: DEFAULT_THEME_COLORS.accent,
    });
  });
});
