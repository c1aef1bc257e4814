import type { SiteBrief } from './brief';
import { contrast, ensureContrast, hex, type Hsl } from './color';
import { briefSeed } from './composer';
import type { SiteKind } from './kinds';
import { createRng } from './seed';

/** How a site looks: picked from the template's family, varied by the business so no two look alike. */
export type Motif = 'orbits' | 'waves' | 'blocks' | 'arches' | 'peaks' | 'grid';
export type HeroLayout = 'split' | 'centered' | 'banner';

export type Palette = {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  accentSoft: string;
  /** The accent, darkened until it reads as small text on the background. */
  accentText: string;
  border: string;
  heroBg: string;
  heroText: string;
  heroMuted: string;
  heroButton: string;
  onHeroButton: string;
};

export type Design = {
  palette: Palette;
  headingFont: string;
  bodyFont: string;
  radius: string;
  hero: HeroLayout;
  motif: Motif;
  /** A second drawing style from the same family, for the about section. */
  altMotif: Motif;
  darkHero: boolean;
  uppercaseEyebrows: boolean;
  /** Seed for the artwork, so drawings differ between businesses of the same family. */
  artSeed: number;
};

const FONTS = {
  oldStyle: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, Georgia, serif",
  transitional: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, serif",
  didone: "Didot, 'Bodoni MT', 'Noto Serif Display', 'URW Palladio L', P052, Sylfaen, Georgia, serif",
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  geometric: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
  neoGrotesque: "Inter, Roboto, 'Helvetica Neue', 'Arial Nova', 'Nimbus Sans', Arial, sans-serif",
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Ubuntu, Cantarell, sans-serif",
  rounded: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, source-sans-pro, sans-serif",
  mono: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
};

type Family = {
  hues: [number, number][];
  saturation: [number, number];
  accentShifts: number[];
  headingFonts: string[];
  bodyFonts: string[];
  motifs: Motif[];
  heroes: HeroLayout[];
  radii: string[];
  darkHeroChance: number;
};

const FAMILIES: Record<SiteKind, Family> = {
  restaurant: {
    hues: [[8, 30], [70, 95], [345, 360]],
    saturation: [45, 70],
    accentShifts: [35, 150, -25],
    headingFonts: [FONTS.oldStyle, FONTS.didone, FONTS.transitional],
    bodyFonts: [FONTS.humanist, FONTS.system],
    motifs: ['arches', 'waves', 'orbits'],
    heroes: ['split', 'banner', 'centered'],
    radii: ['0.375rem', '1rem', '0'],
    darkHeroChance: 0.35,
  },
  healthcare: {
    hues: [[165, 215]],
    saturation: [45, 65],
    accentShifts: [-40, 30, 160],
    headingFonts: [FONTS.humanist, FONTS.rounded, FONTS.system],
    bodyFonts: [FONTS.system, FONTS.humanist],
    motifs: ['waves', 'orbits', 'peaks'],
    heroes: ['split', 'centered'],
    radii: ['1rem', '1.5rem', '0.75rem'],
    darkHeroChance: 0.1,
  },
  ecommerce: {
    hues: [[300, 350], [10, 30], [250, 280]],
    saturation: [55, 80],
    accentShifts: [40, 180, -60],
    headingFonts: [FONTS.geometric, FONTS.neoGrotesque, FONTS.didone],
    bodyFonts: [FONTS.system, FONTS.neoGrotesque],
    motifs: ['blocks', 'orbits', 'grid'],
    heroes: ['banner', 'split', 'centered'],
    radii: ['0.5rem', '1.25rem', '0'],
    darkHeroChance: 0.3,
  },
  portfolio: {
    hues: [[0, 360]],
    saturation: [20, 55],
    accentShifts: [180, 30, 120],
    headingFonts: [FONTS.didone, FONTS.geometric, FONTS.transitional],
    bodyFonts: [FONTS.neoGrotesque, FONTS.humanist],
    motifs: ['grid', 'peaks', 'blocks', 'orbits'],
    heroes: ['centered', 'split', 'banner'],
    radii: ['0', '0.25rem', '0.75rem'],
    darkHeroChance: 0.5,
  },
  technology: {
    hues: [[220, 275]],
    saturation: [55, 80],
    accentShifts: [-60, 150, 120],
    headingFonts: [FONTS.neoGrotesque, FONTS.geometric, FONTS.system],
    bodyFonts: [FONTS.system, FONTS.neoGrotesque],
    motifs: ['grid', 'orbits', 'waves'],
    heroes: ['split', 'centered'],
    radii: ['0.75rem', '1rem', '0.5rem'],
    darkHeroChance: 0.75,
  },
  business: {
    hues: [[200, 230], [150, 170]],
    saturation: [40, 65],
    accentShifts: [180, -160, 30],
    headingFonts: [FONTS.neoGrotesque, FONTS.transitional, FONTS.humanist],
    bodyFonts: [FONTS.system, FONTS.humanist],
    motifs: ['blocks', 'peaks', 'grid'],
    heroes: ['split', 'banner'],
    radii: ['0.375rem', '0.5rem', '0.25rem'],
    darkHeroChance: 0.45,
  },
  education: {
    hues: [[95, 150], [30, 50], [195, 215]],
    saturation: [45, 70],
    accentShifts: [60, -50, 180],
    headingFonts: [FONTS.rounded, FONTS.humanist, FONTS.transitional],
    bodyFonts: [FONTS.system, FONTS.humanist],
    motifs: ['peaks', 'orbits', 'blocks'],
    heroes: ['split', 'centered', 'banner'],
    radii: ['1rem', '0.75rem', '1.5rem'],
    darkHeroChance: 0.2,
  },
  other: {
    hues: [[0, 360]],
    saturation: [40, 65],
    accentShifts: [150, 40, -40],
    headingFonts: [FONTS.humanist, FONTS.transitional, FONTS.geometric],
    bodyFonts: [FONTS.system],
    motifs: ['orbits', 'waves', 'blocks', 'peaks'],
    heroes: ['split', 'centered', 'banner'],
    radii: ['0.5rem', '1rem'],
    darkHeroChance: 0.3,
  },
};

const WHITE = '#ffffff';

function pickHue(rng: ReturnType<typeof createRng>, family: Family): number {
  const [from, to] = rng.pick(family.hues);
  return from + rng.next() * (to - from);
}

/** Every text colour is checked against its background (WCAG AA 4.5:1), whatever the hue. */
export function buildPalette(hue: number, saturation: number, accentShift: number, darkHero: boolean): Palette {
  const bg = hex({ h: hue, s: 30, l: 98.5 });
  const surface = hex({ h: hue, s: 35, l: 95 });
  const text = hex(ensureContrast({ h: hue, s: 30, l: 13 }, surface, 7));
  const muted = hex(ensureContrast({ h: hue, s: 14, l: 40 }, surface));
  let primaryHsl: Hsl = ensureContrast({ h: hue, s: saturation, l: 42 }, surface);
  primaryHsl = ensureContrast(primaryHsl, WHITE);
  const primary = hex(primaryHsl);
  const accentHsl: Hsl = { h: hue + accentShift, s: Math.min(90, saturation + 10), l: 58 };
  const accent = hex(accentHsl);
  const accentSoft = hex({ h: hue + accentShift, s: 60, l: 88 });
  const accentText = hex(ensureContrast({ ...accentHsl, l: 40 }, surface));
  const border = hex({ h: hue, s: 18, l: 84 });
  if (darkHero) {
    const heroBg = hex({ h: hue, s: Math.min(60, saturation), l: 14 });
    const heroButton = hex(ensureContrast({ h: hue + accentShift, s: 85, l: 72 }, heroBg, 4.5));
    return {
      bg, surface, text, muted, primary, onPrimary: WHITE, accent, accentSoft, accentText, border,
      heroBg,
      heroText: hex(ensureContrast({ h: hue, s: 30, l: 97 }, heroBg, 7)),
      heroMuted: hex(ensureContrast({ h: hue, s: 25, l: 80 }, heroBg)),
      heroButton,
      onHeroButton: hex(ensureContrast({ h: hue, s: 50, l: 12 }, heroButton)),
    };
  }
  const heroBg = hex({ h: hue, s: 45, l: 93 });
  return {
    bg, surface, text, muted, primary, onPrimary: WHITE, accent, accentSoft, accentText, border,
    heroBg,
    heroText: hex(ensureContrast({ h: hue, s: 35, l: 12 }, heroBg, 7)),
    heroMuted: hex(ensureContrast({ h: hue, s: 18, l: 34 }, heroBg)),
    heroButton: hex(ensureContrast(primaryHsl, heroBg)),
    onHeroButton: WHITE,
  };
}

export function designFor(brief: SiteBrief): Design {
  const rng = createRng(`design\u0000${briefSeed(brief)}`);
  const family = FAMILIES[brief.theme];
  const hue = brief.directives.hue ?? pickHue(rng, family);
  const saturation = family.saturation[0] + rng.next() * (family.saturation[1] - family.saturation[0]);
  const darkHero = brief.directives.dark || rng.next() < family.darkHeroChance;
  const palette = buildPalette(hue, saturation, rng.pick(family.accentShifts), darkHero);
  const motif = rng.pick(family.motifs);
  return {
    palette,
    headingFont: rng.pick(family.headingFonts),
    bodyFont: rng.pick(family.bodyFonts),
    radius: rng.pick(family.radii),
    hero: rng.pick(family.heroes),
    motif,
    altMotif: rng.pick(family.motifs.filter((m) => m !== motif)),
    darkHero,
    uppercaseEyebrows: rng.next() < 0.5,
    artSeed: rng.int(1, 2 ** 31 - 1),
  };
}

/** The text/background pairs a page uses, for tests and for the renderer's own assertion. */
export function textPairs(p: Palette): [string, string, string][] {
  return [
    ['text on bg', p.text, p.bg],
    ['text on surface', p.text, p.surface],
    ['muted on bg', p.muted, p.bg],
    ['muted on surface', p.muted, p.surface],
    ['primary on bg', p.primary, p.bg],
    ['primary on surface', p.primary, p.surface],
    ['onPrimary on primary', p.onPrimary, p.primary],
    ['accentText on bg', p.accentText, p.bg],
    ['accentText on surface', p.accentText, p.surface],
    ['heroText on heroBg', p.heroText, p.heroBg],
    ['heroMuted on heroBg', p.heroMuted, p.heroBg],
    ['heroButton label', p.onHeroButton, p.heroButton],
    ['heroButton on heroBg', p.heroButton, p.heroBg],
  ];
}

export function minimumContrast(p: Palette): number {
  return Math.min(...textPairs(p).map(([, fg, bg]) => contrast(fg, bg)));
}
