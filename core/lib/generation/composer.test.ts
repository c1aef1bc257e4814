import { describe, expect, it } from 'vitest';
import { buildBrief } from './brief';
import { composeContent } from './composer';
import { siteContentSchema } from './content-schema';
import { designFor } from './design';
import { INVITATION, kindOf, SITE_KINDS } from './kinds';
import { HOSTILE_DESCRIPTIONS, SAMPLE_INPUTS, sampleBriefs } from './samples';
import { buildSite } from './site';

const SITE_URL = 'https://fairstack.example/sites/x/';
const at = Date.UTC(2026, 10, 23);

function indexOf(files: ReturnType<typeof buildSite>) {
  return files.find((f) => f.path === 'index.html')!.body as string;
}

describe('the composer', () => {
  it('covers every kind of business with the samples', () => {
    expect(new Set(sampleBriefs().map((b) => b.kind))).toEqual(new Set(SITE_KINDS));
  });

  it('writes valid content and a complete site for every sample', () => {
    for (const brief of sampleBriefs()) {
      const content = composeContent(brief);
      expect(siteContentSchema.safeParse(content).success, brief.name).toBe(true);
      const files = buildSite(brief, content);
      expect(files.map((f) => f.path).sort()).toEqual(['404.html', 'favicon.svg', 'index.html', 'og-image.png', 'robots.txt', 'sitemap.xml']);
      const page = indexOf(files);
      expect(page).toContain('<title>');
      expect(page).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(page).toContain(`<link rel="canonical" href="${brief.siteUrl}">`);
      expect(page).toContain('<meta property="og:image"');
      expect(page).toContain('<script type="application/ld+json">');
      expect(page).toContain('href="favicon.svg"');
      // No external resource of any kind (links to the business's own booking page or social profiles are fine).
      expect(page).not.toMatch(/src="(https?:)?\/\/(?!fairstack\.example)/);
      expect(page).not.toMatch(/<link [^>]*href="(https?:)?\/\/(?!fairstack\.example)/);
    }
  });

  it('chooses sections for the business type', () => {
    const byName = (name: string) => indexOf(buildSite(sampleBriefs().find((b) => b.name === name)!, composeContent(sampleBriefs().find((b) => b.name === name)!)));
    const restaurant = byName('Harbor Street Bakery');
    expect(restaurant).toContain('id="menu"');
    expect(restaurant).toContain('id="hours"');
    // No booking link in its facts: no "Book a table" button, the e-mail is the main action.
    expect(restaurant).not.toContain('Book a table');
    expect(restaurant).toContain('E-mail us');
    const clinic = byName('Northwind Physio');
    expect(clinic).toContain('id="services"');
    expect(clinic).toContain('id="first-visit"');
    expect(clinic).toContain('tel:+15550102040');
    const dental = byName('Brightsmile Dental');
    expect(dental).toContain('href="https://brightsmile.example/book">Book an appointment');
    expect(dental).toContain('id="team"');
    expect(byName('Clay & Kiln')).toContain('id="products"');
    expect(byName('Mara Lindqvist Studio')).toContain('id="work"');
    const startup = byName('Ledgerly');
    expect(startup).toContain('id="features"');
    // Invented plans are gone: prices appear only beside offerings whose facts give them.
    expect(startup).not.toContain('id="pricing"');
    expect(startup).not.toContain('$');
  });

  it('gives a business type the kind whose words are true of it: a service shop is no store', () => {
    const kinds = Object.fromEntries(
      ['Coffee shop', 'Pizzeria', 'Pub', 'Tea room', 'Dentist', 'GP practice', 'Vet', 'Car repair shop', 'Barber shop', 'Flower shop', 'Bookshop', 'Fish and chip shop'].map((t) => [t, kindOf(t)]),
    );
    expect(kinds).toEqual({
      'Coffee shop': 'restaurant',
      Pizzeria: 'restaurant',
      Pub: 'restaurant',
      'Tea room': 'restaurant',
      Dentist: 'healthcare',
      'GP practice': 'healthcare',
      Vet: 'healthcare',
      'Car repair shop': 'other',
      'Barber shop': 'other',
      'Flower shop': 'ecommerce',
      Bookshop: 'ecommerce',
      // A chip shop sells food to eat, not products to order online (docs/decisions/244).
      'Fish and chip shop': 'restaurant',
    });
  });

  it('is deterministic, and two businesses of the same type get visibly different sites', () => {
    const [a, b] = sampleBriefs().filter((x) => x.kind === 'restaurant');
    expect(buildSite(a, composeContent(a))).toEqual(buildSite(a, composeContent(a)));
    const da = designFor(a);
    const db = designFor(b);
    const differences = [
      da.palette.primary !== db.palette.primary,
      da.headingFont !== db.headingFont,
      da.motif !== db.motif,
      da.hero !== db.hero,
      da.radius !== db.radius,
    ].filter(Boolean).length;
    expect(differences).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < SAMPLE_INPUTS.length; i += 2) {
      const [x, y] = [sampleBriefs()[i], sampleBriefs()[i + 1]];
      expect(designFor(x).palette.primary, `${x.name} vs ${y.name}`).not.toBe(designFor(y).palette.primary);
    }
  });

  it('uses the description for the copy and the requirements only for the look, never as text', () => {
    const brief = buildBrief({
      name: 'Blue Door Cafe',
      businessType: 'Restaurant',
      description: 'Bagels, smoothies and filter coffee.',
      requirements: 'Use blue colours. We have free wifi.',
      siteUrl: SITE_URL,
      generatedAt: at,
    });
    const page = indexOf(buildSite(brief, composeContent(brief)));
    expect(page).toContain('Bagels, smoothies and filter coffee.');
    expect(page).not.toContain('free wifi');
    expect(page).not.toContain('Worth knowing');
    expect(brief.directives.hue).toBe(218);
  });

  it('gives a full site for an empty description, with no invented offerings, hours or contact', () => {
    const brief = buildBrief({ name: 'Nothing Said', businessType: 'Other', description: '', requirements: '', siteUrl: SITE_URL, generatedAt: at });
    const content = composeContent(brief);
    // An about text, short: with nothing said and no way to reach the business, the copy invites nothing (docs/decisions/244, 255).
    expect(content.about.paragraphs.join(' ')).toBe('This is the website of Nothing Said.');
    const page = indexOf(buildSite(brief, content));
    expect(page).toContain('Nothing Said');
    for (const absent of ['id="services"', 'id="hours"', 'id="contact"', 'mailto:', 'tel:', '<table']) expect(page).not.toContain(absent);
    expect(page).toContain('href="#about">About us');
    expect(page.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).not.toMatch(INVITATION);
  });

  it('renders hostile, emoji, right-to-left and 10,000-character descriptions as text', () => {
    for (const description of HOSTILE_DESCRIPTIONS) {
      const brief = buildBrief({ name: '<i>Evil</i> "Co"', businessType: 'Business', description, requirements: '</style><script>x()</script>', siteUrl: SITE_URL, generatedAt: at });
      const page = indexOf(buildSite(brief, composeContent(brief)));
      expect(page.match(/<script/g)).toHaveLength(1);
      expect(page).not.toContain('<img');
      expect(page).not.toContain('<i>Evil</i>');
      expect(page).not.toContain('<!-- comment');
      expect(page).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      expect(page).toContain('&lt;i&gt;Evil&lt;/i&gt; &quot;Co&quot;');
      expect(page.match(/<\/style>/g)).toHaveLength(1);
    }
    const rtl = buildBrief({ name: 'مخبز', businessType: 'Restaurant', description: HOSTILE_DESCRIPTIONS[2], siteUrl: SITE_URL, generatedAt: at });
    expect(indexOf(buildSite(rtl, composeContent(rtl)))).toContain('dir="auto">مخبز');
    const long = buildBrief({ name: 'Long', businessType: 'Other', description: HOSTILE_DESCRIPTIONS[4], siteUrl: SITE_URL, generatedAt: at });
    const words = HOSTILE_DESCRIPTIONS[4].trim().split(/\s+/).length;
    const content = composeContent(long);
    const shown = [content.heroText, ...content.about.paragraphs].join(' ').split(/\s+/).length;
    expect(shown).toBeGreaterThanOrEqual(words);
  });

  it('keeps a home page with its CSS under 30 KB gzip', async () => {
    const { gzipSync } = await import('node:zlib');
    for (const brief of sampleBriefs()) {
      const page = indexOf(buildSite(brief, composeContent(brief)));
      expect(gzipSync(page).length, brief.name).toBeLessThan(30 * 1024);
    }
  });
});
