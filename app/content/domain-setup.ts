import { DOMAIN_RECHECK_DAYS, DOMAIN_RECHECK_EVERY_MINUTES, verificationRecordName, verificationRecordValue } from '~core/lib/sites/domain';

/** The domain setup guide. Costs are static estimates, per the spec. */
export const REGISTRARS = [
  {
    name: 'Cloudflare Registrar',
    note: 'At-cost pricing, free DNS and HTTPS.',
    url: 'https://www.cloudflare.com/products/registrar/',
  },
  { name: 'Namecheap', note: 'Low first-year prices and free WHOIS privacy.', url: 'https://www.namecheap.com/' },
  { name: 'Porkbun', note: 'Simple interface, free WHOIS privacy and SSL.', url: 'https://porkbun.com/' },
  {
    name: 'Google Domains successor (Squarespace)',
    note: 'Familiar for former Google Domains customers.',
    url: 'https://domains.squarespace.com/',
  },
] as const;

/** The name the guide's examples use for the owner's domain. */
export const EXAMPLE_DOMAIN = 'www.yourdomain.com';

/**
 * The records the project's Custom domain page asks for, with an example name: a CNAME to `target` (the host that
 * serves sites, customDomainTarget) and the verification TXT record, named and worded by the same rules the
 * check uses (docs/decisions/259).
 */
export function dnsRecords(target: string) {
  return [
    { type: 'CNAME', name: EXAMPLE_DOMAIN, value: target, ttl: 'Auto', purpose: 'Points your domain at your website' },
    {
      type: 'TXT',
      name: verificationRecordName(EXAMPLE_DOMAIN),
      value: verificationRecordValue('<your code>'),
      ttl: 'Auto',
      purpose: 'Proves you own the domain',
    },
  ] as const;
}

export const HOSTING_STEPS = [
  'Generate your website, then open Custom domain from its More menu on the dashboard.',
  'Enter the domain you bought: the page shows your own verification code and the exact records to create.',
  'Add the two DNS records above at your registrar or DNS provider. For a bare domain such as yourdomain.com, use its CNAME flattening or ALIAS record where a CNAME is not allowed.',
  `Press "Check DNS records", or let us check every ${DOMAIN_RECHECK_EVERY_MINUTES} minutes for ${DOMAIN_RECHECK_DAYS} days. DNS changes can take 24-48 hours to propagate; HTTPS is issued automatically once the domain resolves.`,
  'Visit your domain: your website is served from it. Keep both records: we check them again once a day.',
] as const;

/** The first year's costs of a site on its own domain; the generation costs the live default price (docs/decisions/211). */
export function costBreakdown(generationCents: number): { items: { item: string; cents: number }[]; totalCents: number } {
  const items = [
    { item: 'Domain registration (.com, per year)', cents: 1044 },
    { item: 'DNS hosting', cents: 0 },
    { item: 'HTTPS certificate', cents: 0 },
    { item: 'Website generation (one time, default)', cents: generationCents },
  ];
  return { items, totalCents: items.reduce((sum, i) => sum + i.cents, 0) };
}

export type TimelineStatus = 'Pending' | 'Waiting';

export const SETUP_TIMELINE: readonly { step: string; duration: string; status: TimelineStatus }[] = [
  { step: 'Register domain', duration: 'Minutes', status: 'Pending' },
  { step: 'Add DNS records', duration: '10 minutes', status: 'Waiting' },
  { step: 'DNS propagation', duration: '24-48 hours', status: 'Waiting' },
  { step: 'Site live with HTTPS', duration: 'Automatic', status: 'Waiting' },
];
