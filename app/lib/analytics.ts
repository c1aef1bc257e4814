/**
 * Analytics is Cloudflare Web Analytics' beacon, configured by the ANALYTICS_TOKEN variable. Nothing is
 * loaded until the visitor accepts in the consent banner; without a token nothing is ever loaded.
 */
export type AnalyticsConfig = { scriptUrl: string; token: string };

export const DEFAULT_ANALYTICS_SCRIPT = 'https://static.cloudflareinsights.com/beacon.min.js';
const SCRIPT_ID = 'analytics-script';

export function analyticsConfig(env: {
  ANALYTICS_TOKEN?: string;
  ANALYTICS_SCRIPT_URL?: string;
}): AnalyticsConfig | null {
  const token = env.ANALYTICS_TOKEN?.trim();
  if (!token) return null;
  const scriptUrl = env.ANALYTICS_SCRIPT_URL?.trim() || DEFAULT_ANALYTICS_SCRIPT;
  // The URL also goes into the Content-Security-Policy: anything but an https URL is a misconfiguration.
  if (!URL.canParse(scriptUrl) || new URL(scriptUrl).protocol !== 'https:') {
    console.error('ANALYTICS_SCRIPT_URL must be an https URL; analytics stay off.');
    return null;
  }
  return { scriptUrl, token };
}

/** Adds the beacon script once. Only ever called after consent was given. */
export function loadAnalytics(config: AnalyticsConfig | null): void {
  if (!config || document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.defer = true;
  script.src = config.scriptUrl;
  script.dataset.cfBeacon = JSON.stringify({ token: config.token });
  document.head.appendChild(script);
}
