import { z } from 'zod';
import { contrast } from '../generation/color';
import type { Palette } from '../generation/design';

/**
 * The colours form of the site editor (docs/decisions/110), shared by the browser and the server. Every colour of
 * the generated palette is editable as `#rrggbb`; every pair the templates put text on is checked against
 * WCAG AA (4.5:1), so an edit can never make a page harder to read than generation would.
 */
export type PaletteField = keyof Palette;

export const PALETTE_GROUPS: { title: string; fields: { key: PaletteField; label: string }[] }[] = [
  {
    title: 'Page',
    fields: [
      { key: 'bg', label: 'Background' },
      { key: 'surface', label: 'Card and band background' },
      { key: 'text', label: 'Text' },
      { key: 'muted', label: 'Secondary text' },
      { key: 'border', label: 'Borders' },
    ],
  },
  {
    title: 'Buttons and links',
    fields: [
      { key: 'primary', label: 'Primary (links and buttons)' },
      { key: 'onPrimary', label: 'Primary button text' },
      { key: 'accent', label: 'Accent (focus rings, drawings)' },
      { key: 'accentSoft', label: 'Soft accent (icon badges)' },
      { key: 'accentText', label: 'Accent text (small labels)' },
    ],
  },
  {
    title: 'Top of the page',
    fields: [
      { key: 'heroBg', label: 'Hero background' },
      { key: 'heroText', label: 'Hero text' },
      { key: 'heroMuted', label: 'Hero introduction text' },
      { key: 'heroButton', label: 'Hero button' },
      { key: 'onHeroButton', label: 'Hero button text' },
    ],
  },
];

export const PALETTE_FIELDS: PaletteField[] = PALETTE_GROUPS.flatMap((g) => g.fields.map((f) => f.key));

export const MIN_CONTRAST = 4.5;

/**
 * Foreground field, background field and the words for that background. Same pairs as the renderer's own
 * check (textPairs in core/lib/generation/design.ts); the error lands on the foreground's field.
 */
export const CONTRAST_CHECKS: [PaletteField, PaletteField, string][] = [
  ['text', 'bg', 'the background'],
  ['text', 'surface', 'the card and band background'],
  ['muted', 'bg', 'the background'],
  ['muted', 'surface', 'the card and band background'],
  ['primary', 'bg', 'the background'],
  ['primary', 'surface', 'the card and band background'],
  ['onPrimary', 'primary', 'the primary colour'],
  ['accentText', 'bg', 'the background'],
  ['accentText', 'surface', 'the card and band background'],
  ['heroText', 'heroBg', 'the hero background'],
  ['heroMuted', 'heroBg', 'the hero background'],
  ['onHeroButton', 'heroButton', 'the hero button'],
  ['heroButton', 'heroBg', 'the hero background'],
];

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** WCAG 2 contrast ratio shown rounded down, so a failing pair never reads "4.5:1 is below 4.5:1". */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

const colour = z
  .string('Enter a colour as #RRGGBB.')
  .transform((v) => v.trim())
  .pipe(z.string().regex(HEX_COLOUR, 'Enter a colour as #RRGGBB, for example #1f6feb.'))
  .transform((v) => v.toLowerCase());

export const paletteFormSchema = z
  .object(Object.fromEntries(PALETTE_FIELDS.map((k) => [k, colour])) as Record<PaletteField, typeof colour>)
  .superRefine((palette, ctx) => {
    const flagged = new Set<string>();
    for (const [fg, bg, against] of CONTRAST_CHECKS) {
      const ratio = contrast(palette[fg], palette[bg]);
      if (ratio >= MIN_CONTRAST || flagged.has(fg)) continue;
      flagged.add(fg);
      ctx.addIssue({
        code: 'custom',
        path: [fg],
        message: `Contrast ${formatRatio(ratio)}:1 is below ${MIN_CONTRAST}:1 against ${against}.`,
      });
    }
  });

export function paletteValues(palette: Palette): Record<PaletteField, string> {
  return Object.fromEntries(PALETTE_FIELDS.map((k) => [k, palette[k]])) as Record<PaletteField, string>;
}
