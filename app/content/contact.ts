/** Every mail link of the site comes from here (spec: contact, demo requests and support use mail links). */
export const EMAILS = {
  hello: 'hello@fairstack.app',
  support: 'support@fairstack.app',
  sales: 'sales@fairstack.app',
  careers: 'careers@fairstack.app',
  privacy: 'privacy@fairstack.app',
  legal: 'legal@fairstack.app',
  /** KIT is the smart-building team ('Talk to KIT' on the smart-building landing). */
  kit: 'kit@fairstack.app',
} as const;

/**
 * A `mailto:` address with an encoded subject and body. Spaces become %20 (not '+'), which every mail
 * client reads; user text is percent-encoded, so it can never add headers of its own.
 */
export function mailto(to: string, fields: { subject?: string; body?: string } = {}): string {
  const params: string[] = [];
  if (fields.subject) params.push(`subject=${encodeURIComponent(fields.subject)}`);
  if (fields.body) params.push(`body=${encodeURIComponent(fields.body)}`);
  return `mailto:${to}${params.length ? `?${params.join('&')}` : ''}`;
}
