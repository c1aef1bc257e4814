import type { Choice } from './chat-types';
import { labelsOf, listLabels } from './choice-matching';

/** The app builder collects type, features, platform and styling. */
export type AppConfig = {
  type: string;
  /** The type's label, or the user's own words when the type is 'custom'. */
  typeLabel: string;
  features: string[];
  platform: string;
  styling: string;
};

export const APP_TYPES: readonly Choice[] = [
  { value: 'ecommerce', label: 'E-commerce store', keywords: ['shop', 'store', 'ecommerce', 'e commerce', 'online store', 'sell', 'selling'] },
  { value: 'booking', label: 'Booking & scheduling', keywords: ['booking', 'bookings', 'appointment', 'appointments', 'scheduling', 'reservation', 'reservations'] },
  { value: 'social', label: 'Social community', keywords: ['social', 'community', 'network', 'forum', 'friends'] },
  { value: 'productivity', label: 'Productivity tool', keywords: ['productivity', 'task', 'tasks', 'todo', 'to do', 'project management', 'notes'] },
  { value: 'dashboard', label: 'Business dashboard', keywords: ['dashboard', 'reporting', 'internal tool', 'crm', 'back office'] },
  { value: 'education', label: 'Learning platform', keywords: ['learning', 'education', 'course', 'courses', 'school', 'lms', 'tutoring'] },
];

export const APP_FEATURES: readonly Choice[] = [
  { value: 'auth', label: 'User accounts', keywords: ['login', 'log in', 'sign in', 'signup', 'sign up', 'accounts', 'account', 'auth', 'authentication', 'users', 'profiles'] },
  { value: 'payments', label: 'Payments', keywords: ['payment', 'checkout', 'billing', 'subscriptions', 'subscription', 'cart'] },
  { value: 'search', label: 'Search & filters', keywords: ['search', 'filter', 'filters', 'find'] },
  { value: 'chat', label: 'Real-time chat', keywords: ['chat', 'messaging', 'messages', 'dm'] },
  { value: 'notifications', label: 'Notifications', keywords: ['notification', 'push', 'alerts', 'reminders'] },
  { value: 'analytics', label: 'Analytics', keywords: ['stats', 'statistics', 'charts', 'metrics', 'reports', 'insights'] },
  { value: 'admin', label: 'Admin panel', keywords: ['admin', 'cms', 'moderation', 'back office'] },
  { value: 'media', label: 'Media uploads', keywords: ['upload', 'uploads', 'images', 'photos', 'files', 'video', 'videos', 'media'] },
];

export const APP_PLATFORMS: readonly Choice[] = [
  { value: 'web', label: 'Web app', keywords: ['web', 'browser', 'website', 'pwa', 'online'] },
  { value: 'mobile', label: 'Mobile (iOS & Android)', keywords: ['mobile', 'ios', 'android', 'iphone', 'phone', 'phones', 'app store'] },
  { value: 'cross', label: 'Web + mobile', keywords: ['cross platform', 'both', 'everywhere', 'web and mobile', 'web mobile', 'mobile and web'] },
  { value: 'desktop', label: 'Desktop', keywords: ['desktop', 'windows', 'mac', 'macos', 'linux', 'electron'] },
];

export const APP_STYLES: readonly Choice[] = [
  { value: 'minimal', label: 'Modern & minimal', keywords: ['modern', 'minimal', 'minimalist', 'clean', 'simple'] },
  { value: 'bold', label: 'Bold & colorful', keywords: ['bold', 'colorful', 'colourful', 'vibrant', 'bright'] },
  { value: 'corporate', label: 'Corporate & professional', keywords: ['corporate', 'professional', 'formal', 'enterprise', 'serious'] },
  { value: 'playful', label: 'Playful & friendly', keywords: ['playful', 'fun', 'friendly', 'cute', 'rounded'] },
  { value: 'dark', label: 'Dark & sleek', keywords: ['dark', 'dark mode', 'night', 'sleek', 'black'] },
];

export const CUSTOM_TYPE = 'custom';
const MAX_LABEL_LENGTH = 60;

/** The sample the preview shows when the address carries no (or a broken) configuration. */
export const SAMPLE_APP_CONFIG: AppConfig = {
  type: 'ecommerce',
  typeLabel: 'E-commerce store',
  features: ['auth', 'payments', 'search', 'analytics'],
  platform: 'web',
  styling: 'minimal',
};

/** User words become a label: control characters dropped, whitespace collapsed, at most 60 characters. */
export function cleanLabel(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LABEL_LENGTH)
    .trim();
}

function known(choices: readonly Choice[], value: string | null): value is string {
  return value !== null && choices.some((c) => c.value === value);
}

export function appConfigToSearchParams(config: AppConfig): URLSearchParams {
  const params = new URLSearchParams({ type: config.type });
  if (config.type === CUSTOM_TYPE) params.set('label', config.typeLabel);
  params.set('features', config.features.join(','));
  params.set('platform', config.platform);
  params.set('styling', config.styling);
  return params;
}

/**
 * Reads a configuration from the preview's address. Anything unknown is dropped; when a required part is
 * missing or wrong the sample configuration is used instead and `complete` is false.
 */
export function parseAppConfig(params: URLSearchParams): { config: AppConfig; complete: boolean } {
  const type = params.get('type');
  const label = cleanLabel(params.get('label') ?? '');
  const features = [...new Set((params.get('features') ?? '').split(',').map((f) => f.trim()))].filter((f) =>
    known(APP_FEATURES, f),
  );
  const platform = params.get('platform');
  const styling = params.get('styling');
  const typeOk = known(APP_TYPES, type) || (type === CUSTOM_TYPE && label.length > 0);
  if (!typeOk || features.length === 0 || !known(APP_PLATFORMS, platform) || !known(APP_STYLES, styling)) {
    return { config: SAMPLE_APP_CONFIG, complete: false };
  }
  const typeLabel = type === CUSTOM_TYPE ? label : labelsOf(APP_TYPES, [type!])[0];
  return { config: { type: type!, typeLabel, features, platform: platform!, styling: styling! }, complete: true };
}

export function appPreviewHref(config: AppConfig): string {
  return `/demo/preview?${appConfigToSearchParams(config).toString()}`;
}

const APP_NAMES: Record<string, string> = {
  ecommerce: 'Storefront',
  booking: 'BookWell',
  social: 'Circle',
  productivity: 'TaskFlow',
  dashboard: 'Insight',
  education: 'LearnHub',
};

/** A product name for the generated app: a fixed one per type, or built from the user's own words. */
export function appName(config: Pick<AppConfig, 'type' | 'typeLabel'>): string {
  const fixed = APP_NAMES[config.type];
  if (fixed) return fixed;
  const words = config.typeLabel
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0 && !/^(a|an|the|app|for|my|with|and|of)$/i.test(w))
    .slice(0, 2);
  if (words.length === 0) return 'My App';
  return words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join('');
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'app'
  );
}

const PLATFORM_PHRASES: Record<string, string> = {
  web: 'the web',
  mobile: 'iOS and Android',
  cross: 'web and mobile',
  desktop: 'desktop',
};

/** One sentence about the app, e.g. 'E-commerce store for the web with Payments and Search & filters, in a dark & sleek style'. */
export function describeApp(config: AppConfig): string {
  const features = listLabels(labelsOf(APP_FEATURES, config.features));
  const platform = PLATFORM_PHRASES[config.platform] ?? config.platform;
  const styling = labelsOf(APP_STYLES, [config.styling])[0].toLowerCase();
  return `${config.typeLabel} for ${platform} with ${features}, in a ${styling} style`;
}

const PLATFORM_SETUP: Record<string, string[]> = {
  web: ['npm install', 'npm run dev   # http://localhost:5173', 'npm run build && npm run deploy'],
  mobile: ['npm install', 'npx expo start   # scan the QR code with Expo Go', 'npx eas build --platform all'],
  cross: ['npm install', 'npm run dev:web     # browser', 'npm run dev:mobile  # Expo Go on your phone'],
  desktop: ['npm install', 'npm run dev        # opens the desktop window', 'npm run package    # installers for macOS, Windows, Linux'],
};

const FEATURE_NOTES: Record<string, string> = {
  auth: 'Sign-up, sign-in and password reset; sessions in secure, HTTP-only cookies.',
  payments: 'Checkout with card payments; prices stored as integer cents.',
  search: 'Full-text search with filters and sorting.',
  chat: 'Real-time conversations with typing indicators and read receipts.',
  notifications: 'In-app and e-mail notifications with per-user preferences.',
  analytics: 'Privacy-friendly usage analytics and a charts dashboard.',
  admin: 'Admin panel for content, users and moderation.',
  media: 'Image and file uploads with resizing and size limits.',
};

/** The starter README the Download action saves: the plan in prose plus the configuration as JSON. */
export function starterReadme(config: AppConfig): { name: string; mimeType: string; content: string } {
  const name = appName(config);
  const lines = [
    `# ${name}`,
    '',
    `Starter for: ${describeApp(config)}. Planned with the Fairstack App Builder.`,
    '',
    '## Features',
    '',
    ...config.features.map((f) => `- **${labelsOf(APP_FEATURES, [f])[0]}**: ${FEATURE_NOTES[f] ?? ''}`.trimEnd()),
    '',
    '## Getting started',
    '',
    '```sh',
    ...(PLATFORM_SETUP[config.platform] ?? PLATFORM_SETUP.web),
    '```',
    '',
    '## Configuration',
    '',
    '```json',
    JSON.stringify({ generator: 'Fairstack App Builder', name, ...config }, null, 2),
    '```',
    '',
  ];
  return { name: `${slugify(name)}-starter-README.md`, mimeType: 'text/markdown;charset=utf-8', content: lines.join('\n') };
}
