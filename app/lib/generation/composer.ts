import type { SiteBrief } from './brief';
import { siteContentSchema, type SiteContent } from './content-schema';
import { PROFILES } from './kinds';
import { createRng } from './seed';
import { capitalize, offeringPhrases, paragraphs, sentences, truncate } from './text';

/** The seed of every choice the composer and the designer make: same business, same site. */
export function briefSeed(brief: SiteBrief): string {
  return [brief.name, brief.kind, brief.theme, brief.description, brief.requirements].join('\u0000');
}

function pricingFor(brief: SiteBrief, features: string[], price: number): NonNullable<SiteContent['pricing']> {
  const name = truncate(brief.name, 60);
  if (brief.kind === 'technology') {
    return [
      { name: 'Starter', price: 'Free', text: truncate(`Try ${name} on your own, free for as long as you like.`, 160), features: [features[0], 'Community support', 'Up to 3 projects'] },
      { name: 'Pro', price: `$${price}`, period: 'per month', text: 'For growing teams that need more room.', features: [features[0], features[1], 'Unlimited projects', 'E-mail support'] },
      { name: 'Team', price: 'Custom', text: 'For organisations with advanced needs.', features: ['Everything in Pro', 'Single sign-on', 'Dedicated support'] },
    ];
  }
  return [
    { name: 'Essential', price: 'On request', text: 'The core service, done properly.', features: [features[0], 'Clear fixed quote'] },
    { name: 'Complete', price: 'On request', text: 'Everything we offer, tailored to you.', features: [features[0], features[1], 'Priority support'] },
  ];
}

/**
 * The embedded provider: writes the whole site's copy from the brief without any network. Phrases the
 * description lists become the menu, services or products; its sentences become the hero and the
 * about section; the kind's profile fills the rest, with choices seeded by the business.
 */
export function composeContent(brief: SiteBrief, variation = 0): SiteContent {
  // Variation 0 is the original site; any other number is another, equally deterministic, draw (issue 11).
  const rng = createRng(variation ? `${briefSeed(brief)}\u0000variation ${variation}` : briefSeed(brief));
  const profile = PROFILES[brief.kind];
  const name = truncate(brief.name, 60);
  const described = sentences(brief.description, 320);

  const phrases = offeringPhrases(brief.description, 6);
  const wanted = profile.offerings.style === 'menu' || profile.offerings.style === 'cards' ? rng.pick([4, 6]) : 6;
  const fill = rng.shuffle(profile.offerings.defaults).filter((d) => !phrases.some((p) => p.toLowerCase() === d.toLowerCase()));
  const offeringNames = [...phrases, ...fill].slice(0, Math.max(wanted, Math.min(phrases.length, 8)));
  const textVariants = rng.shuffle(profile.offerings.itemTexts);
  const items = offeringNames.map((item, i) => ({
    name: truncate(item, 60),
    text: truncate(textVariants[i % textVariants.length](item), 240),
  }));

  const facts = brief.directives.facts;
  const baseHighlights = rng.shuffle(profile.highlights).slice(0, facts.length ? 4 - Math.min(facts.length, 2) : rng.pick([3, 4]));
  const factHighlights = facts.slice(0, 2).map((fact, i) => ({
    title: i === 0 ? 'Worth knowing' : 'Also worth knowing',
    text: truncate(capitalize(fact), 240),
  }));
  const highlights = [...baseHighlights, ...factHighlights];
  while (highlights.length < 3) highlights.push(profile.highlights[highlights.length]);

  const include = new Set(brief.directives.include);
  const process =
    profile.process && (brief.kind !== 'other' || include.has('process'))
      ? { heading: profile.process.heading, steps: profile.process.steps }
      : include.has('process')
        ? { heading: PROFILES.other.process!.heading, steps: PROFILES.other.process!.steps }
        : undefined;
  const faqSource = profile.faq ?? (include.has('faq') ? PROFILES.technology.faq : undefined);
  const faq = faqSource?.items.map((f) => ({ question: f.question, answer: f.answer(name) }));
  const hours =
    profile.hours?.rows ??
    (include.has('hours')
      ? [
          { days: 'Monday – Friday', time: '09:00 – 17:00' },
          { days: 'Saturday and Sunday', time: 'Closed' },
        ]
      : undefined);
  const pricing =
    brief.kind === 'technology' || include.has('pricing')
      ? pricingFor(brief, offeringNames.map((n) => truncate(n, 80)), rng.pick([12, 19, 24, 29, 39, 49]))
      : undefined;

  // The first sentence leads the hero; the rest of the description (every word of it) is the about text.
  const heroText = described.length ? truncate(described[0], 320) : rng.pick(profile.leads)(name);
  const at = described.length ? brief.description.indexOf(described[0]) : -1;
  const rest =
    described.length === 0 || heroText !== described[0]
      ? brief.description
      : at >= 0
        ? brief.description.slice(at + described[0].length)
        : described.slice(1).join(' ');
  const aboutParagraphs = paragraphs(rest, 900, 12).map((p) => truncate(p, 4000));
  if (aboutParagraphs.join(' ').length < 200) aboutParagraphs.push(rng.pick(profile.aboutFallback)(name));
  const closing = rng.pick(profile.closings);

  return siteContentSchema.parse({
    tagline: truncate(rng.pick(profile.taglines)(name), 120),
    heroHeading: truncate(rng.pick(profile.heroHeadings)(name), 90),
    heroText,
    primaryAction: rng.pick(profile.primaryActions),
    highlights,
    offerings: {
      heading: rng.pick(profile.offerings.headings),
      intro: truncate(rng.pick(profile.offerings.intros)(name), 320),
      items,
    },
    process,
    pricing,
    faq,
    hours,
    about: { heading: truncate(rng.pick([`About ${name}`, 'Our story', 'Who we are']), 60), paragraphs: aboutParagraphs },
    contactText: truncate(rng.pick(profile.contact.texts)(name), 320),
    closing: { heading: truncate(closing.heading(name), 90), text: truncate(closing.text(name), 240) },
  });
}
