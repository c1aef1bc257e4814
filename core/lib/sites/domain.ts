import { z } from 'zod';

/**
 * The custom-domain form (docs/decisions/111). A host name only: letters, digits and hyphens in dot-separated labels
 * with an alphabetic top-level label (so no IP addresses), no scheme, port or path.
 */
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function normalizeHostname(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

export const domainFormSchema = z.object({
  hostname: z
    .string('Enter a domain name, like www.example.com.')
    .transform(normalizeHostname)
    .pipe(z.string().min(1, 'Enter a domain name, like www.example.com.').regex(HOSTNAME, 'Enter a domain name like www.example.com, without https:// or a path.')),
});

/** Where the verification TXT record lives, and what it must say. */
export function verificationRecordName(hostname: string): string {
  return `_fairstack-verify.${hostname}`;
}
export function verificationRecordValue(token: string): string {
  return `fairstack-verify=${token}`;
}

/**
 * The host a custom domain's CNAME record points at: the sites host when there is one, else the app's own host
 * (`appOrigin`, docs/decisions/153). The project's domain page and the domain setup guide both state it
 * (docs/decisions/259).
 */
export function customDomainTarget(appOrigin: string, sitesHost: string | undefined): string {
  return sitesHost?.trim().replace(/^https?:\/\//, '').replace(/[:/].*$/, '') || new URL(appOrigin).hostname;
}

/**
 * Whether a CNAME record can name `host`: a dotted host name, not an IP address or a single label. Only a local
 * development server, reached at 127.0.0.1 or localhost, has no such name; its pages say so instead of asking for
 * a record nobody can create (docs/decisions/259).
 */
export function isCnameTarget(host: string): boolean {
  return host.includes('.') && !host.startsWith('[') && !/^[\d.]+$/.test(host);
}

/** True when `hostname` is one of the platform's own hosts or below one of them. */
export function isPlatformHost(hostname: string, platformHosts: string[]): boolean {
  return platformHosts
    .map((h) => normalizeHostname(h.replace(/^https?:\/\//, '').replace(/[:/].*$/, '')))
    .filter(Boolean)
    .some((h) => hostname === h || hostname.endsWith(`.${h}`));
}

/**
 * Automatic re-checks (Cron Trigger, workers/app.ts `scheduled`): unverified domains every run (the cron
 * fires every DOMAIN_RECHECK_EVERY_MINUTES) for DOMAIN_RECHECK_DAYS after they were added, verified ones
 * once a day; at most DOMAIN_RECHECK_BATCH per run. Keep the cron in wrangler.toml in step.
 */
export const DOMAIN_RECHECK_EVERY_MINUTES = 10;
export const DOMAIN_RECHECK_DAYS = 7;
export const DOMAIN_RECHECK_BATCH = 25;
export const VERIFIED_RECHECK_MS = 24 * 60 * 60 * 1000;
