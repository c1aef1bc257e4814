import type { BusinessFacts } from '../facts/schema';
import type { SiteBrief } from './brief';
import { PROFILES } from './kinds';
import { truncate } from './text';

/**
 * Where the site's main button leads, from what the facts give (docs/decisions/146): a booking or shop
 * link, else a call, else an e-mail, else a jump to the offerings, the contact section or the about text.
 * A "Book a table" button with nothing to book through is never drawn.
 */
export type PrimaryAction = { kind: 'book' | 'call' | 'email' | 'offerings' | 'contact' | 'about'; label: string; href: string };

const EMAIL_SAFE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}$/;

/** The public e-mail the facts give, when it is safe in a mailto link. */
export function publicEmail(facts: BusinessFacts): string | null {
  const email = facts.contact.email;
  return email && EMAIL_SAFE.test(email) ? email : null;
}

export function mailHref(brief: SiteBrief, subject: string): string | null {
  const email = publicEmail(brief.facts);
  if (!email) return null;
  return `mailto:${email}?subject=${encodeURIComponent(`${subject} – ${truncate(brief.name, 60)}`)}`;
}

export function telHref(facts: BusinessFacts): string | null {
  const phone = facts.contact.phone;
  return phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null;
}

/** Whether the site has a contact section: any way to reach or find the business. */
export function hasContactFacts(facts: BusinessFacts): boolean {
  const c = facts.contact;
  return Boolean(publicEmail(facts) || c.phone || c.address || c.bookingUrl || facts.place);
}

/**
 * Whether the site gives a way to reach the business: a phone, an e-mail, a booking link, an address to walk into or
 * a social profile to message. Only then may its words invite the visitor to ask or get in touch (docs/decisions/255).
 */
export function canBeReached(facts: BusinessFacts): boolean {
  const c = facts.contact;
  return Boolean(publicEmail(facts) || c.phone || c.address || c.bookingUrl || facts.social.length);
}

export function primaryActionOf(brief: SiteBrief): PrimaryAction {
  const profile = PROFILES[brief.kind];
  const { facts } = brief;
  if (facts.contact.bookingUrl) return { kind: 'book', label: profile.bookAction, href: facts.contact.bookingUrl };
  const tel = telHref(facts);
  if (tel) return { kind: 'call', label: 'Call us', href: tel };
  const mail = mailHref(brief, profile.contact.subject);
  if (mail) return { kind: 'email', label: 'E-mail us', href: mail };
  if (facts.offerings.length) {
    const label = profile.offerings.style === 'menu' ? 'See the menu' : `See our ${profile.offerings.nav.toLowerCase()}`;
    return { kind: 'offerings', label, href: `#${profile.offerings.id}` };
  }
  // Only an address is somewhere to find; a place alone may be an area served (docs/decisions/244).
  if (hasContactFacts(facts)) return { kind: 'contact', label: facts.contact.address ? 'How to find us' : 'Where we are based', href: `#${profile.contact.id}` };
  return { kind: 'about', label: 'About us', href: '#about' };
}
