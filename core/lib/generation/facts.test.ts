import { describe, expect, it } from 'vitest';
import { businessFactsSchema, type BusinessFactsInput } from '../facts/schema';
import { normalizeSource } from '../sites/source.server';
import { primaryActionOf } from './actions';
import { buildBrief } from './brief';
import { composeContent, faqFromFacts } from './composer';
import { hoursRows, socialLabel, withoutMisplacedOfferings } from './facts-text';
import { INVITATION, PROFILES, SITE_KINDS } from './kinds';
import { buildSite } from './site';
import { unmadePromises } from './providers/fact-check';

const at = Date.UTC(2026, 10, 24);
const briefWith = (facts: BusinessFactsInput, businessType = 'Restaurant', description = 'A small place.') =>
  buildBrief({ name: 'Test Place', businessType, description, facts: businessFactsSchema.parse(facts), siteUrl: 'https://fairstack.example/sites/t/', generatedAt: at });

describe('what the generator says from the facts', () => {
  it('the main action follows what exists: booking, call, e-mail, offerings, contact, about', () => {
    const contact = { bookingUrl: 'https://book.example/t', phone: '0161 496 0000', email: 'hi@test.example' };
    expect(primaryActionOf(briefWith({ contact }))).toMatchObject({ kind: 'book', label: 'Book a table', href: 'https://book.example/t' });
    expect(primaryActionOf(briefWith({ contact }, 'Dental clinic'))).toMatchObject({ label: 'Book an appointment' });
    expect(primaryActionOf(briefWith({ contact: { ...contact, bookingUrl: undefined } }))).toMatchObject({ kind: 'call', href: 'tel:01614960000' });
    expect(primaryActionOf(briefWith({ contact: { email: 'hi@test.example' } }))).toMatchObject({ kind: 'email', label: 'E-mail us' });
    expect(primaryActionOf(briefWith({ offerings: [{ name: 'Soup' }] }))).toMatchObject({ kind: 'offerings', label: 'See the menu', href: '#menu' });
    expect(primaryActionOf(briefWith({ place: 'Leeds' }))).toMatchObject({ kind: 'contact', href: '#visit' });
    expect(primaryActionOf(briefWith({}))).toMatchObject({ kind: 'about', href: '#about' });
  });

  it('hours rows are the stated days only, in week order', () => {
    const facts = businessFactsSchema.parse({
      hours: { days: { sun: { status: 'closed' }, tue: { status: 'open', intervals: [{ open: '09:00', close: '12:00' }, { open: '13:00', close: '17:30' }] }, sat: { status: 'appointment' } } },
    });
    expect(hoursRows(facts.hours)).toEqual([
      { day: 'tue', name: 'Tuesday', text: '09:00 – 12:00, 13:00 – 17:30' },
      { day: 'sat', name: 'Saturday', text: 'By appointment' },
      { day: 'sun', name: 'Sunday', text: 'Closed' },
    ]);
    expect(hoursRows(undefined)).toEqual([]);
  });

  it("shows a service's hours under its own label, never as opening hours (docs/decisions/251)", () => {
    const food = { label: 'Food <served>', days: { wed: { status: 'open' as const, intervals: [{ open: '12:00', close: '21:00' }] } } };
    const page = (facts: BusinessFactsInput) => {
      const brief = briefWith(facts, 'Pub', 'A pub.');
      return String(buildSite(brief, composeContent(brief)).find((f) => f.path === 'index.html')!.body);
    };
    const only = page({ serviceHours: [food] });
    expect(only).toContain('<h2 id="hours-title" dir="auto">Hours</h2>');
    expect(only).not.toMatch(/Opening hours|When are you open/);
    // The label is the owner's text: escaped, and the table is named by it.
    expect(only).toContain('<h3 id="hours-service-0" class="hours-label" dir="auto">Food &lt;served&gt;</h3><table class="hours" aria-labelledby="hours-service-0">');
    expect(only).toContain('<th scope="row">Wednesday</th><td dir="auto">12:00 – 21:00</td>');
    expect(only).not.toContain('openingHoursSpecification');
    const both = page({ hours: { days: { wed: { status: 'open', intervals: [{ open: '11:00', close: '23:00' }] } } }, serviceHours: [food] });
    expect(both).toContain('>Opening hours</h2></div><table class="hours"><tbody><tr><th scope="row">Wednesday</th><td dir="auto">11:00 – 23:00</td>');
    expect(both).toContain('Food &lt;served&gt;</h3>');
    expect(both).toContain('"opens":"11:00","closes":"23:00"');
    expect(both).not.toContain('"opens":"12:00"');
  });

  it('stored facts from before service hours load with none (docs/decisions/251)', () => {
    expect(businessFactsSchema.parse({ hours: { days: { mon: { status: 'closed' } } } }).serviceHours).toEqual([]);
    expect(businessFactsSchema.safeParse({ serviceHours: [{ label: 'Kitchen', days: {} }] }).success).toBe(false);
    expect(businessFactsSchema.safeParse({ serviceHours: [{ label: ' ', days: { mon: { status: 'closed' } } }] }).success).toBe(false);
  });

  it('answers questions only from the facts, and asks none with fewer than two answers', () => {
    expect(faqFromFacts(briefWith({ offerings: [{ name: 'Soup' }] }))).toBeUndefined();
    const faq = faqFromFacts(briefWith({ offerings: [{ name: 'Soup' }, { name: 'Bread' }], contact: { phone: '0161 496 0000', address: '1 Mill Lane, Leeds' } }))!;
    expect(faq).toEqual([
      { question: 'What is on the menu?', answer: 'Soup and Bread.' },
      { question: 'Where are you?', answer: '1 Mill Lane, Leeds' },
      { question: 'How can I reach you?', answer: 'By phone on 0161 496 0000.' },
    ]);
  });

  it('never turns people or places into offerings', () => {
    const facts = businessFactsSchema.parse({
      offerings: [{ name: 'Cleanings' }, { name: 'Dr. Maria Lopez' }, { name: 'Oregon' }, { name: 'Salem' }, { name: 'Portland walking tours' }],
      people: [{ name: 'Dr. Maria Lopez', role: 'Dentist' }],
      place: 'Salem, Oregon',
    });
    expect(withoutMisplacedOfferings(facts).offerings.map((o) => o.name)).toEqual(['Cleanings', 'Portland walking tours']);
    expect(briefWith(facts).facts.offerings.map((o) => o.name)).toEqual(['Cleanings', 'Portland walking tours']);
  });

  it('names social networks and falls back to the host name', () => {
    expect(socialLabel('https://www.instagram.com/x')).toBe('Instagram');
    expect(socialLabel('https://x.com/x')).toBe('X');
    expect(socialLabel('https://bsky.app/profile/x')).toBe('bsky.app');
  });

  it('the kinds\' general words state nothing checkable: no digits, times, prices, days or promises of speed', () => {
    for (const kind of SITE_KINDS) {
      const words = JSON.stringify(PROFILES[kind], (_k, v) => (typeof v === 'function' ? v('Name') : v));
      expect(words, kind).not.toMatch(/\d|\$|€|£|monday|tuesday|wednesday|thursday|friday|saturday|sunday|within|free|guarantee|encrypted|always|every day|refund|return/i);
      // Nor generic claims a business could be held to (docs/decisions/241): quality, trust, reachability, staff.
      expect(words, kind).not.toMatch(/quality|trust|rely on|count on|good hands|any ?time|directly|deliver|satisf|made to last|teachers|practitioner|experts?\b|award|best\b/i);
      // Nor a quality, outcome, way of working, staff, history or value the owner did not state (docs/decisions/244).
      expect(words, kind).not.toMatch(
        /good (?:food|work|care|company)|with care|with a smile|warm welcome|people who|dependabl|properly|lasting|progress|remember|feel better|confiden|every message|honest|craft|unhurried|practical|useful|simpler|we agree|what was agreed|plain (?:words|language)|partner|cares? about|we believe|we started|started with|proud|you will love|loved|enjoy|encourag|patience|friendly|careful|attention to detail/i,
      );
      expect(unmadePromises(words, ''), kind).toEqual([]);
    }
  });

  it('leads with the whole first sentence, never cut after a title', () => {
    const people = [{ name: 'Dr. Maria Lopez' }, { name: 'Dr. James Chen' }];
    const brief = briefWith({ people }, 'Dental clinic', 'Family dental practice in Salem run by Dr. Maria Lopez and Dr. James Chen. We see children and adults.');
    expect(composeContent(brief).heroText).toBe('Family dental practice in Salem run by Dr. Maria Lopez and Dr. James Chen.');
  });

  it('the prose never contradicts the confirmed facts: sentences stating a corrected phone, time or person are left out', () => {
    const description =
      'Corner bakery in Leeds baking rye and sourdough.\nCall 0113 496 0000 to order. Open Monday to Friday 7am to 3pm. Dr. Ann Reed bakes our rye. Everything is made by hand.';
    const facts: Parameters<typeof briefWith>[0] = {
      contact: { phone: '0113 496 0999' },
      hours: { days: { mon: { status: 'open', intervals: [{ open: '08:00', close: '15:00' }] } } },
    };
    const brief = briefWith(facts, 'Bakery', description);
    const pages = buildSite(brief, composeContent(brief))
      .filter((f) => f.path.endsWith('.html'))
      .map((f) => f.body as string)
      .join('\n');
    expect(pages).toContain('0113 496 0999');
    expect(pages).not.toContain('0113 496 0000');
    expect(pages).not.toMatch(/7am|Ann Reed/);
    expect(pages).toContain('Everything is made by hand.');
    expect(pages).toContain('Corner bakery in Leeds baking rye and sourdough.');
  });

  it('the prose never contradicts a corrected place, address, person or price (docs/decisions/142)', () => {
    const description =
      'Physio clinic in Oakville run by Priya Shah. Find us at 220 Lakeshore Rd E, Oakville, ON L6J 1H8. Prices: assessment $90, follow-up $70. We treat sports injuries.';
    const facts: Parameters<typeof briefWith>[0] = {
      place: 'Burlington',
      people: [{ name: 'Priya Shaw' }],
      contact: { address: '5 Brant St, Burlington, ON L7R 2E9' },
      offerings: [{ name: 'Assessment', price: '$95' }, { name: 'Follow-up', price: '$70' }],
    };
    const brief = briefWith(facts, 'Physiotherapy clinic', description);
    const pages = buildSite(brief, composeContent(brief))
      .filter((f) => f.path.endsWith('.html'))
      .map((f) => f.body as string)
      .join('\n');
    expect(pages).not.toMatch(/Oakville|Priya Shah\b|Lakeshore|\$90/);
    expect(pages).toContain('We treat sports injuries.');
    // An offering the owner removed takes its sentence with it.
    const removed = briefWith({ offerings: [{ name: 'Rye' }, { name: 'Sourdough' }] }, 'Bakery', 'Corner bakery. We bake rye, sourdough and bagels. Come early.');
    expect(composeContent(removed).about.paragraphs.join(' ')).not.toMatch(/bagels/);
    // Facts without a place leave a sentence naming one: only another place contradicts it.
    const unplaced = briefWith({}, 'Bakery', 'Corner bakery in Leeds. Rye and sourdough.');
    expect(composeContent(unplaced).heroText).toBe('Corner bakery in Leeds.');
  });

  it('invites questions only when the site gives a way to reach the business (docs/decisions/255)', () => {
    const visible = (facts: BusinessFactsInput, businessType: string) => {
      const brief = briefWith(facts, businessType, '');
      return buildSite(brief, composeContent(brief))
        .filter((f) => f.path.endsWith('.html'))
        .map((f) => String(f.body).replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '))
        .join(' ');
    };
    for (const type of ['Bakery', 'Dental clinic', 'Gift shop', 'Photographer', 'SaaS startup', 'Consulting firm', 'Tutoring', 'Dog walker']) {
      for (const facts of [{}, { place: 'Leeds' }, { offerings: [{ name: 'Soup' }] }]) {
        expect(visible(facts, type), `${type} ${JSON.stringify(facts)}`).not.toMatch(INVITATION);
      }
      // Any way to reach the business brings the invitations back.
      expect(visible({ contact: { phone: '0113 496 0000' } }, type), type).toMatch(INVITATION);
      expect(visible({ social: ['https://www.instagram.com/x'] }, type), type).toMatch(INVITATION);
    }
  });

  it('the whole site of a business without facts states none: no menu, hours, contact or prices', () => {
    const brief = briefWith({}, 'Restaurant', '');
    const page = buildSite(brief, composeContent(brief)).find((f) => f.path === 'index.html')!.body as string;
    expect(page).not.toMatch(/id="(menu|hours|visit|team|good-to-know)"|mailto:|tel:|<table|Book a table/);
  });
});

describe('stored versions from before the facts', () => {
  it('stay readable: invented items, hours and plans are dropped, facts come from the description', () => {
    const old = {
      brief: { ...buildBrief({ name: 'Old Bakery', businessType: 'Restaurant', description: 'Rye bread and buns. Write to old@bakery.example.', siteUrl: 'https://f.example/sites/o/', generatedAt: at }), facts: undefined, email: 'owner@signin.example' },
      content: {
        ...composeContent(briefWith({})),
        offerings: { heading: 'Menu', intro: 'Our food.', items: [{ name: 'Seasonal starters', text: 'Fresh.' }] },
        hours: [{ days: 'Monday', time: 'Closed' }],
        pricing: [{ name: 'Pro', price: '$19', text: 'x', features: ['y'] }],
      },
    };
    const source = normalizeSource(JSON.parse(JSON.stringify(old)))!;
    expect(source.content.offerings).toEqual({ heading: 'Menu', intro: 'Our food.' });
    expect(source.content).not.toHaveProperty('hours');
    expect(source.content).not.toHaveProperty('pricing');
    expect(source.brief.facts.contact.email).toBe('old@bakery.example');
    const page = buildSite(source.brief, source.content).find((f) => f.path === 'index.html')!.body as string;
    expect(page).not.toContain('owner@signin.example');
    expect(page).not.toContain('Seasonal starters');
    expect(normalizeSource({ brief: {}, content: { tagline: 1 } })).toBeNull();
  });
});
