import { describe, expect, it } from 'vitest';
import { businessFactsSchema } from '../../facts/schema';
import { buildBrief } from '../brief';
import { confirmedDescription, uncheckedFacts } from './fact-check';

const briefInput = {
  name: 'Brightsmile Dental',
  businessType: 'Dental clinic',
  description: 'Family dentistry in Salem.',
  requirements: 'Keep it calm and friendly. Never mention our old address on Elm Road.',
  facts: businessFactsSchema.parse({
    offerings: [{ name: 'Check-up', price: '$85' }, { name: 'Whitening', price: 'from €1,200.50' }, { name: 'Cleaning' }],
    hours: {
      days: {
        mon: { status: 'open', intervals: [{ open: '08:00', close: '17:00' }] },
        tue: { status: 'open', intervals: [{ open: '08:00', close: '12:30' }, { open: '13:30', close: '17:00' }] },
        sat: { status: 'appointment' },
        sun: { status: 'closed' },
      },
    },
    contact: { email: 'team@brightsmile.example', phone: '(503) 555-0142', address: '40 Court Street NE, Salem, OR 97301' },
    people: [{ name: 'Dr. Maria Lopez', role: 'Dentist' }, { name: 'James Chen' }],
    place: 'Salem, Oregon',
  }),
  siteUrl: 'https://fairstack.example/sites/brightsmile/',
  generatedAt: Date.UTC(2026, 10, 24),
};
const brief = buildBrief(briefInput);

const check = (text: string) => uncheckedFacts({ heroText: text }, brief);

describe('the AI answer checker', () => {
  it('accepts words that state only the facts, in the ways people write them', () => {
    for (const text of [
      'Gentle family dentistry in Salem, Oregon.',
      'Call us on (503) 555-0142 or write to Team@Brightsmile.example.',
      'Call +1 503 555 0142 any time we are open.',
      'A check-up is $85; whitening starts from €1,200.50.',
      'Open Monday 8am to 5pm, and on Tuesday from 08:00 until 12:30 and 1:30 pm – 5 p.m.',
      'Saturdays by appointment; closed on Sunday.',
      'Dr. Lopez and James Chen look forward to meeting you.',
      'Meet Dr. Maria Lopez, our dentist.',
      'Find us at 40 Court Street NE, Salem, OR 97301.',
      'We keep things calm.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it('refuses phone numbers, e-mails, prices, times, days and names the facts do not hold', () => {
    const cases: [string, string][] = [
      ['Call 555-867-5309 today.', 'the phone number "555-867-5309"'],
      ['Call us on +44 20 7946 0958.', 'the phone number "+44 20 7946 0958"'],
      ['Write to bookings@brightsmile.example.', 'the e-mail address "bookings@brightsmile.example"'],
      ['Whitening for just $99.', 'the price or amount "$99"'],
      ['A cleaning costs 60 EUR.', 'the price or amount "60 EUR"'],
      ['Members save 20% on every visit.', 'the price or amount "20%"'],
      ['Doors open at 9:00 sharp.', 'the time "9:00"'],
      ['We close at 6pm.', 'the time "6pm"'],
      ['Late opening until midnight.', 'the time "midnight"'],
      ['Emergency line 24/7.', 'the hours "24/7"'],
      ['We answer within 48 hours.', 'the hours "48 hours"'],
      ['Open on Wednesdays too.', 'the day "Wednesdays"'],
      ['Dr. Alan Grant will see you.', 'the name "Alan Grant"'],
      ['Our hygienist, Mrs. Patel, is lovely.', 'the name "Patel"'],
      ['Founded by Peter Novak in the old town.', 'the name "Peter Novak"'],
      ['Meet Sarah Johnson, our receptionist.', 'the name "Sarah Johnson"'],
    ];
    for (const [text, problem] of cases) expect(check(text), text).toContain(problem);
  });

  it('refuses promises the owner did not make: allergens, parking, awards, years, guarantees', () => {
    for (const text of [
      'Allergens always shown.',
      'Free parking behind the building.',
      'Award-winning care.',
      'Since 1998, three generations of smiles.',
      'Satisfaction guaranteed.',
      'Same-day appointments.',
      'Fully insured and certified.',
      // A manner, speed, late opening or delivery is a claim too (docs/decisions/255).
      'We keep things calm and friendly.',
      'Fast, speedy service.',
      'Open late on Fridays.',
      'We deliver across town.',
    ]) {
      expect(check(text).join(' '), text).toMatch(/a promise the owner did not make/);
    }
    // The owner's own words allow the same kind of promise.
    const said = buildBrief({ ...briefInput, description: 'Family-run since 1998, with free parking.' });
    expect(uncheckedFacts({ heroText: 'Family-run since 1998. Free parking on site.' }, said)).toEqual([]);
  });

  it('refuses an answer that quotes the private requirements, in any field and letter case', () => {
    const problems = uncheckedFacts({ about: { paragraphs: ['Hello. NEVER MENTION OUR OLD ADDRESS ON ELM ROAD.'] } }, brief);
    expect(problems).toEqual(['the private requirement "Never mention our old address on Elm Road."']);
  });

  it('refuses every hour and price when the facts have none', () => {
    const bare = buildBrief({ name: 'Bare Co', businessType: 'Other', description: '', siteUrl: 'https://fairstack.example/sites/bare/', generatedAt: 0 });
    expect(uncheckedFacts({ a: 'Open daily 10:00 – 18:00, from £5.' }, bare)).toEqual(['the price or amount "£5"', 'the time "10:00"', 'the time "18:00"']);
  });
});

describe('the models are not told what the owner corrected (docs/decisions/142)', () => {
  it('sends the description without the sentences the confirmed facts contradict', async () => {
    const { buildMessages } = await import('./ai-json');
    const { buildSectionMessages } = await import('./ai-section');
    const { composeContent } = await import('../composer');
    const corrected = buildBrief({
      name: 'Lakeshore Physio',
      businessType: 'Physiotherapy clinic',
      description: 'Physio clinic in Oakville run by Priya Shah. We treat sports injuries.',
      facts: businessFactsSchema.parse({ place: 'Burlington', people: [{ name: 'Priya Shaw' }] }),
      siteUrl: 'https://fairstack.example/sites/p/',
      generatedAt: 0,
    });
    const prompts = [buildMessages(corrected), buildSectionMessages(corrected, composeContent(corrected), 'hero')].flat();
    const user = prompts.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
    expect(user).toContain('We treat sports injuries.');
    expect(user).not.toMatch(/Oakville|Priya Shah\b/);
  });
});

describe('the quoted description and corrected facts (docs/decisions/240)', () => {
  const quote = (description: string, facts: object) =>
    confirmedDescription(buildBrief({ name: 'Hill Farm Kitchen', businessType: 'Cafe', description, facts: businessFactsSchema.parse(facts), siteUrl: 'https://fairstack.example/sites/h/', generatedAt: 0 }));

  it('leaves out a sentence naming a first name the corrected people do not hold', () => {
    const text = 'A farm café run by Ros and Dai. Ring Ros to book a table. We bake every day.';
    expect(quote(text, { people: [{ name: 'Rhos' }, { name: 'Dai' }] })).toBe('We bake every day.');
    expect(quote(text, { people: [{ name: 'Ros' }, { name: 'Dai' }] })).toBe(text);
    // Facts naming nobody leave the sentences standing: nothing was corrected.
    expect(quote(text, {})).toBe(text);
  });

  it('leaves out a lower-case sentence whose place the owner corrected', () => {
    expect(quote('cosy little cafe in whitby! fresh scones daily', { place: 'Scarborough' })).toBe('fresh scones daily');
    expect(quote('cosy little cafe in whitby! fresh scones daily', { place: 'Whitby' })).toBe('cosy little cafe in whitby! fresh scones daily');
  });
});


describe('the quoted description and corrected facts (docs/decisions/241)', () => {
  const quote = (description: string, facts: object) =>
    confirmedDescription(buildBrief({ name: 'Spokes', businessType: 'Cafe', description, facts: businessFactsSchema.parse(facts), siteUrl: 'https://fairstack.example/sites/s/', generatedAt: 0 }));

  it('leaves out every sentence naming a relative the corrected people no longer hold, cued or not', () => {
    const text = "My husband Dev fixes bikes in the back. We bake cakes. That is when Dev does the repairs.";
    expect(quote(text, { people: [{ name: 'Devan' }] })).toBe('We bake cakes.');
    expect(quote(text, { people: [{ name: 'Dev' }] })).toBe(text);
  });

  it("leaves out sentences naming someone introduced with \"I'm\" or under a staff header whom the corrected people no longer hold", () => {
    const text = "Knife sharpening at markets. I'm Pete. Pete also grinds garden tools.";
    expect(quote(text, { people: [{ name: 'Peter Quayle' }] })).toBe('Knife sharpening at markets.');
    expect(quote(text, { people: [{ name: 'Pete' }] })).toBe(text);
    const staff = 'Tattoos by appointment. Artists: Inês (fine line) and Rui (blackwork).';
    expect(quote(staff, { people: [{ name: 'Inez', role: 'Fine line' }, { name: 'Rui', role: 'Blackwork' }] })).toBe('Tattoos by appointment.');
    expect(quote("I'm Available most weekends. We sharpen knives.", { people: [{ name: 'Pete' }] })).toBe("I'm Available most weekends. We sharpen knives.");
  });

  it('knows "Hosted by Anne & Pete" and "Contact Liz" as names too (docs/decisions/245)', () => {
    expect(quote('A cottage with a garden. Hosted by Anne & Pete.', { people: [{ name: 'Annie' }, { name: 'Pete' }] })).toBe('A cottage with a garden.');
    expect(quote('Toddler group. Contact Liz via the office.', { people: [{ name: 'Elizabeth' }] })).toBe('Toddler group.');
    expect(quote('Toddler group. Contact Liz via the office.', { people: [{ name: 'Liz' }] })).toBe('Toddler group. Contact Liz via the office.');
  });

  it('leaves out a sentence whose price or hours in words the owner corrected (docs/decisions/243)', () => {
    const text = 'First visit sixty pounds. Open Monday to Friday nine till half five. Parking at the back.';
    const weekdays = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, { status: 'open', intervals: [{ open: '09:00', close: '17:30' }] }]));
    expect(quote(text, { offerings: [{ name: 'First visit', price: '£65' }], hours: { days: weekdays } })).toBe(
      'Open Monday to Friday nine till half five. Parking at the back.',
    );
    const later = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, { status: 'open', intervals: [{ open: '10:00', close: '16:00' }] }]));
    expect(quote(text, { offerings: [{ name: 'First visit', price: '£60' }], hours: { days: later } })).toBe('First visit sixty pounds. Parking at the back.');
  });

  it('leaves out a sentence whose price in rupees, rand or naira the owner corrected', () => {
    const facts = { offerings: [{ name: 'Consultation', price: 'Rs. 450' }] };
    expect(quote('Consultation Rs. 500. We also do home visits.', facts)).toBe('We also do home visits.');
    expect(quote('Packages from R150 per head. Call us.', { offerings: [{ name: 'Packages', price: 'from R120 per head' }] })).toBe('Call us.');
    expect(quote('Consultation ₦15,000. Walk in.', { offerings: [{ name: 'Consultation', price: '₦12,000' }] })).toBe('Walk in.');
    expect(quote('Consultation Rs. 500. We also do home visits.', { offerings: [{ name: 'Consultation', price: 'Rs. 500' }] })).toBe('Consultation Rs. 500. We also do home visits.');
  });

  it('refuses environmental and ranking claims the owner did not make', () => {
    expect(uncheckedFacts({ about: 'An eco-friendly, top-rated bakery.' }, brief).join(' ')).toMatch(/environmental claim.*|ranking or reputation/);
  });

  it('leaves out a sentence whose German "Uhr" hours the owner corrected (docs/decisions/250)', () => {
    const days = { mon: { status: 'open', intervals: [{ open: '09:00', close: '18:00' }] } };
    expect(quote('Fahrräder. Öffnungszeiten: Mo 10–19 Uhr.', { hours: { days } })).toBe('Fahrräder.');
    const same = { mon: { status: 'open', intervals: [{ open: '10:00', close: '19:00' }] } };
    expect(quote('Fahrräder. Öffnungszeiten: Mo 10–19 Uhr.', { hours: { days: same } })).toBe('Fahrräder. Öffnungszeiten: Mo 10–19 Uhr.');
  });

  it('leaves out a sentence that is only a name the facts do not hold, when they give a place (docs/decisions/250)', () => {
    expect(quote('Real ale and pies. Cirencester.', { place: 'Tetbury' })).toBe('Real ale and pies.');
    expect(quote('Real ale and pies. Cirencester.', { place: 'Cirencester' })).toBe('Real ale and pies. Cirencester.');
    // Facts without a place leave it standing: nothing was corrected.
    expect(quote('Real ale and pies. Cirencester.', {})).toBe('Real ale and pies. Cirencester.');
  });
});


describe('the quoted description when the owner corrected a place or a person (docs/decisions/253)', () => {
  const quote = (description: string, facts: object) =>
    confirmedDescription(buildBrief({ name: 'Crag View', businessType: 'Holiday cottages', description, facts: businessFactsSchema.parse(facts), siteUrl: 'https://fairstack.example/sites/c/', generatedAt: 0 }));

  it('reads a name after a title or an initial as a name, not as a sentence start (docs/decisions/267)', () => {
    const text = 'Cottages with views. Host: Mrs. J. Braithwaite.';
    expect(quote(text, { people: [{ name: 'Mrs. J. Pemberton' }] })).toBe('Cottages with views.');
    expect(quote(text, { people: [{ name: 'Mrs. J. Braithwaite' }] })).toBe(text);
  });

  it('leaves out every sentence naming what the facts do not hold, in whatever form it names it', () => {
    const text = 'Stone cottages on the hillside above Grasmere. Sleeps four. Walks from the door #LakeDistrict. Bristol-based owners. Norwich’s first. Crag View has a garden.';
    expect(quote(text, { place: 'Ambleside' })).toBe('Sleeps four. Crag View has a garden.');
    // The place as the description states it: every sentence stays, whatever else it names.
    expect(quote(text, { place: 'Grasmere' })).toBe(text);
    // A person the owner respelt: the sentence naming the old spelling goes, without a cue.
    const people = 'Ruth Ellis runs the cottages. Ask about dogs. The welcome cake is baked by Ellis.';
    expect(quote(people, { people: [{ name: 'Ruth Ellys' }] })).toBe('Ask about dogs.');
    expect(quote(people, { people: [{ name: 'Ruth Ellis' }] })).toBe(people);
  });

  it('keeps the days, months and first words every sentence capitalises', () => {
    expect(quote('Lovely in June. I’m Available most weekends. Ring ahead at Christmas.', { place: 'Ambleside' })).toBe('Lovely in June. I’m Available most weekends. Ring ahead at Christmas.');
  });
});
