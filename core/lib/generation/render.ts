import { DAYS, type Day, type Offering } from '../facts/schema';
import { canBeReached, hasContactFacts, mailHref, primaryActionOf, publicEmail, telHref, type PrimaryAction } from './actions';
import { artwork, faviconSvg, icon } from './art';
import type { SiteBrief } from './brief';
import { hasHours, hasOpeningHours, hoursRows, socialLabel, timetableRows } from './facts-text';
import type { SiteContent } from './content-schema';
import { siteCss } from './css';
import type { Design, Motif } from './design';
import { html, join, jsonForScript, raw, safeHref, type SafeHtml } from './html';
import { HOURS_SECTION, PROFILES, UNREACHABLE_COPY, type KindProfile } from './kinds';
import { OG_HEIGHT, OG_WIDTH, ogImage } from './png';
import { aboutPicture, faviconLink, gallerySection, headerLogo, heroPicture, offeringPicture, ogFromHero, photoCss, type SitePhotos } from './photos';
import { confirmedDescription } from './providers/fact-check';
import { createRng } from './seed';
import { truncate } from './text';

/** One file of a generated site, as stored in R2 and put in the zip. */
export type SiteFile = {
  path: string;
  contentType: string;
  body: string | Uint8Array;
  /** Inline `<style>` contents of an HTML file: the server allows exactly these by hash in its CSP. */
  inlineStyles?: string[];
};

type Ctx = { brief: SiteBrief; content: SiteContent; design: Design; profile: KindProfile; css: string; action: PrimaryAction; photos: SitePhotos; media: (base: string) => string };
type Section = { id: string; nav?: string; html: SafeHtml };

/*
 * Every fact on a page (offerings and prices, hours, contact details, people, place, social links) is
 * drawn here from `brief.facts`, exactly as given; the content only supplies words (docs/decisions/146).
 */

function sectionHead(ctx: Ctx, id: string, heading: string, intro?: string, eyebrow?: string): SafeHtml {
  return html`<div class="section-head">${eyebrow ? html`<p class="eyebrow">${eyebrow}</p>` : ''}<h2 id="${id}-title" dir="auto">${heading}</h2>${
    intro ? html`<p dir="auto">${intro}</p>` : ''
  }</div>`;
}

/** Where the hero's second button leads: a section the page has that the main button does not lead to. */
function secondaryAction(ctx: Ctx): { label: string; href: string } {
  const { brief, profile, action } = ctx;
  if (brief.facts.offerings.length && action.kind !== 'offerings') {
    return { label: profile.offerings.style === 'menu' ? 'See the menu' : `View ${profile.offerings.nav.toLowerCase()}`, href: `#${profile.offerings.id}` };
  }
  if (hasContactFacts(brief.facts) && action.kind !== 'contact') {
    return { label: canBeReached(brief.facts) ? profile.contact.nav : UNREACHABLE_COPY.contact.nav, href: `#${profile.contact.id}` };
  }
  return { label: 'About us', href: '#about' };
}

function hero(ctx: Ctx): SafeHtml {
  const { content, design, action } = ctx;
  const secondary = secondaryAction(ctx);
  const art = heroPicture(ctx.photos, ctx.media('')) ?? artwork(design.motif, design.artSeed, design.palette, {
    width: 640,
    height: design.hero === 'centered' ? 300 : 480,
    background: design.darkHero ? design.palette.heroBg : design.palette.surface,
  });
  const more = secondary.href === action.href ? '' : html`<a class="btn btn-outline" href="${secondary.href}">${secondary.label}</a>`;
  return html`<section class="hero hero-${design.hero}" aria-labelledby="hero-title"><div class="wrap hero-grid"><div class="hero-copy"><p class="eyebrow" dir="auto">${content.tagline}</p><h1 id="hero-title" dir="auto">${content.heroHeading}</h1><p class="lead" dir="auto">${content.heroText}</p><div class="actions"><a class="btn btn-hero" href="${safeHref(action.href)}">${content.primaryAction}</a>${more}</div></div><div class="hero-art">${art}</div></div></section>`;
}

/**
 * Whether the site draws one of its optional sections of words; the editor offers exactly these. Highlights ("Questions
 * welcome") and the process steps ("Get in touch", "Ask your questions") invite the visitor: none where the business
 * cannot be reached (docs/decisions/255). The FAQ and the process steps exist only for the kinds that have them.
 */
export function drawsSection(section: 'highlights' | 'process' | 'faq', brief: SiteBrief, content: SiteContent): boolean {
  if (section === 'faq') return Boolean(content.faq);
  return canBeReached(brief.facts) && (section === 'highlights' || Boolean(content.process));
}

function highlights(ctx: Ctx, alt: boolean): Section | null {
  const { content, profile } = ctx;
  if (!drawsSection('highlights', ctx.brief, content)) return null;
  const cols = content.highlights.length === 4 ? 'cols-4' : 'cols-3';
  return {
    id: 'why',
    html: html`<section id="why" class="section${alt ? ' section-alt' : ''}" aria-labelledby="why-title"><div class="wrap">${sectionHead(
      ctx,
      'why',
      // Invitations to ask, never values or other people's verdict the owner did not state (docs/decisions/241, 244).
      truncate(`Ask ${ctx.brief.name}`, 90),
    )}<ul class="grid cols-2 ${cols}">${content.highlights.map(
      (h) => html`<li class="card"><span class="icon-badge">${icon(profile.icon)}</span><h3 dir="auto">${h.title}</h3><p dir="auto">${h.text}</p></li>`,
    )}</ul></div></section>`,
  };
}

const TILE_MOTIFS: Motif[] = ['blocks', 'orbits', 'peaks', 'waves', 'arches', 'grid'];

function offeringText(o: Offering): SafeHtml {
  return html`${o.price ? html`<p class="price" dir="auto">${o.price}</p>` : ''}${o.description ? html`<p dir="auto">${o.description}</p>` : ''}`;
}

/** The offerings exactly as the facts list them (name, description, price); no section without any. */
function offerings(ctx: Ctx, alt: boolean): Section | null {
  const { brief, content, profile, design } = ctx;
  const o = profile.offerings;
  const items = brief.facts.offerings;
  if (!items.length) return null;
  const rng = createRng(design.artSeed ^ 0x5bd1e995);
  let body: SafeHtml;
  if (o.style === 'menu') {
    body = html`<ul class="menu-list">${items.map((i, n) => html`<li>${offeringPicture(ctx.photos, n + 1, ctx.media('')) ?? ''}<h3 dir="auto">${i.name}</h3>${offeringText(i)}</li>`)}</ul>`;
  } else if (o.style === 'products') {
    const shop = brief.facts.contact.bookingUrl;
    body = html`<ul class="grid cols-2 cols-3">${items.map((i, n) => {
      const href = shop ?? mailHref(brief, `Order: ${truncate(i.name, 40)}`);
      return html`<li class="card product">${offeringPicture(ctx.photos, n + 1, ctx.media('')) ?? artwork(rng.pick(TILE_MOTIFS), rng.int(1, 2 ** 30), design.palette, { width: 400, height: 300, className: 'art' })}<h3 dir="auto">${i.name}</h3>${offeringText(i)}${
        href ? html`<a href="${safeHref(href)}">Order ${i.name}</a>` : ''
      }</li>`;
    })}</ul>`;
  } else if (o.style === 'gallery') {
    body = html`<ul class="grid cols-2 cols-3">${items.map(
      (i, n) =>
        html`<li><figure class="work">${offeringPicture(ctx.photos, n + 1, ctx.media('')) ?? artwork(rng.pick(TILE_MOTIFS), rng.int(1, 2 ** 30), design.palette, { width: 480, height: 360, className: 'art' })}<figcaption><h3 dir="auto">${i.name}</h3>${offeringText(i)}</figcaption></figure></li>`,
    )}</ul>`;
  } else {
    const cols = items.length === 4 ? 'cols-4' : 'cols-3';
    body = html`<ul class="grid cols-2 ${cols}">${items.map(
      (i, n) => html`<li class="card">${offeringPicture(ctx.photos, n + 1, ctx.media('')) ?? ''}<span class="icon-badge">${icon(o.style === 'features' ? 'bolt' : profile.icon)}</span><h3 dir="auto">${i.name}</h3>${offeringText(i)}</li>`,
    )}</ul>`;
  }
  return {
    id: o.id,
    nav: o.nav,
    html: html`<section id="${o.id}" class="section${alt ? ' section-alt' : ''}" aria-labelledby="${o.id}-title"><div class="wrap">${sectionHead(
      ctx,
      o.id,
      content.offerings.heading,
      content.offerings.intro,
    )}${body}</div></section>`,
  };
}

function processSection(ctx: Ctx, alt: boolean): Section | null {
  const p = ctx.content.process;
  if (!p || !drawsSection('process', ctx.brief, ctx.content)) return null;
  const meta = ctx.profile.process ?? PROFILES.other.process!;
  return {
    id: meta.id,
    nav: meta.nav,
    html: html`<section id="${meta.id}" class="section${alt ? ' section-alt' : ''}" aria-labelledby="${meta.id}-title"><div class="wrap">${sectionHead(
      ctx,
      meta.id,
      p.heading,
    )}<ol class="steps">${p.steps.map((s) => html`<li><h3 dir="auto">${s.title}</h3><p dir="auto">${s.text}</p></li>`)}</ol></div></section>`,
  };
}

/** The people the facts name, with their roles. */
function teamSection(ctx: Ctx, alt: boolean): Section | null {
  const people = ctx.brief.facts.people;
  if (!people.length) return null;
  const heading = people.length === 1 ? truncate(`Meet ${people[0].name}`, 90) : 'Meet the team';
  return {
    id: 'team',
    nav: 'Team',
    html: html`<section id="team" class="section${alt ? ' section-alt' : ''}" aria-labelledby="team-title"><div class="wrap">${sectionHead(
      ctx,
      'team',
      heading,
    )}<ul class="grid cols-2 cols-3 team">${people.map(
      (p) => html`<li class="card"><h3 dir="auto">${p.name}</h3>${p.role ? html`<p dir="auto">${p.role}</p>` : ''}</li>`,
    )}</ul></div></section>`,
  };
}

function faqSection(ctx: Ctx, alt: boolean): Section | null {
  const faq = ctx.content.faq;
  if (!faq) return null;
  const meta = ctx.profile.faq ?? { id: 'faq', nav: 'FAQ', heading: 'Frequently asked questions' };
  return {
    id: meta.id,
    nav: meta.nav,
    html: html`<section id="${meta.id}" class="section${alt ? ' section-alt' : ''}" aria-labelledby="${meta.id}-title"><div class="wrap">${sectionHead(
      ctx,
      meta.id,
      meta.heading,
    )}<div class="faq">${faq.map((f) => html`<details><summary dir="auto">${f.question}</summary><p dir="auto">${f.answer}</p></details>`)}</div></div></section>`,
  };
}

const hoursTable = (rows: ReturnType<typeof hoursRows>, labelledBy?: string) =>
  html`<table class="hours"${labelledBy ? html` aria-labelledby="${labelledBy}"` : ''}><tbody>${rows.map((r) => html`<tr><th scope="row">${r.name}</th><td dir="auto">${r.text}</td></tr>`)}</tbody></table>`;

/**
 * Exactly the stated days (closed and by-appointment days too); no section when the facts have no hours. Each
 * service's hours follow under their own label, and with no opening hours the heading claims none (docs/decisions/251).
 */
function hoursSection(ctx: Ctx, alt: boolean): Section | null {
  const { facts } = ctx.brief;
  const hours = facts.hours;
  if (!hasHours(facts)) return null;
  const rows = hoursRows(hours);
  const meta = HOURS_SECTION;
  const notes = [hours?.appointmentOnly ? 'By appointment only.' : null, hours?.note ?? null].filter((n) => n !== null);
  return {
    id: meta.id,
    nav: meta.nav,
    html: html`<section id="${meta.id}" class="section${alt ? ' section-alt' : ''}" aria-labelledby="${meta.id}-title"><div class="wrap">${sectionHead(
      ctx,
      meta.id,
      hasOpeningHours(facts) ? meta.heading : meta.servicesHeading,
    )}${rows.length ? hoursTable(rows) : ''}${notes.map((n) => html`<p dir="auto">${n}</p>`)}${facts.serviceHours.map(
      (s, i) => html`<h3 id="${meta.id}-service-${i}" class="hours-label" dir="auto">${s.label}</h3>${hoursTable(hoursRows(s), `${meta.id}-service-${i}`)}`,
    )}</div></section>`,
  };
}

/**
 * The timetable the owner confirmed on "What we understood" (docs/decisions/267): a table of day, time and class with
 * its caption and headers, apart from the hours, never opening hours (JSON-LD keeps only the opening hours).
 */
function timetableSection(ctx: Ctx, alt: boolean): Section | null {
  const rows = timetableRows(ctx.brief.facts.timetable);
  if (!rows.length) return null;
  return {
    id: 'timetable',
    nav: 'Timetable',
    html: html`<section id="timetable" class="section${alt ? ' section-alt' : ''}" aria-labelledby="timetable-title"><div class="wrap">${sectionHead(
      ctx,
      'timetable',
      'Timetable',
    )}<table class="hours timetable"><caption dir="auto">${ctx.brief.name} timetable</caption><thead><tr><th scope="col">Day</th><th scope="col">Time</th><th scope="col">Class</th></tr></thead><tbody>${rows.map(
      (r) => html`<tr><th scope="row">${r.name}</th><td>${r.time}</td><td dir="auto">${r.activity}</td></tr>`,
    )}</tbody></table></div></section>`,
  };
}

function aboutSection(ctx: Ctx, alt: boolean): Section {
  const { content, design } = ctx;
  const art = aboutPicture(ctx.photos, ctx.media('')) ?? artwork(design.altMotif, design.artSeed + 7, design.palette, { width: 480, height: 400 });
  return {
    id: 'about',
    nav: 'About',
    html: html`<section id="about" class="section${alt ? ' section-alt' : ''}" aria-labelledby="about-title"><div class="wrap about"><div class="about-text"><h2 id="about-title" dir="auto">${content.about.heading}</h2>${content.about.paragraphs.map(
      (p) => html`<p dir="auto">${p}</p>`,
    )}</div><div class="about-art">${art}</div></div></section>`,
  };
}

/** The business's own contact details: booking link, phone, e-mail, address, place. None: no section. */
function contactSection(ctx: Ctx, alt: boolean): Section | null {
  const { brief, content, profile } = ctx;
  const { facts } = brief;
  if (!hasContactFacts(facts)) return null;
  const c = facts.contact;
  const mail = mailHref(brief, profile.contact.subject);
  const tel = telHref(facts);
  const email = publicEmail(facts);
  const place = facts.place && !(c.address ?? '').toLowerCase().includes(facts.place.toLowerCase()) ? facts.place : null;
  // The place alone is no way to get in touch: the section says where, and invites nothing (docs/decisions/255).
  const reachable = canBeReached(facts);
  return {
    id: profile.contact.id,
    nav: reachable ? profile.contact.nav : UNREACHABLE_COPY.contact.nav,
    html: html`<section id="${profile.contact.id}" class="section${alt ? ' section-alt' : ''}" aria-labelledby="${profile.contact.id}-title"><div class="wrap contact"><div>${sectionHead(
      ctx,
      profile.contact.id,
      reachable ? profile.contact.heading : UNREACHABLE_COPY.contact.heading,
      reachable ? content.contactText : undefined,
    )}</div><div><ul class="contact-list">${
      c.bookingUrl ? html`<li><a href="${safeHref(c.bookingUrl)}">${icon('calendar')}<span>${profile.bookAction}</span></a></li>` : ''
    }${tel ? html`<li><a href="${safeHref(tel)}">${icon('phone')}<span>Call ${c.phone}</span></a></li>` : ''}${
      mail ? html`<li><a href="${safeHref(mail)}">${icon('mail')}<span>E-mail ${email}</span></a></li>` : ''
    }${c.address ? html`<li><address class="line" dir="auto">${icon('pin')}<span>${c.address}</span></address></li>` : ''}${
      place ? html`<li><span class="line">${icon('pin')}<span dir="auto">${place}</span></span></li>` : ''
    }</ul></div></div></section>`,
  };
}

function closing(ctx: Ctx): SafeHtml {
  const { content, action } = ctx;
  return html`<section class="section closing" aria-labelledby="closing-title"><div class="wrap"><h2 id="closing-title" dir="auto">${content.closing.heading}</h2><p dir="auto">${content.closing.text}</p><div class="actions"><a class="btn" href="${safeHref(
    action.href,
  )}">${content.primaryAction}</a></div></div></section>`;
}

type Builder = (ctx: Ctx, alt: boolean) => Section | null;
const ORDER: Record<string, Builder[]> = {
  restaurant: [highlights, offerings, aboutSection, hoursSection, teamSection, faqSection, processSection, contactSection],
  healthcare: [highlights, offerings, processSection, hoursSection, teamSection, aboutSection, faqSection, contactSection],
  ecommerce: [offerings, highlights, processSection, aboutSection, teamSection, faqSection, hoursSection, contactSection],
  portfolio: [offerings, aboutSection, teamSection, processSection, highlights, faqSection, hoursSection, contactSection],
  technology: [highlights, offerings, faqSection, aboutSection, teamSection, processSection, hoursSection, contactSection],
  business: [highlights, offerings, processSection, aboutSection, teamSection, faqSection, hoursSection, contactSection],
  education: [highlights, offerings, processSection, faqSection, aboutSection, teamSection, hoursSection, contactSection],
  other: [highlights, offerings, aboutSection, teamSection, processSection, hoursSection, faqSection, contactSection],
};

function sections(ctx: Ctx): Section[] {
  const rng = createRng(ctx.design.artSeed);
  const order = [...ORDER[ctx.brief.kind]];
  // The owner's gallery photos go just before the contact details (docs/decisions/183).
  order.splice(order.indexOf(contactSection), 0, (c, alt) => gallerySection(c.photos, alt, c.media('')));
  // A confirmed timetable follows the hours (docs/decisions/267).
  order.splice(order.indexOf(hoursSection) + 1, 0, timetableSection);
  // Some businesses lead with their highlights, others with what they offer.
  const h = order.indexOf(highlights);
  const o = order.indexOf(offerings);
  if (h >= 0 && o >= 0 && Math.abs(h - o) === 1 && rng.next() < 0.4) [order[h], order[o]] = [order[o], order[h]];
  const out: Section[] = [];
  for (const build of order) {
    const section = build(ctx, out.length % 2 === 0);
    if (section) out.push(section);
  }
  return out;
}

function metaDescription(ctx: Ctx): string {
  return truncate(confirmedDescription(ctx.brief) || ctx.content.heroText, 155);
}

const SCHEMA_DAYS: Record<Day, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/** Structured data with the facts only: nothing a visitor cannot also read on the page. */
function jsonLd(ctx: Ctx): string {
  const { brief, profile } = ctx;
  const { facts } = brief;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': profile.schemaType,
    name: brief.name,
    description: metaDescription(ctx),
    url: brief.siteUrl,
    image: `${brief.siteUrl}og-image.png`,
    logo: `${brief.siteUrl}favicon.svg`,
  };
  const email = publicEmail(facts);
  if (email) data.email = email;
  if (facts.contact.phone) data.telephone = facts.contact.phone;
  if (facts.contact.address) data.address = facts.contact.address;
  if (facts.place) data.areaServed = facts.place;
  if (facts.social.length) data.sameAs = facts.social;
  const days = facts.hours?.days ?? {};
  const opening = DAYS.flatMap((day) => {
    const h = days[day];
    return h?.status === 'open' ? h.intervals.map((i) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[day], opens: i.open, closes: i.close })) : [];
  });
  if (opening.length) data.openingHoursSpecification = opening;
  if (facts.people.length) data.employee = facts.people.map((p) => ({ '@type': 'Person', name: p.name, ...(p.role ? { jobTitle: p.role } : {}) }));
  if (facts.offerings.length) {
    if (brief.kind === 'restaurant') data.hasMenu = `${brief.siteUrl}#${profile.offerings.id}`;
    data.makesOffer = facts.offerings.map((o) => ({
      '@type': 'Offer',
      itemOffered: { '@type': brief.kind === 'ecommerce' ? 'Product' : 'Service', name: o.name, ...(o.description ? { description: o.description } : {}) },
    }));
  }
  return jsonForScript(data);
}

function head(ctx: Ctx, title: string, description: string, canonical: string, assetBase: string, extra: SafeHtml = raw('')): SafeHtml {
  const { brief, design } = ctx;
  return html`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${canonical}">${faviconLink(ctx.photos, ctx.media(assetBase)) ?? html`<link rel="icon" href="${assetBase}favicon.svg" type="image/svg+xml">`}<meta name="theme-color" content="${design.palette.primary}"><meta property="og:type" content="website"><meta property="og:site_name" content="${brief.name}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${canonical}">${ogTags(ctx)}<meta name="twitter:card" content="summary_large_image"><style>${raw(ctx.css)}</style>${extra}</head>`;
}

/** The Open Graph image: the hero photo when there is one, else the drawn og-image.png. */
function ogTags(ctx: Ctx): SafeHtml {
  const { brief } = ctx;
  const og = ogFromHero(ctx.photos, brief.siteUrl) ?? { url: `${brief.siteUrl}og-image.png`, width: OG_WIDTH, height: OG_HEIGHT, alt: brief.name };
  return html`<meta property="og:image" content="${og.url}"><meta property="og:image:width" content="${og.width}"><meta property="og:image:height" content="${og.height}"><meta property="og:image:alt" content="${og.alt}">`;
}

function header(ctx: Ctx, nav: Section[], base: string): SafeHtml {
  const { brief, design } = ctx;
  const logo = headerLogo(ctx.photos, ctx.media(base === './' ? '' : base)) ?? raw(faviconSvg(brief.name, design.palette, design.headingFont).replace('<svg xmlns="http://www.w3.org/2000/svg"', '<svg aria-hidden="true" focusable="false"'));
  return html`<header class="site-header"><div class="wrap bar"><a class="brand" href="${base}">${logo}<span dir="auto">${truncate(brief.name, 60)}</span></a>${
    nav.length
      ? navMenu(nav, base === './' ? '' : base)
      : ''
  }</div></header>`;
}

/**
 * The section links: a row on wide screens, a <details> "Menu" on phones, so the bar never wraps onto two rows
 * and the menu opens without script (generated sites have none). The list is written twice, one copy hidden
 * by CSS at each width, because a closed <details> cannot be shown open by CSS in every browser
 * (docs/decisions/173).
 */
function navMenu(nav: Section[], prefix: string): SafeHtml {
  const links = html`<ul>${nav.map((s) => html`<li><a href="${prefix}#${s.id}">${s.nav}</a></li>`)}</ul>`;
  return html`<nav class="nav" aria-label="Main"><div class="nav-row">${links}</div><details class="nav-menu"><summary>Menu</summary>${links}</details></nav>`;
}

function footer(ctx: Ctx): SafeHtml {
  const year = new Date(ctx.brief.generatedAt).getUTCFullYear();
  const social = ctx.brief.facts.social;
  return html`<footer class="site-footer"><div class="wrap"><p>© ${year} <span dir="auto">${truncate(ctx.brief.name, 80)}</span></p>${
    social.length
      ? html`<ul class="social" aria-label="Social media">${social.map((url) => html`<li><a href="${safeHref(url)}" rel="me">${socialLabel(url)}</a></li>`)}</ul>`
      : ''
  }<p>Built with Fairstack</p></div></footer>`;
}

function page(ctx: Ctx, headHtml: SafeHtml, body: SafeHtml): string {
  return html`<!doctype html><html lang="en" class="${ctx.design.uppercaseEyebrows ? 'upper' : ''}">${headHtml}<body><a class="skip" href="#main">Skip to content</a>${body}</body></html>`.value;
}

/** The favicon and the Open Graph image: they depend on the look, not on the words. */
export function renderAssets(brief: SiteBrief, design: Design): SiteFile[] {
  return [
    { path: 'favicon.svg', contentType: 'image/svg+xml', body: faviconSvg(brief.name, design.palette, design.headingFont) },
    { path: 'og-image.png', contentType: 'image/png', body: ogImage(design.palette, design.artSeed) },
  ];
}

/** Renders every file of the site. Pure: the same brief, content and design give the same bytes. */
export function renderSite(brief: SiteBrief, content: SiteContent, design: Design, photos: SitePhotos = []): SiteFile[] {
  return [...renderPages(brief, content, design, photos), ...renderAssets(brief, design)];
}

/**
 * The HTML pages, the sitemap and robots.txt. Images are read from `media/` beside the page unless
 * `mediaRoot` says otherwise (the editor's preview reads the owner's images from the app: docs/decisions/184).
 */
export function renderPages(brief: SiteBrief, content: SiteContent, design: Design, photos: SitePhotos = [], options: { mediaRoot?: string } = {}): SiteFile[] {
  const media = (base: string) => options.mediaRoot ?? `${base}media/`;
  const ctx: Ctx = { brief, content, design, profile: PROFILES[brief.kind], css: siteCss(design) + photoCss(photos), action: primaryActionOf(brief), photos, media };
  const list = sections(ctx);
  const nav = list.filter((s) => s.nav).slice(0, 5);
  const title = truncate(`${brief.name} | ${content.tagline}`, 70);
  const description = metaDescription(ctx);
  const ld = html`<script type="application/ld+json">${raw(jsonLd(ctx))}</script>`;

  const index = page(
    ctx,
    head(ctx, title, description, brief.siteUrl, '', ld),
    html`${header(ctx, nav, './')}<main id="main">${hero(ctx)}${join(list.map((s) => s.html))}${closing(ctx)}</main>${footer(ctx)}`,
  );
  // The 404 page is served at any depth, so its links are absolute.
  const notFound = page(
    ctx,
    head(ctx, truncate(`Page not found | ${brief.name}`, 70), description, brief.siteUrl, brief.siteUrl, html`<meta name="robots" content="noindex">`),
    html`${header(ctx, nav, brief.siteUrl)}<main id="main"><section class="not-found" aria-labelledby="nf-title"><div class="wrap"><p class="eyebrow">404</p><h1 id="nf-title">Page not found</h1><p>The page you are looking for is not here. It may have moved.</p><div class="actions"><a class="btn btn-primary" href="${brief.siteUrl}">Go to the home page</a></div></div></section></main>${footer(ctx)}`,
  );
  const day = new Date(brief.generatedAt).toISOString().slice(0, 10);
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${html`${brief.siteUrl}`.value}</loc><lastmod>${day}</lastmod></url></urlset>\n`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${brief.siteUrl}sitemap.xml\n`;

  return [
    { path: 'index.html', contentType: 'text/html; charset=utf-8', body: index, inlineStyles: [ctx.css] },
    { path: '404.html', contentType: 'text/html; charset=utf-8', body: notFound, inlineStyles: [ctx.css] },
    { path: 'sitemap.xml', contentType: 'application/xml; charset=utf-8', body: sitemap },
    { path: 'robots.txt', contentType: 'text/plain; charset=utf-8', body: robots },
  ];
}
