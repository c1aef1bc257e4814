/** Colour arithmetic for generated palettes: HSL to hex and WCAG contrast, so every text colour passes AA. */

export type Hsl = { h: number; s: number; l: number };

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export function hex(color: Hsl): string {
  return `#${hslToRgb(color)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export function hexToRgb(value: string): [number, number, number] {
  const n = parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function channel(c: number) {
  const v = c / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

export function luminance(rgb: [number, number, number]): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const la = luminance(hexToRgb(a));
  const lb = luminance(hexToRgb(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Moves `color`'s lightness away from the background until the pair reaches `ratio` (with a small
 * margin, since hex rounding can cost a hundredth). Darkens on light backgrounds, lightens on dark ones.
 */
export function ensureContrast(color: Hsl, background: string, ratio = 4.5): Hsl {
  const target = ratio + 0.1;
  const bgIsLight = luminance(hexToRgb(background)) > 0.18;
  let current = { ...color };
  for (let i = 0; i < 101 && contrast(hex(current), background) < target; i++) {
    current = { ...current, l: clamp(current.l + (bgIsLight ? -1 : 1), 0, 100) };
  }
  return current;
}

export function mix(a: Hsl, b: Hsl, t: number): Hsl {
  return { h: a.h + (b.h - a.h) * t, s: a.s + (b.s - a.s) * t, l: a.l + (b.l - a.l) * t };
}
