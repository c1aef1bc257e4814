import { describe, expect, it } from 'vitest';
import {
  appConfigToSearchParams,
  appName,
  appPreviewHref,
  cleanLabel,
  parseAppConfig,
  SAMPLE_APP_CONFIG,
  starterReadme,
  type AppConfig,
} from './app-config';

const config: AppConfig = {
  type: 'booking',
  typeLabel: 'Booking & scheduling',
  features: ['auth', 'notifications'],
  platform: 'mobile',
  styling: 'playful',
};

describe('app configuration', () => {
  it('round-trips through the preview address', () => {
    const href = appPreviewHref(config);
    expect(href.startsWith('/demo/preview?')).toBe(true);
    const params = new URL(href, 'http://x').searchParams;
    expect(parseAppConfig(params)).toEqual({ config, complete: true });
  });

  it('keeps a custom type label, cleaned', () => {
    const custom = { ...config, type: 'custom', typeLabel: cleanLabel('  A recipe\n\tsharing   app ') };
    expect(custom.typeLabel).toBe('A recipe sharing app');
    expect(parseAppConfig(appConfigToSearchParams(custom)).config.typeLabel).toBe('A recipe sharing app');
    expect(appName(custom)).toBe('RecipeSharing');
    expect(cleanLabel('x'.repeat(100))).toHaveLength(60);
  });

  it('falls back to the sample for missing or unknown values, and drops unknown features', () => {
    expect(parseAppConfig(new URLSearchParams())).toEqual({ config: SAMPLE_APP_CONFIG, complete: false });
    const bad = appConfigToSearchParams(config);
    bad.set('platform', 'toaster');
    expect(parseAppConfig(bad).complete).toBe(false);
    const noLabel = appConfigToSearchParams(config);
    noLabel.set('type', 'custom');
    expect(parseAppConfig(noLabel).complete).toBe(false);
    const extra = appConfigToSearchParams(config);
    extra.set('features', 'auth,<script>,auth,notifications');
    expect(parseAppConfig(extra).config.features).toEqual(['auth', 'notifications']);
  });

  it('writes a starter README with the plan and the configuration as JSON', () => {
    const file = starterReadme(config);
    expect(file.name).toBe('bookwell-starter-README.md');
    expect(file.mimeType).toContain('text/markdown');
    expect(file.content).toContain('# BookWell');
    expect(file.content).toContain('**Notifications**');
    expect(file.content).toContain('npx expo start');
    const json = /```json\n([\s\S]+?)\n```/.exec(file.content)![1];
    expect(JSON.parse(json)).toMatchObject({ type: 'booking', features: ['auth', 'notifications'], styling: 'playful' });
  });
});
