import { extractFacts } from '../facts/extract';
import type { BusinessFacts } from '../facts/schema';
import { withoutMisplacedOfferings } from './facts-text';
import { kindOf, type SiteKind } from './kinds';
import { cleanText, oneLine, plainMarkdown } from './text';

/** Everything a provider and the renderer know about the business. Built from the project row. */
export type SiteBrief = {
  name: string;
  businessType: string;
  /** Which sections the site has. */
  kind: SiteKind;
  /** Which look (palette, type, artwork) it has: the template's category, else the business type. */
  theme: SiteKind;
  templateName: string | null;
  templateFeatures: string[];
  description: string;
  /** The owner's instructions to the generator (tone, colours, what to stress): never published (docs/decisions/147). */
  requirements: string;
  /** Absolute URL of the site's home page, ending in '/'. */
  siteUrl: string;
  /** Time of generation (ms); only the footer year and sitemap date depend on it. */
  generatedAt: number;
  directives: Directives;
  /**
   * The facts the site may state (docs/decisions/140): the owner's confirmed facts, or for a project that
   * has none stored yet, what the extractor reads from the description. The only source of the site's
   * offerings, hours, contact details (its public e-mail too), people, place and social links
   * (docs/decisions/146).
   */
  facts: BusinessFacts;
};

export type BriefInput = {
  name: string;
  businessType: string;
  description?: string | null;
  requirements?: string | null;
  templateName?: string | null;
  templateCategory?: string | null;
  templateFeatures?: string[] | null;
  /** The owner's confirmed facts; null or absent when none are stored yet. */
  facts?: BusinessFacts | null;
  siteUrl: string;
  generatedAt: number;
};

/**
 * Sections the requirements can ask for. Prices, hours and other facts are shown when the facts hold them,
 * never because the requirements ask (docs/decisions/146).
 */
export type OptionalSection = 'faq' | 'process';
export type Directives = {
  hue: number | null;
  dark: boolean;
  include: OptionalSection[];
};

const HUES: [RegExp, number][] = [
  [/\b(red|crimson|burgundy)\b/i, 355],
  [/\b(orange|terracotta|coral)\b/i, 18],
  [/\b(amber|gold|golden|mustard)\b/i, 40],
  [/\b(yellow|sunny)\b/i, 50],
  [/\b(olive)\b/i, 75],
  [/\b(green|sage|forest|emerald)\b/i, 145],
  [/\b(teal|turquoise|aqua)\b/i, 175],
  [/\b(cyan|sky)\b/i, 195],
  [/\b(blue|navy|cobalt)\b/i, 218],
  [/\b(indigo)\b/i, 238],
  [/\b(purple|violet|lavender|plum)\b/i, 268],
  [/\b(pink|rose|magenta|fuchsia)\b/i, 330],
];
const SECTIONS: [RegExp, OptionalSection][] = [
  [/\b(faq|questions)\b/i, 'faq'],
  [/\b(process|how it works|steps)\b/i, 'process'],
];
/** What the requirements ask of the design. Nothing in them is ever published as text (docs/decisions/147). */
export function parseDirectives(requirements: string): Directives {
  const text = cleanText(requirements);
  let hue: number | null = null;
  for (const [pattern, value] of HUES) {
    if (pattern.test(text)) {
      hue = value;
      break;
    }
  }
  const include = SECTIONS.filter(([pattern]) => pattern.test(text)).map(([, id]) => id);
  const dark = /\bdark\b/i.test(text) && !/\bdark (text|font)\b/i.test(text);
  return { hue, dark, include };
}

export function buildBrief(input: BriefInput): SiteBrief {
  const description = plainMarkdown(cleanText(input.description)).trim();
  const requirements = cleanText(input.requirements).trim();
  const kind = kindOf(input.businessType, input.templateCategory);
  return {
    name: oneLine(input.name) || 'Our business',
    businessType: oneLine(input.businessType),
    kind,
    theme: input.templateCategory ? kindOf(input.templateCategory, input.businessType) : kind,
    templateName: input.templateName ? oneLine(input.templateName) : null,
    templateFeatures: (input.templateFeatures ?? []).map(oneLine).filter(Boolean).slice(0, 6),
    description,
    requirements,
    siteUrl: input.siteUrl.endsWith('/') ? input.siteUrl : `${input.siteUrl}/`,
    generatedAt: input.generatedAt,
    directives: parseDirectives(requirements),
    facts: withoutMisplacedOfferings(input.facts ?? extractFacts(description, { name: input.name, businessType: input.businessType }).facts),
  };
}
