import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_POSTS, blogCategoryFrom, formatPostDate, postsInCategory } from './blog';
import { applyHref, BENEFITS, POSITIONS } from './careers';
import { EMAILS, mailto } from './contact';
import { ENERGY_COLUMNS, ENERGY_SCENARIOS } from './energy';
import { FALLBACK_TEMPLATES, galleryTemplates, type TemplateCard } from './fallback-templates';
import { FAQ, normalizeFaqQuery, searchFaq } from './faq';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS, TERMS_EFFECTIVE, TERMS_SECTIONS } from './legal';
import { isPlaybookAvailable, PLAYBOOKS } from './playbooks';
import { BUILT_IN_APPS, filterShowcase, formatRating, landingShowcase, type ShowcaseApp } from '~core/content/showcase';
import { SOLUTIONS } from './solutions';
import { INCIDENT_STATUSES } from '~core/db/schema';
import { INCIDENT_STATES } from '~core/lib/schemas/incident';
import { overallStatus } from '~core/content/status';
import { isToolOpen, LANDING_TOOLS, TOOLS } from './tools';

describe('help center search', () => {
  it('returns every entry for an empty or blank query', () => {
    expect(searchFaq('')).toHaveLength(FAQ.length);
    expect(searchFaq('   ')).toHaveLength(FAQ.length);
  });

  it('matches case-insensitively in questions, answers and categories, requiring every word', () => {
    expect(searchFaq('DOMAIN').map((e) => e.id)).toEqual(['custom-domain']);
    expect(searchFaq('subscription').map((e) => e.id)).toEqual(expect.arrayContaining(['price', 'subscription']));
    expect(searchFaq('billing').every((e) => e.category === 'Billing')).toBe(true);
    expect(searchFaq('generation failed').map((e) => e.id)).toContain('generation-failed');
    expect(searchFaq('domain refund')).toEqual([]);
  });

  it('finds nothing for text no entry contains, and treats markup as plain text', () => {
    expect(searchFaq('zzzz-no-such-word')).toEqual([]);
    expect(searchFaq('<script>')).toEqual([]);
  });

  it('normalizes the query string value', () => {
    expect(normalizeFaqQuery(null)).toBe('');
    expect(normalizeFaqQuery('  price  ')).toBe('price');
    expect(normalizeFaqQuery('x'.repeat(500))).toHaveLength(100);
  });
});

describe('blog categories', () => {
  it('offers All, AI Ethics, Technology, Company and Community', () => {
    expect(BLOG_CATEGORIES.map((c) => c.label)).toEqual(['All', 'AI Ethics', 'Technology', 'Company', 'Community']);
  });

  it('filters posts by category and falls back to All for unknown values', () => {
    expect(postsInCategory('all')).toHaveLength(BLOG_POSTS.length);
    for (const c of BLOG_CATEGORIES.slice(1)) {
      const posts = postsInCategory(c.slug);
      expect(posts.length, c.label).toBeGreaterThan(0);
      expect(posts.every((p) => p.category === c.label)).toBe(true);
    }
    expect(blogCategoryFrom('nope').slug).toBe('all');
    expect(blogCategoryFrom(null).slug).toBe('all');
  });

  it('has one featured post and three more, each with the card fields', () => {
    expect(BLOG_POSTS.filter((p) => p.featured)).toHaveLength(1);
    expect(BLOG_POSTS).toHaveLength(4);
    for (const p of BLOG_POSTS) {
      expect(p.title && p.excerpt && p.author && p.readTime && p.body.length).toBeTruthy();
    }
  });

  it('formats dates the same everywhere', () => {
    expect(formatPostDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatPostDate('2024-12-02')).toBe('December 2, 2024');
  });
});

describe('mail links', () => {
  it('percent-encodes subject and body so user text cannot add headers or parameters', () => {
    const href = mailto(EMAILS.hello, { subject: 'Hi & bye?', body: 'Line 1\nLine 2&cc=evil@example.com' });
    expect(href).toBe(
      'mailto:hello@fairstack.app?subject=Hi%20%26%20bye%3F&body=Line%201%0ALine%202%26cc%3Devil%40example.com',
    );
    expect(mailto(EMAILS.hello)).toBe('mailto:hello@fairstack.app');
  });

  it('names the currency of every amount of money among the benefits', () => {
    for (const b of BENEFITS) {
      for (const amount of b.text.match(/[^\s]*\d{1,3}(,\d{3})+[^\s]*/g) ?? []) expect(amount, b.title).toMatch(/^US\$/);
    }
  });

  it("'Apply Now' drafts to the careers address with the job title as subject", () => {
    expect(POSITIONS.map((p) => p.title)).toEqual([
      'Senior AI Ethics Engineer',
      'Full-Stack Developer',
      'Community Manager',
      'UX Designer',
    ]);
    expect(POSITIONS.every((p) => p.location === 'Remote' && p.type === 'Full-time')).toBe(true);
    const href = applyHref(POSITIONS[1]);
    expect(href.startsWith(`mailto:${EMAILS.careers}?`)).toBe(true);
    expect(decodeURIComponent(new URL(href).searchParams.get('subject')!)).toBe('Full-Stack Developer');
  });
});

describe('template gallery', () => {
  const server: TemplateCard[] = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    name: `T${i}`,
    description: '',
    category: 'Business',
    basePrice: '10.00',
    features: ['a', 'b', 'c', 'd'],
  }));

  it('shows the six spec fallbacks with their prices when the server has none', () => {
    const gallery = galleryTemplates([]);
    expect(gallery.map((t) => `${t.name} ${t.basePrice}`)).toEqual([
      'E-commerce Store 29.00',
      'Corporate Business 35.00',
      'Creative Portfolio 25.00',
      'Restaurant & Dining 40.00',
      'Tech Startup 50.00',
      'Healthcare & Medical 45.00',
    ]);
    expect(FALLBACK_TEMPLATES).toHaveLength(6);
  });

  it("shows the server's templates, at most six, with two features each", () => {
    const gallery = galleryTemplates(server);
    expect(gallery).toHaveLength(6);
    expect(gallery[0].name).toBe('T0');
    expect(gallery.every((t) => t.features.length === 2)).toBe(true);
  });
});

describe('landing showcase', () => {
  const app = (n: number): ShowcaseApp => ({ ...BUILT_IN_APPS[0], key: `app-${n}`, name: `App ${n}`, builtIn: false });

  it('shows the three built-in entries when nothing is published', () => {
    expect(landingShowcase([]).map((a) => a.key)).toEqual(BUILT_IN_APPS.map((a) => a.key));
  });

  it('puts published apps first and fills up with built-ins to at most six', () => {
    expect(landingShowcase([app(1), app(2)]).map((a) => a.key)).toEqual([
      'app-1',
      'app-2',
      ...BUILT_IN_APPS.map((a) => a.key),
    ]);
    const full = landingShowcase([1, 2, 3, 4, 5].map(app));
    expect(full).toHaveLength(6);
    expect(full[5].key).toBe(BUILT_IN_APPS[0].key);
    expect(landingShowcase([1, 2, 3, 4, 5, 6].map(app)).every((a) => !a.builtIn)).toBe(true);
  });

  it('formats ratings to one decimal within 0..5', () => {
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(9)).toBe('5.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });
});

describe('toolkit content', () => {
  it('has the spec energy table exactly', () => {
    expect(ENERGY_COLUMNS).toEqual(['Scenario', 'Est. kWh Δ', 'Cost Δ', 'Comfort Δ']);
    expect(ENERGY_SCENARIOS.map((s) => [s.scenario, s.kWhDelta, s.costDelta, s.comfortDelta])).toEqual([
      ['Current Baseline', '0', '$0', 'Baseline'],
      ['Optimize HVAC Schedule', '-2,400', '-$312/mo', '+2% satisfaction'],
      ['Dynamic Setpoint Control', '-1,800', '-$234/mo', '+1%'],
      ['Occupancy-Based Zones', '-3,200', '-$416/mo', '+3%'],
      ['Smart Lighting Integration', '-1,200', '-$156/mo', 'No change'],
      ['Combined Optimization', '-7,800', '-$1,014/mo', '+5%'],
    ]);
  });

  it('lists the four tools with their statuses and actions, and disables Coming Soon', () => {
    expect(TOOLS.map((t) => [t.name, t.status, t.action])).toEqual([
      ['Redactor', 'Live', 'Try Now'],
      ['Occupancy Insights', 'Demo', 'View Demo'],
      ['Energy Optimizer', 'Demo', 'View Demo'],
      ['Playbooks', 'Docs', 'View Documentation'],
    ]);
    expect(LANDING_TOOLS.map((t) => t.status)).toEqual(['Live', 'Demo', 'Beta', 'Coming Soon']);
    expect(isToolOpen('Coming Soon')).toBe(false);
    expect(isToolOpen('Beta')).toBe(true);
  });

  it('has three available playbooks with contents and one not yet available, without contents', () => {
    expect(PLAYBOOKS.filter(isPlaybookAvailable).map((p) => p.title)).toEqual([
      'POC in 30 Days',
      'On-Prem/Hybrid Architecture',
      'Privacy & Consent Patterns',
    ]);
    expect(PLAYBOOKS.filter(isPlaybookAvailable).every((p) => p.contents.length > 0)).toBe(true);
    expect(PLAYBOOKS.find((p) => !isPlaybookAvailable(p))?.title).toBe('Stakeholder Alignment Guide');
  });

  it('has three solutions, each with challenges, outcomes and metrics', () => {
    expect(SOLUTIONS.map((s) => s.title)).toEqual(['Smart Spaces', 'Human Enablement', 'Operational Transformation']);
    expect(SOLUTIONS.every((s) => s.painPoints.length && s.outcomes.length && s.metrics.length)).toBeTruthy();
  });
});

describe('legal and status pages', () => {
  it('privacy: last updated January 20, 2025 with six sections', () => {
    expect(PRIVACY_LAST_UPDATED).toBe('January 20, 2025');
    expect(PRIVACY_SECTIONS).toHaveLength(6);
  });

  it('terms: effective January 22, 2025 with eight sections, liability capped at 12 months of fees', () => {
    expect(TERMS_EFFECTIVE).toBe('January 22, 2025');
    expect(TERMS_SECTIONS).toHaveLength(8);
    expect(TERMS_SECTIONS.flatMap((s) => s.paragraphs).join(' ')).toContain('12 months');
  });

  it('status headline reflects the worst service', () => {
    expect(overallStatus([{ status: 'operational' }])).toBe('operational');
    expect(overallStatus([{ status: 'operational' }, { status: 'degraded' }])).toBe('degraded');
    expect(overallStatus([{ status: 'degraded' }, { status: 'down' }, { status: 'operational' }])).toBe('down');
  });

  it("incident states in the browser's schema equal the database's", () => {
    expect(INCIDENT_STATES).toEqual(INCIDENT_STATUSES);
  });
});

describe('app store search (docs/decisions/259)', () => {
  const app = (name: string, category: string, features: string[], description = ''): ShowcaseApp => ({
    ...BUILT_IN_APPS[0],
    key: `app-${name}`,
    name,
    category,
    features,
    description,
    builtIn: false,
  });
  const apps = [
    app('Rosa Bakery', 'Restaurant', ['Menu'], 'Sourdough and buns in Leeds'),
    app('Pinewood Physio', 'Healthcare', ['Online booking']),
    app('Lens & Light', 'Portfolio', ['Gallery'], 'Wedding photography'),
  ];
  const names = (q: string, category = '') => filterShowcase(apps, { q, category }).map((a) => a.name);

  it('keeps every app, in order, for an empty search', () => {
    expect(names('')).toEqual(['Rosa Bakery', 'Pinewood Physio', 'Lens & Light']);
    expect(names('   ')).toHaveLength(3);
  });

  it('finds every word, ignoring case, in the name, description, category or features', () => {
    expect(names('BAKERY')).toEqual(['Rosa Bakery']);
    expect(names('sourdough leeds')).toEqual(['Rosa Bakery']);
    expect(names('sourdough york')).toEqual([]);
    expect(names('healthcare')).toEqual(['Pinewood Physio']);
    expect(names('booking')).toEqual(['Pinewood Physio']);
    expect(names('wedding')).toEqual(['Lens & Light']);
  });

  it('narrows to one category, with or without words', () => {
    expect(names('', 'Portfolio')).toEqual(['Lens & Light']);
    expect(names('bakery', 'Portfolio')).toEqual([]);
    expect(names('', 'Education')).toEqual([]);
  });
});
