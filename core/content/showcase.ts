// Type-only: the schema module (drizzle) must never reach the browser bundle.
import type { ICON_TYPES } from '../db/schema';

export type IconType = (typeof ICON_TYPES)[number];

/** A showcase entry as the app store and the landing show it. */
export type ShowcaseApp = {
  /** `builtin-<slug>` for the built-in entries, `app-<id>` for published apps: stable React keys. */
  key: string;
  name: string;
  description: string;
  category: string;
  features: string[];
  url: string;
  /** A picture of the site (its og-image.png); null for the built-in tools (docs/decisions/171). */
  imageUrl: string | null;
  iconType: IconType;
  color: string;
  /** One decimal, e.g. '4.8'; '0.0' when nobody rated it yet. */
  rating: string;
  userCount: number;
  createdAt: number | null;
  builtIn: boolean;
};

/** What a published app shows when the field is absent. */
export const DEFAULT_APP_FEATURES = ['Professional Design', 'Mobile Responsive'] as const;

/** At most this many apps on the landing page. */
export const LANDING_SHOWCASE_LIMIT = 6;

/**
 * The three built-in entries that always exist in the showcase (spec: "Three built-in entries always come
 * first"). They point at the product's own live tools, so Visit and Preview always lead somewhere real.
 */
export const BUILT_IN_APPS: readonly ShowcaseApp[] = [
  {
    key: 'builtin-redactor',
    name: 'Smart Building Data Redactor',
    description: 'Masks building IDs, sensor readings, addresses and personal data before documents leave your network.',
    category: 'Technology',
    features: ['Privacy by default', 'Runs in your browser'],
    url: '/redactor',
    imageUrl: null,
    iconType: 'zap',
    color: '#0f766e',
    rating: '4.9',
    userCount: 1284,
    createdAt: null,
    builtIn: true,
  },
  {
    key: 'builtin-agent-builder',
    name: 'Agent Builder',
    description: 'Design a customer-service agent step by step: purpose, personality, knowledge and integrations.',
    category: 'Business',
    features: ['Guided setup', 'Integration code'],
    url: '/agent-builder',
    imageUrl: null,
    iconType: 'bot',
    color: '#7c3aed',
    rating: '4.7',
    userCount: 862,
    createdAt: null,
    builtIn: true,
  },
  {
    key: 'builtin-app-builder',
    name: 'App Builder',
    description: 'Describe an app in a chat, pick features, platform and style, and watch it come together.',
    category: 'Technology',
    features: ['Chat-driven design', 'Preview and deploy'],
    url: '/app-builder',
    imageUrl: null,
    iconType: 'code',
    color: '#1d4ed8',
    rating: '4.8',
    userCount: 1045,
    createdAt: null,
    builtIn: true,
  },
];

/**
 * What the landing shows: the newest published apps first (the "live" showcase), filled up with the
 * built-in entries while there are fewer than six (docs/decisions/050).
 */
export function landingShowcase(published: readonly ShowcaseApp[], limit = LANDING_SHOWCASE_LIMIT): ShowcaseApp[] {
  return [...published, ...BUILT_IN_APPS].slice(0, limit);
}

/**
 * A listing nobody has rated yet keeps the spec's default rating of 0.0, which on a 1-5 scale would read as the
 * worst possible score: the cards say this instead (docs/decisions/159).
 */
/** What a visitor narrows the app store to: words to find and a category (empty: all). */
export type ShowcaseFilter = { q: string; category: string };

/** At most this many words of a search are matched (in SQL each is four LIKEs, docs/decisions/260); more are ignored. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a store search, lower case, as both the built-in filter and the published apps' query match them. */
export function searchWords(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The apps that match a visitor's search (docs/decisions/259): every word of `q` must appear, ignoring case, in
 * the name, description, category or a feature; `category` must equal the app's. Order is kept.
 */
export function filterShowcase(apps: readonly ShowcaseApp[], { q, category }: ShowcaseFilter): ShowcaseApp[] {
  const words = searchWords(q);
  return apps.filter((app) => {
    if (category && app.category !== category) return false;
    const text = [app.name, app.description, app.category, ...app.features].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export const NOT_RATED = 'Not rated yet';

export function isRated(app: Pick<ShowcaseApp, 'rating'>): boolean {
  return Number(app.rating) > 0;
}

export function formatRating(rating: number | null | undefined): string {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return value.toFixed(1);
}
