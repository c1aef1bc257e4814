import { canBeReached, primaryActionOf, publicEmail } from './actions';
import type { SiteBrief } from './brief';
import { siteContentSchema, type SiteContent } from './content-schema';
import { hoursRows, listText, personText } from './facts-text';
import { invites, PROFILES, UNREACHABLE_COPY } from './kinds';
import { confirmedDescription } from './providers/fact-check';
import { createRng } from './seed';
import { capitalize, paragraphs, sentences, truncate } from './text';

/** The seed of every choice the composer and the designer make: same business, same site. */
export function briefSeed(brief: SiteBrief): string {
  return [brief.name, brief.kind, brief.theme, brief.description, brief.requirements].join('\u0000');
}

type Faq = NonNullable<SiteContent['faq']>;

/**
 * Questions a visitor asks, answered only from the facts (docs/decisions/146): what is offered, when it is
 * open, where it is, how to book and how to get in touch. A question the facts cannot answer is left out,
 * and with fewer than two answers there is no FAQ.
 */
export function faqFromFacts(brief: SiteBrief): Faq | undefined {
  const { facts, kind } = brief;
  const profile = PROFILES[kind];
  const faq: Faq = [];
  if (facts.offerings.length) {
    faq.push({
      question: profile.offerings.style === 'menu' ? 'What is on the menu?' : 'What do you offer?',
      answer: truncate(`${listText(facts.offerings.map((o) => o.name))}.`, 500),
    });
  }
  const rows = hoursRows(facts.hours);
  if (rows.length) {
    faq.push({ question: 'When are you open?', answer: truncate(`${rows.map((r) => `${r.name}: ${r.text}`).join('; ')}.`, 500) });
  } else if (facts.hours?.appointmentOnly) {
    faq.push({ question: 'Do I need an appointment?', answer: 'Yes: visits are by appointment.' });
  }
  if (facts.contact.address) faq.push({ question: 'Where are you?', answer: truncate(facts.contact.address, 500) });
  else if (facts.place) faq.push({ question: 'Where are you based?', answer: truncate(facts.place, 500) });
  if (facts.contact.bookingUrl) {
    faq.push(
      kind === 'ecommerce'
        ? { question: 'Where can I order?', answer: `Online: use the “${profile.bookAction}” button on this page.` }
        : { question: 'How do I book?', answer: `Online: use the “${profile.bookAction}” button on this page.` },
    );
  }
  const email = publicEmail(facts);
  const ways = [facts.contact.phone ? `by phone on ${facts.contact.phone}` : null, email ? `by e-mail at ${email}` : null].filter((w) => w !== null);
  if (ways.length) faq.push({ question: 'How can I reach you?', answer: `${capitalize(ways.join(' or '))}.` });
  if (facts.people.length) {
    faq.push({ question: `Who is behind ${truncate(brief.name, 100)}?`, answer: truncate(`${listText(facts.people.map(personText))}.`, 500) });
  }
  return faq.length >= 2 ? faq.slice(0, 6) : undefined;
}

/**
 * The embedded provider: writes the whole site's words from the brief without any network. Its sentences
 * become the hero and the about section; the kind's profile fills the rest with general words that state
 * nothing checkable, with choices seeded by the business. Offerings, hours and contact details are the
 * facts' own and drawn by the renderer (docs/decisions/146).
 */
export function composeContent(brief: SiteBrief, variation = 0): SiteContent {
  // Variation 0 is the original site; any other number is another, equally deterministic, draw (docs/decisions/110).
  const rng = createRng(variation ? `${briefSeed(brief)}\u0000variation ${variation}` : briefSeed(brief));
  const profile = PROFILES[brief.kind];
  const name = truncate(brief.name, 60);
  // Invitations only where the site gives a way to reach the business (docs/decisions/255).
  const reachable = canBeReached(brief.facts);
  const say = <T>(list: T[], text: (t: T) => string): T[] => (reachable ? list : list.filter((t) => !invites(text(t))));
  const description = confirmedDescription(brief);
  const described = sentences(description, 320);

  const highlights = rng.shuffle(profile.highlights).slice(0, rng.pick([3, 4]));

  const include = new Set(brief.directives.include);
  const process =
    profile.process && (brief.kind !== 'other' || include.has('process'))
      ? { heading: profile.process.heading, steps: profile.process.steps }
      : include.has('process')
        ? { heading: PROFILES.other.process!.heading, steps: PROFILES.other.process!.steps }
        : undefined;
  const faq = profile.faq || include.has('faq') ? faqFromFacts(brief) : undefined;

  // The first sentence leads the hero; the rest of the description (every word of it) is the about text.
  const heroText = described.length ? truncate(described[0], 320) : rng.pick(say(profile.leads, (l) => l(name)))(name);
  const at = described.length ? description.indexOf(described[0]) : -1;
  const rest =
    described.length === 0 || heroText !== described[0]
      ? description
      : at >= 0
        ? description.slice(at + described[0].length)
        : described.slice(1).join(' ');
  const aboutParagraphs = paragraphs(rest, 900, 12).map((p) => truncate(p, 4000));
  if (aboutParagraphs.join(' ').length < 200) {
    const fallback = say(profile.aboutFallback, (a) => a(name));
    if (fallback.length) aboutParagraphs.push(rng.pick(fallback)(name));
    else if (!aboutParagraphs.length) aboutParagraphs.push(UNREACHABLE_COPY.about(name));
  }
  const closings = say(profile.closings, (c) => `${c.heading(name)} ${c.text(name)}`);
  const closing = closings.length ? rng.pick(closings) : UNREACHABLE_COPY.closing;

  return siteContentSchema.parse({
    tagline: truncate(rng.pick(say(profile.taglines, (t) => t(name)))(name), 120),
    heroHeading: truncate(rng.pick(say(profile.heroHeadings, (h) => h(name)))(name), 90),
    heroText,
    primaryAction: primaryActionOf(brief).label,
    highlights,
    offerings: {
      heading: rng.pick(profile.offerings.headings),
      intro: truncate(rng.pick(profile.offerings.intros)(name), 320),
    },
    process,
    faq,
    about: { heading: truncate(rng.pick([`About ${name}`, 'Our story', 'Who we are']), 60), paragraphs: aboutParagraphs },
    contactText: truncate(rng.pick(profile.contact.texts)(name), 320),
    closing: { heading: truncate(closing.heading(name), 90), text: truncate(closing.text(name), 240) },
  });
}
