import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dev } from '../../../bench/facts/dev';
import { KINDS, scoreSet } from '../../../bench/facts/score';
import { extractFacts } from './extract';
import { businessFactsSchema, type DayHours } from './schema';

const facts = (text: string, name = '') => extractFacts(text, { name }).facts;
const open = (...spans: string[]): DayHours => ({
  status: 'open',
  intervals: spans.map((s) => {
    const [o, c] = s.split('-');
    return { open: o, close: c };
  }),
});

describe('extractFacts: hours', () => {
  it('reads the phrasings owners use, day by day', () => {
    expect(facts('Thursday through Monday, noon–9pm, closed midweek.').hours?.days).toEqual({
      thu: open('12:00-21:00'),
      fri: open('12:00-21:00'),
      sat: open('12:00-21:00'),
      sun: open('12:00-21:00'),
      mon: open('12:00-21:00'),
      tue: { status: 'closed' },
      wed: { status: 'closed' },
    });
    const everyDay = facts('Open 7 days a week 6:30–15:00.').hours?.days;
    expect(Object.values(everyDay ?? {})).toEqual(Array(7).fill(open('06:30-15:00')));
    expect(facts('Weekdays 9 to 5:30, Sat by appointment.').hours?.days).toMatchObject({
      mon: open('09:00-17:30'),
      fri: open('09:00-17:30'),
      sat: { status: 'appointment' },
    });
    expect(facts('Open Wednesday to Sunday 7am-2pm.').hours?.days).toEqual({
      wed: open('07:00-14:00'),
      thu: open('07:00-14:00'),
      fri: open('07:00-14:00'),
      sat: open('07:00-14:00'),
      sun: open('07:00-14:00'),
    });
    expect(facts('Hours: 8:00 to 17:00, Monday to Friday.').hours?.days).toMatchObject({ mon: open('08:00-17:00'), fri: open('08:00-17:00') });
    expect(facts('Mon–Fri 8.30am–6pm; Sat 9–1').hours?.days).toMatchObject({ tue: open('08:30-18:00'), sat: open('09:00-13:00') });
  });

  it('keeps days the text does not state absent, and splits a lunch break', () => {
    const days = facts('Monday–Friday 7am–6pm (closed 12–1 for lunch). Sun closed.').hours?.days ?? {};
    expect(days.wed).toEqual(open('07:00-12:00', '13:00-18:00'));
    expect(days.sun).toEqual({ status: 'closed' });
    expect(days.sat).toBeUndefined();
    // When food is served is no opening hours, but the food service's own (docs/decisions/251).
    const food = facts('Food served Wed–Sat 12–3 & 6–9, Sun 12–5.');
    expect(food.hours).toBeUndefined();
    expect(food.serviceHours).toEqual([{ label: 'Food served', days: expect.objectContaining({ fri: open('12:00-15:00', '18:00-21:00'), sun: open('12:00-17:00') }) }]);
    expect(facts('Open daily 10am–7pm except Sunday 11–5.').hours?.days).toMatchObject({ mon: open('10:00-19:00'), sun: open('11:00-17:00') });
  });

  it('states no hours where the description gives none, or gives them only for part of the year', () => {
    expect(facts('Sourdough bakery run by Ana Souza. We bake country loaves and rye crackers.').hours).toBeUndefined();
    expect(facts('Check-in 3pm–8pm. Happy hour 5–7pm weekdays.').hours).toBeUndefined();
    expect(facts('Check-in 3pm–8pm. Happy hour 5–7pm weekdays.').serviceHours.map((s) => s.label)).toEqual(['Happy hour']);
    const seasonal = extractFacts('Summer: Mon–Sun 9am–9pm. Winter: weekends only 10–4.');
    expect(seasonal.facts.hours).toBeUndefined();
    expect(seasonal.notes.join(' ')).toMatch(/season/);
    expect(facts('Studio visits by appointment only.').hours).toEqual({ days: {}, appointmentOnly: true });
    expect(facts('Holiday clubs for ages 5-11, Monday to Friday. Sizes 8-16 on Saturdays.').hours).toBeUndefined();
  });
});

describe('extractFacts: service hours (docs/decisions/251)', () => {
  const labelled = (text: string, name?: string) => {
    const f = extractFacts(text, { name }).facts;
    return { opening: f.hours?.days, services: Object.fromEntries(f.serviceHours.map((s) => [s.label, s.days])) };
  };

  it("reads a service's hours under the owner's word for it, beside the opening hours", () => {
    const pub = labelled('Open 11am–11pm Monday to Saturday. Food served 12–2.30 and 6–9, Tuesday to Sunday.');
    expect(pub.opening).toMatchObject({ mon: open('11:00-23:00'), sat: open('11:00-23:00') });
    expect(pub.opening?.sun).toBeUndefined();
    expect(pub.services['Food served']).toMatchObject({ tue: open('12:00-14:30', '18:00-21:00'), sun: open('12:00-14:30', '18:00-21:00') });
    expect(labelled('Kitchen open Wed–Sun 5–9pm.').services).toEqual({ Kitchen: expect.objectContaining({ wed: open('17:00-21:00') }) });
    expect(labelled('Breakfast is served 7.30–9 on weekdays and 8–10 at weekends.').services['Breakfast served']).toMatchObject({
      mon: open('07:30-09:00'),
      sun: open('08:00-10:00'),
    });
    expect(labelled('Phone lines are open Monday to Friday 9am–5pm.').services['Phone lines']).toMatchObject({ fri: open('09:00-17:00') });
    expect(labelled('Deliveries Mon–Fri 6–10am. Our shop is open Saturdays 8–1.')).toMatchObject({
      opening: { sat: open('08:00-13:00') },
      services: { Deliveries: expect.objectContaining({ mon: open('06:00-10:00') }) },
    });
  });

  it('splits a clause of service hours from the opening hours before it, and joins a meal after a service to it', () => {
    const gym = labelled('Open 24/7 for members, with staffed hours Mon–Fri 10am–2pm.');
    expect(gym.opening?.wed).toEqual(open('00:00-24:00'));
    expect(gym.services['Staffed hours']).toMatchObject({ wed: open('10:00-14:00') });
    const pub = labelled('Food served 12–2:30 and 6–9, Monday to Saturday; Sunday lunch 12–4.');
    expect(pub.opening).toBeUndefined();
    expect(pub.services['Food served']).toMatchObject({ sat: open('12:00-14:30', '18:00-21:00'), sun: open('12:00-16:00') });
    // A meal after a service of one meal, or on days the service already has, is a service of its own.
    expect(labelled('Dinner served 6.30–9pm every night; Sunday lunch 12–2.30.').services).toMatchObject({
      'Dinner served': { sun: open('18:30-21:00') },
      'Sunday lunch': { sun: open('12:00-14:30') },
    });
    expect(labelled('Claims: our helpline is open 8am–8pm, Monday to Saturday.')).toMatchObject({ opening: undefined, services: { Helpline: { sat: open('08:00-20:00') } } });
  });

  it('reads no service in the business name or a dish, and office or surgery hours as opening hours unless others are stated', () => {
    expect(labelled('Sunday Kitchen is open Thursday to Saturday, 6pm–10pm.', 'Sunday Kitchen')).toMatchObject({ opening: { thu: open('18:00-22:00') }, services: {} });
    expect(labelled('Breakfast pho £9, lunch box £7.50. We open 11–10 daily.')).toMatchObject({ opening: { mon: open('11:00-22:00') }, services: {} });
    expect(labelled('Surgery hours: Monday to Friday 8am–6.30pm.')).toMatchObject({ opening: { mon: open('08:00-18:30') }, services: {} });
    expect(labelled('Office hours 9am–5pm weekdays.')).toMatchObject({ opening: { mon: open('09:00-17:00') }, services: {} });
    expect(labelled('Reception open daily 8am–8pm. Surgery hours Mon–Fri 9–11.').services['Surgery hours']).toMatchObject({ mon: open('09:00-11:00') });
    expect(labelled('The site office is open 9–12 Monday to Saturday.')).toMatchObject({ opening: undefined, services: { 'Site office': expect.objectContaining({ sat: open('09:00-12:00') }) } });
  });
});

describe('extractFacts: offerings', () => {
  it('reads lists after offering verbs and headers, and bullet lines', () => {
    expect(facts('We bake country loaves, cardamom buns and rye crackers.').offerings.map((o) => o.name)).toEqual([
      'Country loaves',
      'Cardamom buns',
      'Rye crackers',
    ]);
    expect(facts('Services: rewiring, fuse box upgrades, lighting, EICR reports.').offerings).toHaveLength(4);
    expect(facts('We serve:\n- espresso drinks\n- cold brew\n- breakfast burritos').offerings.map((o) => o.name)).toEqual([
      'Espresso drinks',
      'Cold brew',
      'Breakfast burritos',
    ]);
  });

  it('keeps prices with their names', () => {
    expect(facts('Haircut $30, beard trim $15, hot towel shave $35.').offerings).toEqual([
      { name: 'Haircut', price: '$30' },
      { name: 'Beard trim', price: '$15' },
      { name: 'Hot towel shave', price: '$35' },
    ]);
    expect(facts('Custom cakes start at $65, cupcakes $36/dozen.').offerings[0]).toEqual({ name: 'Custom cakes', price: 'from $65' });
    expect(facts('Our shop sells mugs ($38), pasta bowls ($46) and bud vases.').offerings).toEqual([
      { name: 'Mugs', price: '$38' },
      { name: 'Pasta bowls', price: '$46' },
      { name: 'Bud vases' },
    ]);
  });

  it('never lists places, people, streets or contact words as offerings', () => {
    const restaurant = facts(
      "Rosa's Cantina is a Mexican restaurant on Alder Street in Tucson, Arizona, owned by Rosa Delgado and her brother Luis Delgado. We serve tacos, chicken mole and churros. Call 520.555.0199 or stop by 412 E Alder Street.",
      "Rosa's Cantina",
    );
    expect(restaurant.offerings.map((o) => o.name)).toEqual(['Tacos', 'Chicken mole', 'Churros']);
    const cleaning = facts('Sparkle Cleaning Services, Cincinnati, Ohio. Services: deep cleans, move-out cleaning and carpet shampooing. Contact us today!');
    expect(cleaning.offerings.map((o) => o.name)).toEqual(['Deep cleans', 'Move-out cleaning', 'Carpet shampooing']);
    const dental = facts('Family dental practice in Cedar Rapids, Iowa. Dr. Maria Lopez and Dr. James Park offer check-ups, fillings and crowns.');
    expect(dental.offerings.map((o) => o.name)).toEqual(['Check-ups', 'Fillings', 'Crowns']);
    expect(facts('Kindred Osteopathy supports new mothers, desk workers and athletes. We accept cash, cards and Apple Pay.').offerings).toEqual([]);
  });
});

describe('extractFacts: contact, people and place', () => {
  it('reads phones, e-mails, addresses and links', () => {
    const f = facts(
      'Call (773) 555-0187 or +44 117 496 0321. hello@Bakery.example. 2217 W Belmont Ave, Chicago, IL 60618. Book at https://example.com/book. Instagram: instagram.com/bakery',
    );
    expect(f.contact).toEqual({
      phone: '(773) 555-0187',
      email: 'hello@bakery.example',
      address: '2217 W Belmont Ave, Chicago, IL 60618',
      bookingUrl: 'https://example.com/book',
    });
    expect(f.social).toEqual(['https://instagram.com/bakery']);
    expect(facts('Open 8.30–17.30, since 1998, prices from £24.99.').contact.phone).toBeUndefined();
    expect(extractFacts('Docs at https://shipfast.dev/docs.').facts.contact.bookingUrl).toBeUndefined();
  });

  it('reads people with titles and roles, and not business names that look like people', () => {
    expect(facts('Dr. Maria Lopez and Dr. James Park see patients. Owner Tom Reilly. Our head chef, Priya Nair, cooks.').people).toEqual([
      { name: 'Tom Reilly', role: 'Owner' },
      { name: 'Priya Nair', role: 'Head chef' },
      { name: 'Dr. Maria Lopez' },
      { name: 'Dr. James Park' },
    ]);
    expect(facts('Partners: Emma Hartley and David Wong.').people).toEqual([
      { name: 'Emma Hartley', role: 'Partner' },
      { name: 'David Wong', role: 'Partner' },
    ]);
    expect(facts('Family owned since 1992 by Frank and Joe Russo.').people.map((p) => p.name)).toEqual(['Frank Russo', 'Joe Russo']);
    expect(facts("Dr. Bean's Coffee on St. John St. in Savannah. Mrs Mop Domestic Cleaning.").people).toEqual([]);
  });

  it('reads the place where the text states it', () => {
    expect(facts('Sourdough bakery in Portland, Oregon run by Ana Souza.').place).toBe('Portland, Oregon');
    expect(facts('Reliable Plumbing serves Leeds and Bradford.').place).toBe('Leeds and Bradford');
    expect(facts('We teach Spanish and French in small groups.').place).toBeUndefined();
  });
});

describe('extractFacts: safety', () => {
  it('always returns facts the shared schema accepts, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const { facts: f } = extractFacts(text);
        expect(businessFactsSchema.safeParse(f).success).toBe(true);
      }),
      { numRuns: 300 },
    );
    const long = `${'Open Mon–Fri 9–5, call 0117 496 0321. '.repeat(2000)}We serve tea, cake and toast.`;
    expect(businessFactsSchema.safeParse(extractFacts(long).facts).success).toBe(true);
  });
});

describe('fact suite, dev set (the held-out set is scored by npm run bench:facts)', () => {
  it('keeps precision at or above 0.95 for every kind of fact', () => {
    const score = scoreSet(dev, extractFacts);
    for (const kind of KINDS) {
      const precision = score.kinds[kind].precision;
      expect({ kind, precision: precision === null || precision >= 0.95 }).toEqual({ kind, precision: true });
    }
    expect(score.kinds.hours.recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('extractFacts: notes for the owner', () => {
  it('keeps the owner’s exceptions as the hours note and notes what it did not use', () => {
    expect(facts('Surgery hours: Monday–Friday 08:00–18:30. Closed weekends and bank holidays.').hours?.note).toBe(
      'Closed weekends and bank holidays',
    );
    const { notes } = extractFacts('Follow @embercoffee. Open 9–5. Write to a@x.example or b@x.example.');
    expect(notes.join('\n')).toMatch(/@embercoffee/);
    expect(notes.join('\n')).toMatch(/Hours without days/);
    expect(notes.join('\n')).toMatch(/Several e-mail addresses/);
  });
});

describe('extractFacts: the third audit round (docs/decisions/142)', () => {
  it('gives each day set the range written before it when the ranges come first', () => {
    const days = facts('6.30am - 2.30pm weekdays, 7am - 3pm weekends.').hours?.days;
    expect(days?.mon).toEqual(open('06:30-14:30'));
    expect(days?.sat).toEqual(open('07:00-15:00'));
  });

  it('reads "DAYS until T" after a range as that range with a later close, never as the range itself', () => {
    expect(facts('Open 9am-5pm, Thursdays until 7pm.').hours?.days).toEqual({ thu: open('09:00-19:00') });
    expect(facts('Open 10am–10pm (Fri/Sat till 11pm).').hours?.days).toEqual({ fri: open('10:00-23:00'), sat: open('10:00-23:00') });
  });

  it('adds lunch and dinner hours together instead of replacing one with the other', () => {
    const days = facts('Lunch Wed–Sun 12–2.30pm.\nDinner Wed–Sat 5.30–10pm.').hours?.days;
    expect(days?.wed).toEqual(open('12:00-14:30', '17:30-22:00'));
    expect(days?.sun).toEqual(open('12:00-14:30'));
    // Without a meal word a later statement still replaces an earlier one.
    expect(facts('Open daily 10-7. Sunday 11-5.').hours?.days.sun).toEqual(open('11:00-17:00'));
  });

  it('reads decimal commas, country-lettered dollars and "per 30 min" as whole prices', () => {
    const offerings = facts('Menu:\n- Apfelstrudel €3,90\n- Kaisersemmel €0,60').offerings;
    expect(offerings.map((o) => o.price)).toEqual(['€3,90', '€0,60']);
    expect(facts('Memberships from NZ$15 a week.').offerings).toEqual([{ name: 'Memberships', price: 'from NZ$15 a week' }]);
    expect(facts('Prices: term lessons $38 per 30 min, trial lesson $20.').offerings[0]).toEqual({ name: 'Term lessons', price: '$38 per 30 min' });
  });

  it('reads the place after "in the heart of", "à", and after the business name alone', () => {
    expect(facts('A family trattoria in the heart of Edinburgh. The chef learnt in Puglia.').place).toBe('Edinburgh');
    expect(facts('Riverside Vets, Perth WA. Vaccinations and surgery.', 'Riverside Vets').place).toBe('Perth WA');
    expect(facts('Lunetterie Beaulieu, optométriste à Québec.').place).toBe('Québec');
  });

  it('never starts an offering with the verb that announced the list', () => {
    const read = extractFacts('Founded in 2005 by Sarah Lee, Lee Bakes makes sourdough, croissants and cakes.', { name: 'Lee Bakes' }).facts;
    expect(read.offerings.map((o) => o.name)).toEqual(['Sourdough', 'Croissants', 'Cakes']);
  });

  it('does not list the kind of business, and keeps "with" in a dish', () => {
    const read = extractFacts('Spoke & Chain — bike shop and workshop in Bristol', { name: 'Spoke & Chain', businessType: 'Bike shop' }).facts;
    expect(read.offerings).toEqual([]);
    expect(facts('Menu highlights: orecchiette with broccoli rabe, lasagne al forno, tiramisu.').offerings[0].name).toBe('Orecchiette with broccoli rabe');
  });
});

describe('extractFacts: the fourth audit round (docs/decisions/240)', () => {
  it('does not read a timetable of classes, sessions or events as opening hours', () => {
    // Lines under a timetable header.
    expect(facts('Riverbank Dance\nTimetable:\nTue 18:00–19:00 Salsa beginners\nFri 19:30–21:00 Bachata\nCall 0161 496 0000').hours).toBeUndefined();
    // One activity of the business, singled out.
    expect(facts('Toddler sessions Wednesdays 10–11:30am.').hours).toBeUndefined();
    expect(facts('Open Tue–Sun 9am–6pm. Guided tours Sat 2–3pm.').hours?.days).toEqual(
      Object.fromEntries(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, open('09:00-18:00')])),
    );
    // Any activity when the opening hours are stated apart.
    expect(facts('Weekday evening classes 6–8pm. The shop is open Saturdays 10–5.').hours?.days).toEqual({ sat: open('10:00-17:00') });
    expect(facts('Live comedy Fridays 8–11pm.').hours).toBeUndefined();
    // A class-only business's schedule is its hours.
    expect(facts('Classes Tuesday and Thursday 6–9pm.').hours?.days).toEqual({ tue: open('18:00-21:00'), thu: open('18:00-21:00') });
  });

  it('reads places written in lower case in a text written in lower case, never common words', () => {
    expect(facts('hey!! we are a little bakery in bristol. fresh bread every day').place).toBe('Bristol');
    expect(facts('dog walking around clifton, redland & cotham 🐕').place).toBe('Clifton, Redland & Cotham');
    expect(facts('based in the lake district. call me').place).toBe('the Lake District');
    expect(facts('all sizes in stock. keys cut in store while you wait').place).toBeUndefined();
    expect(facts('we meet in person, in the evenings.').place).toBeUndefined();
    // A capitalised text keeps its own capitals: lower-case words there are no place.
    expect(facts('Everything is made in house. We deliver in town.').place).toBeUndefined();
  });

  it('reads the place in "name, area, city", after "servicing the", with a qualifier, and an Irish county', () => {
    expect(facts('Oak & Ivy Florist, Jesmond, Newcastle.', 'Oak & Ivy Florist').place).toBe('Jesmond, Newcastle');
    expect(facts('Window cleaning servicing the Gold Coast.').place).toBe('Gold Coast');
    expect(facts('We deliver across mainland Europe.').place).toBe('mainland Europe');
    expect(facts('A surf school on Strandhill beach, Co. Sligo.').place).toBe('Co. Sligo');
    expect(facts('Laksa and satay @ Lau Pa Sat hawker centre.').place).toBe('Lau Pa Sat');
  });

  it('reads lower-case day names joined to another day, a time or "closed"', () => {
    expect(facts('open tue-sat 10-4, closed sun & mon').hours?.days).toEqual({
      tue: open('10:00-16:00'),
      wed: open('10:00-16:00'),
      thu: open('10:00-16:00'),
      fri: open('10:00-16:00'),
      sat: open('10:00-16:00'),
      sun: { status: 'closed' },
      mon: { status: 'closed' },
    });
    expect(facts('we sat down and had a chat on the sun deck').hours).toBeUndefined();
    expect(facts('Office hours 9–5 M–F.').hours?.days.fri).toEqual(open('09:00-17:00'));
  });

  it('splits a text written in lower case into sentences, and does not read the business itself as offerings', () => {
    expect(extractFacts('mobile barber visiting leeds, bradford & wakefield. fades, beard trims, hot towel shaves', { businessType: 'Barber' }).facts.offerings.map((o) => o.name)).toEqual([
      'Fades',
      'Beard trims',
      'Hot towel shaves',
    ]);
    expect(facts('Products: our own lamb, pork and honey.').offerings.map((o) => o.name)).toEqual(['Lamb', 'Pork', 'Honey']);
    expect(facts('Rugs, throws and cushions all handmade.').offerings.map((o) => o.name)).toEqual(['Rugs', 'Throws', 'Cushions']);
  });

  it('gives a day set every range written in a row before it, and reads "after-hours by appointment" as no more than that', () => {
    expect(facts('Breakfast 7–10:30, lunch 12–2:30, Wednesday to Saturday.').hours?.days.wed).toEqual(open('07:00-10:30', '12:00-14:30'));
    expect(facts('Consulting 9–5 weekdays; after-hours by appointment.').hours).toEqual({
      days: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, open('09:00-17:00')])),
      appointmentOnly: false,
    });
    expect(facts('Evenings by appointment.').hours?.appointmentOnly).not.toBe(true);
  });

  it('reads addresses with the number after the street, and a unit on a named street', () => {
    expect(facts('Find us at Kaiserstraße 12, 60311 Frankfurt.').contact.address).toBe('Kaiserstraße 12, 60311 Frankfurt');
    expect(facts('Workshop: Unit 9, Station Road, Hebden Bridge').contact.address).toBe('Unit 9, Station Road');
    expect(facts('We are open 9 to 5, 12 months a year.').contact.address).toBeUndefined();
    // A unit number with or without a comma after it is part of the address.
    expect(facts('Trade counter at Unit 5 Orbital Park, Ashford TN24 0GA. Open weekdays.').contact.address).toBe('Unit 5 Orbital Park, Ashford TN24 0GA');
    expect(facts('Unit 3, Mill Yard, Frome BA11 1PW').contact.address).toBe('Unit 3, Mill Yard, Frome BA11 1PW');
  });
});

describe('extractFacts: places and hours owners write in other ways (docs/decisions/241)', () => {
  it('reads a place after "from" in a trip or working clause, never a time, price, day or origin of goods', () => {
    expect(facts('Small-group day trips from Edinburgh to Loch Ness and Glencoe.').place).toBe('Edinburgh');
    expect(facts('We run safaris from Nairobi: Maasai Mara and Amboseli.').place).toBe('Nairobi');
    expect(facts('Sparky based out of Tauranga. Rewires and EV chargers.').place).toBe('Tauranga');
    for (const text of [
      'Tours from 9am daily, from £20 per person.',
      'Walks from Monday to Friday.',
      'Jumpers knitted from Shetland wool.',
      'Single-origin coffee from Ethiopia and Colombia.',
      'Tours nightly at 7pm from the Minster steps, adults £12.',
    ])
      expect(facts(text).place, text).toBeUndefined();
  });

  it('reads misspelt place words, and no ordinary word one letter away', () => {
    expect(facts('mobile nail tech coverng chelmsford, witham & braintree 💅 gel nails £25').place).toBe('Chelmsford, Witham & Braintree');
    expect(facts('Mobile hairdresser coverin Swindon and Wroughton.').place).toBe('Swindon and Wroughton');
    expect(facts('Family lasagne, six servings of Sunday roast.').place).toBeUndefined();
  });

  it('ends a lower-case place list where another list begins', () => {
    expect(facts('plumbr in cardif, blocked drains, boiler repare, leaking taps').place).toBe('Cardif');
    expect(facts('covering bath, keynsham and the chew valley').place).toBe('Bath, Keynsham and the Chew Valley');
  });

  it('reads the business name, a place and a dash; not a company suffix', () => {
    expect(facts('Sharma Sweets, Lajpat Nagar, Delhi — since 1978. Samosa ₹15.', 'Sharma Sweets').place).toBe('Lajpat Nagar, Delhi');
    expect(facts('Ink & Iron Tattoo, Leeds. Walk-ins Saturdays.', 'Ink & Iron').place).toBe('Leeds');
    expect(facts('Carter Legal Group, PLLC — estate planning.', 'Carter Legal Group').place).toBeUndefined();
  });

  it('reads no hours for a business open only part of the year, wherever the season is said', () => {
    expect(facts('Ice cream kiosk, summer only (Easter to end of October). 11am-6pm daily.').hours).toBeUndefined();
    expect(facts('Open 10-5 daily. We serve a summer menu of salads.').hours?.days.mon).toEqual(open('10:00-17:00'));
  });

  it('closes the days after "except" when the range follows them after a comma', () => {
    expect(facts('Open all week except Monday and Tuesday, 10–4.').hours?.days).toEqual({
      mon: { status: 'closed' },
      tue: { status: 'closed' },
      wed: open('10:00-16:00'),
      thu: open('10:00-16:00'),
      fri: open('10:00-16:00'),
      sat: open('10:00-16:00'),
      sun: open('10:00-16:00'),
    });
  });

  it('makes one day by appointment, not the whole business', () => {
    const hours = facts('Weekdays 8am–4pm; Saturdays by appointment only.').hours;
    expect(hours?.appointmentOnly).toBe(false);
    expect(hours?.days.sat).toEqual({ status: 'appointment' });
    expect(facts('By appointment only.').hours?.appointmentOnly).toBe(true);
  });

  it('reads "usually" and "shut at" as part of the hours', () => {
    expect(facts("We're open Wednesday to Sunday, usually 9 till 4 but we shut at 2 on Sundays.").hours?.days).toEqual({
      wed: open('09:00-16:00'),
      thu: open('09:00-16:00'),
      fri: open('09:00-16:00'),
      sat: open('09:00-16:00'),
      sun: open('09:00-14:00'),
    });
  });
});

describe('extractFacts: prices and people owners write in other ways (docs/decisions/241)', () => {
  it('reads prices in rupees, rand, yen, naira and francs, with their sign, unit and tax', () => {
    const items = (text: string) => facts(text).offerings.map((o) => [o.name, o.price]);
    expect(items('Consultation Rs. 500, follow-up Rs. 300, home visit Rs. 1,200.')).toEqual([
      ['Consultation', 'Rs. 500'],
      ['Follow-up', 'Rs. 300'],
      ['Home visit', 'Rs. 1,200'],
    ]);
    expect(items('Omakase ¥8,800, lunch set ¥1,500.')).toEqual([
      ['Omakase', '¥8,800'],
      ['Lunch set', '¥1,500'],
    ]);
    expect(items('Basic service CHF 89, e-bike service CHF 129.')).toEqual([
      ['Basic service', 'CHF 89'],
      ['E-bike service', 'CHF 129'],
    ]);
    expect(items('Haircuts: men £18, OAP £14, skin fade +£3.')).toContainEqual(['Skin fade', '+£3']);
    expect(items('Patios £2,000–£6,000, turfing £8-12 per m², hedge trimming from £40.')).toContainEqual(['Turfing', '£8-12 per m²']);
    expect(items('Services: VAT returns, payroll. Fixed monthly fees from £95 + VAT.')).toContainEqual(['Fixed monthly fees', 'from £95 + VAT']);
    expect(items('Two scoops £3.50, sundaes from £5.')).toContainEqual(['Two scoops', '£3.50']);
    expect(items('Four guest rooms from £110 per night, breakfast £12.')).toContainEqual(['Guest rooms', 'from £110 per night']);
  });

  it('reads a titled owner before a possessive, and staff whose styles are in brackets', () => {
    expect(facts("Dr. Meera Nair's physiotherapy clinic, Kadavanthra, Kochi.").people).toEqual([{ name: 'Dr. Meera Nair' }]);
    expect(facts("Dr. Meera Nair's physiotherapy clinic, Kadavanthra, Kochi.").offerings).toEqual([]);
    expect(facts('Artists: Jade Cole (fine line), Marco Ruiz (traditional), Sam Okafor (blackwork).').people).toEqual([
      { name: 'Jade Cole', role: 'Artist' },
      { name: 'Marco Ruiz', role: 'Artist' },
      { name: 'Sam Okafor', role: 'Artist' },
    ]);
  });
});

describe('extractFacts: seaside places and classes held elsewhere (docs/decisions/241)', () => {
  it('reads the town before a pier, beach or seafront', () => {
    expect(facts('Ice cream kiosk on Whitby pier. Two scoops £3.50.').place).toBe('Whitby');
    expect(facts('Beach huts on the Brighton seafront.').place).toBe('Brighton');
  });

  it('reads class times held at a named venue as a timetable, not opening hours', () => {
    expect(facts('Classes Tuesday and Thursday 6–9pm at the Impact Hub, Digbeth.').hours).toBeUndefined();
    // A class-only business's own times stay its hours (docs/decisions/240).
    expect(facts('Classes Mon, Wed & Fri 6–9pm.').hours?.days.mon).toEqual(open('18:00-21:00'));
  });
});

describe('extractFacts: probes beyond round five (docs/decisions/241)', () => {
  it('keeps two day statements apart when each has its own range', () => {
    expect(facts('Open 11-9 Mon thru Sat, Sundays 10-3 brunch.').hours?.days).toMatchObject({ sat: open('11:00-21:00'), sun: open('10:00-15:00') });
    expect(facts('9-5 Mon, Wed and Fri.').hours?.days).toEqual({ mon: open('09:00-17:00'), wed: open('09:00-17:00'), fri: open('09:00-17:00') });
  });

  it('reads no hours from emergencies-only times, or food times beside the bar\'s hours', () => {
    expect(facts('Open Monday - Friday 8am - 6pm. Saturday 9am - 1pm (emergencies only).').hours?.days.sat).toBeUndefined();
    expect(facts('Food served 12-2.30 & 6-9 Mon-Sat. Bar open 11 till 11.').hours).toBeUndefined();
  });

  it('never closes a whole day for a closed part of it, and reads a misspelt "except"', () => {
    const partly = facts('Open 8am-6pm daily, closed Sunday afternoons.').hours?.days;
    expect(partly?.sat).toEqual(open('08:00-18:00'));
    expect(partly?.sun).toBeUndefined();
    expect(facts('Open 10-6 daily xcept sun.').hours?.days.sun).toEqual({ status: 'closed' });
    expect(facts('open 8-4 mon-fri, sat 9-2, sun closed').hours?.days.sun).toEqual({ status: 'closed' });
  });

  it('reads no audience as a place, and keeps "and up" with its price', () => {
    expect(facts('Chartered accountants serving SMEs across Greater Manchester.').place).toBe('Greater Manchester');
    expect(facts('Full set acrylic $35, gel manicure $30, pedicure $28 and up.').offerings).toContainEqual({ name: 'Pedicure', price: '$28 and up' });
  });
});

describe('extractFacts: more probes beyond round five (docs/decisions/241)', () => {
  it('reads no place from a month range or a person\'s history', () => {
    expect(facts('Guided sea kayak tours around Anglesey, April–October.').place).toBe('Anglesey');
    expect(facts('Alterations by Sofia Rossi, trained in Milan. By appointment Tues–Sat.').place).toBeUndefined();
  });

  it('lists no staff as offerings, and keeps "pp" and "/agent/mo" with their prices', () => {
    expect(facts('Fades, line ups, beard trims. Kwame, Tyrone and Dele.').offerings.map((o) => o.name)).toEqual(['Fades', 'Line ups', 'Beard trims']);
    expect(facts('Half day £55pp, full day £95pp.').offerings).toContainEqual({ name: 'Half day', price: '£55pp' });
    expect(facts('Starter $9/agent/mo, Growth $19/agent/mo.').offerings).toContainEqual({ name: 'Starter', price: '$9/agent/mo' });
    // The price in a bracket is the bracket's: a cupcake is not £15.
    expect(facts('Cupcakes (box of 6 £15), cookies £2, brownies £3.').offerings).toContainEqual({ name: 'Cupcakes (box of 6)', price: '£15' });
  });

  it('gives "till 4 on Sundays" to Sundays, and reads a rehearsal as a timetable', () => {
    const days = facts('Open 9.30-5.30 daily (till 4 on Sundays).').hours?.days;
    expect(days?.mon).toEqual(open('09:30-17:30'));
    expect(days?.sun).toEqual(open('09:30-16:00'));
    expect(facts('We rehearse Thursdays 7.30–9pm at Leith Community Centre.').hours).toBeUndefined();
  });

  it('starts a continental address at its street, not at the sentence before it', () => {
    expect(facts('Mo-Sa 11:30-15:00, So Ruhetag. Kantstraße 55, 10627 Berlin.').contact.address).toBe('Kantstraße 55, 10627 Berlin');
  });
});

describe('extractFacts: rules from round six (docs/decisions/243)', () => {
  const typed = (text: string, name = '', businessType = '') => extractFacts(text, { name, businessType }).facts;

  it('reads prices in words as figures, and leaves counts and "one to one" alone', () => {
    expect(facts('Ironing is ten pounds a basket, a full wash fifteen quid.').offerings).toContainEqual({ name: 'Ironing', price: '£10 a basket' });
    expect(facts('Bike service seventy five pounds, puncture repair a tenner.').offerings).toEqual([
      { name: 'Bike service', price: '£75' },
      { name: 'Puncture repair', price: '£10' },
    ]);
    expect(facts('Portrait sessions two hundred and fifty dollars.').offerings).toContainEqual({ name: 'Portrait sessions', price: '$250' });
    expect(facts('We run one to one sessions for two to three weeks.').hours).toBeUndefined();
    // An amount in words with no currency is no part of a name.
    expect(facts('We do hems, zips replaced from ten, and curtain alterations.').offerings.map((o) => o.name)).toEqual(['Hems', 'Zips replaced', 'Curtain alterations']);
  });

  it('reads clock times in words: "nine till half five", "eight while six", "open at quarter past seven … close at three"', () => {
    expect(facts('Open Monday to Friday nine till half five.').hours?.days.fri).toEqual(open('09:00-17:30'));
    expect(facts('monday to saturday eight while six').hours?.days.sat).toEqual(open('08:00-18:00'));
    expect(facts('Thursdays from ten in the morning till four.').hours?.days.thu).toEqual(open('10:00-16:00'));
    expect(facts('We open at quarter past seven every day and close at three.').hours?.days.sun).toEqual(open('07:15-15:00'));
    expect(facts('Tuesday to Saturday half nine to quarter to six.').hours?.days.tue).toEqual(open('09:30-17:45'));
    expect(facts('Open 7 days 8 in the morning till 10 at night.').hours?.days.wed).toEqual(open('08:00-22:00'));
    expect(facts('Mon-Fri 9 till half 5.').hours?.days.mon).toEqual(open('09:00-17:30'));
  });

  it('reads days named one after another, a closure in brackets, and dates that bound the season', () => {
    expect(Object.keys(facts('Tuesday Thursday and Saturday 10-2.').hours?.days ?? {})).toEqual(['tue', 'thu', 'sat']);
    expect(facts('Weekdays 08:30–17:30 (closed 12:30–13:15).').hours?.days.mon).toEqual(open('08:30-12:30', '13:15-17:30'));
    expect(facts('Pumpkin patch open 1 Oct to 31 Oct, daily 10-5.').hours).toBeUndefined();
    expect(facts('Open from 5 December to 24 December, Mon–Sat 9–6.').hours).toBeUndefined();
    expect(facts('Appts only. Mon–Fri 9–5.').hours?.appointmentOnly).toBe(true);
    expect(facts('Open Mon–Sat 9–5, closed 24 Dec to 2 Jan.').hours?.days.mon).toEqual(open('09:00-17:00'));
    expect(facts('Boat trips Easter to October, 10 till 4 daily.').hours).toBeUndefined();
    expect(facts('Ice cream kiosk, April through September 11–6 every day.').hours).toBeUndefined();
  });

  it('splits items at an emoji before a capital, reads no branch list as offerings, and drops a dangling participle', () => {
    expect(facts('Brows • lashes • tints 🌿 Lash lift £30 🌿 Brow tint £12').offerings.map((o) => o.name)).toEqual(['Brows', 'Lashes', 'Tints', 'Lash lift', 'Brow tint']);
    // The words before the emoji describe the business; the list after it is what it offers.
    expect(facts('Vintage horsebox bar 🍸 Weddings, parties & festivals across Kent.').offerings.map((o) => o.name)).toEqual(['Weddings', 'Parties', 'Festivals']);
    expect(facts('Rye loaf 🍞 £4.20, seeded batch £3.80').offerings[0]).toEqual({ name: 'Rye loaf', price: '£4.20' });
    expect(facts('Pizza Piazza has four branches: Bath, Wells, Frome and Shepton.', 'Pizza Piazza').offerings).toEqual([]);
    expect(facts('Pasties, scotch eggs, pies baked on site.').offerings.map((o) => o.name)).toEqual(['Pasties', 'Scotch eggs', 'Pies']);
    expect(facts('Chemistry tutor ⚗️ GCSE + IB, online or at the library.').offerings).toEqual([]);
    expect(facts('bao house 🥟 pork bao £4, veggie bao £3.50', 'Bao House').offerings[0]).toEqual({ name: 'Pork bao', price: '£4' });
    expect(facts('i teach pilates & barre in the village hall on mill road, hitchin.').offerings.map((o) => o.name)).toEqual(['Pilates', 'Barre']);
  });

  it("reads a branch's town, a place after 'returns to', beside a station or in 'the village of', and not a chain's area", () => {
    expect(facts('Swift Lets – our Harlow branch is on the high street.').place).toBe('Harlow');
    expect(facts('Pop into our Main Street branch for a chat.').place).toBeUndefined();
    expect(facts('We are one of 60 Swift Lets offices across the South East.').place).toBeUndefined();
    expect(facts('The vintage fair returns to Alexandra Palace, London this spring.').place).toBe('Alexandra Palace, London');
    expect(facts('Find the cart opposite Malton station most mornings.').place).toBe('Malton');
    expect(facts('A tea shop in the village of Much Wenlock.').place).toBe('Much Wenlock');
    expect(facts('Catering across Leeds, Thu–Sun only.').place).toBe('Leeds');
    expect(facts('Atelier Nord – Bergen (Bryggen).', 'Atelier Nord').place).toBe('Bergen');
    expect(facts('Oak Tree Pre-School, Ofsted Outstanding. Open term time.', 'Oak Tree Pre-School').place).toBeUndefined();
    // A street and its town as a sentence of their own, and a spot at a venue, name the town; neither is an address.
    const market = facts('Fresh fish every day. Quay Street, Whitby. Call 01947 555 111.');
    expect([market.place, market.contact.address]).toEqual(['Whitby', undefined]);
    expect(facts('Coffee cart – car park of the Swan, Thame. Weekends only.').place).toBe('Thame');
  });

  it('reads a place said straight after the kind of business, with no place word', () => {
    expect(typed('window cleaning york', '', 'Window cleaner').place).toBe('York');
    expect(typed('window cleaning available now', '', 'Window cleaner').place).toBeUndefined();
    expect(facts('gutter clearing in ely and surrounding villages. ring jim.').place).toBe('Ely');
    expect(typed('Domestic cleans Bath & North Somerset, end of tenancy from £150.', '', 'Cleaning company').place).toBe('Bath & North Somerset');
    expect(typed('We offer cleaning for Airbnb hosts.', '', 'Cleaning company').place).toBeUndefined();
    expect(typed('Dog grooming, cat grooming Sundays.', '', 'Pet groomer').place).toBeUndefined();
  });

  it('reads a titled name from a flyer in capitals, and an address with a postcode but no number', () => {
    expect(facts('MR. TOM BAXTER OPTICIANS. EYE TESTS £25.').people).toEqual([{ name: 'Mr. Tom Baxter' }]);
    expect(facts('Mrs Mop Domestic Services cleans homes in Ely.').people).toEqual([]);
    expect(facts('Visit us: Mill Lane, Ashby LE65 1AB.').contact.address).toBe('Mill Lane, Ashby LE65 1AB');
    expect(facts('Visit Swan Street, Ashwell SG7 5NY.').contact.address).toBe('Swan Street, Ashwell SG7 5NY');
    expect(facts('Find Us At Mill Lane, Ashby LE65 1AB').contact.address).toBe('Mill Lane, Ashby LE65 1AB');
    expect(facts('CHURCH ROAD, FROME BA11 1PW').contact.address).toBe('CHURCH ROAD, FROME BA11 1PW');
    expect(facts('Find us on High Street, Sevenoaks.').contact.address).toBeUndefined();
    expect(facts('OPEN 7 DAYS, WINTER HOURS VARY. THE QUAY, DARTMOUTH TQ6 9PS.').contact.address).toBe('THE QUAY, DARTMOUTH TQ6 9PS');
  });
});

describe('extractFacts: prices in more currencies (docs/decisions/243)', () => {
  it('reads the symbol after the amount, and R$, RM, ₱, ₩, ₺, AED, KSh and GH₵ before it', () => {
    expect(facts('Plat du jour 12,50 €, menu midi 18 €.').offerings).toEqual([
      { name: 'Plat du jour', price: '12,50 €' },
      { name: 'Menu midi', price: '18 €' },
    ]);
    expect(facts('Pain au levain 7,50 $, croissants 3,25 $.').offerings[1]).toEqual({ name: 'Croissants', price: '3,25 $' });
    expect(facts('Coupe femme 35€, brushing à partir de 20€.').offerings).toContainEqual({ name: 'Brushing', price: 'à partir de 20€' });
    expect(facts('Massasje 60 min 650 kr, fotpleie 450 kr.').offerings).toContainEqual({ name: 'Fotpleie', price: '450 kr' });
    expect(facts('Açaí bowl R$ 25, tapioca R$ 18.').offerings[0]).toEqual({ name: 'Açaí bowl', price: 'R$ 25' });
    expect(facts('Nasi lemak RM 8, teh tarik RM 3.').offerings[1]).toEqual({ name: 'Teh tarik', price: 'RM 3' });
    expect(facts('Adobo ₱250, sinigang ₱280.').offerings[0]).toEqual({ name: 'Adobo', price: '₱250' });
    expect(facts('Haircut AED 80, beard AED 40.').offerings[0]).toEqual({ name: 'Haircut', price: 'AED 80' });
  });

  it('takes no height or count for a price, and no way to pay for an offering', () => {
    expect(facts('Spruce 5ft £40, 6ft £50.').offerings[0]).toEqual({ name: 'Spruce 5ft', price: '£40' });
    expect(facts('Tacos £3, quesadillas £5, churros £4. Cash & card.').offerings.map((o) => o.name)).toEqual(['Tacos', 'Quesadillas', 'Churros']);
    expect(facts('Capacity 15 000 people, doors 9-5.').offerings).toEqual([]);
  });
});

describe('extractFacts: rules from round seven (docs/decisions/245)', () => {
  it('keeps a price per number and a price "from" in Japanese, and a slash inside a bracket', () => {
    expect(facts('Cookies £10/4, brownies £12/6.').offerings[0]).toEqual({ name: 'Cookies', price: '£10/4' });
    expect(facts('唐揚げ karaage ¥600〜, ramen ¥900.').offerings[0]).toEqual({ name: '唐揚げ karaage', price: '¥600〜' });
    expect(facts('Services: web audits, app builds (iOS / Android), hosting.').offerings.map((o) => o.name)).toEqual(['Web audits', 'App builds (iOS / Android)', 'Hosting']);
  });

  it('reads no audience as offerings', () => {
    expect(facts('Story time for under 5s. All welcome – parents, grandparents and carers.').offerings).toEqual([]);
    expect(facts('Suitable for: beginners, teens, seniors.').offerings).toEqual([]);
  });

  it('reads a place after a pin, after "collection from", and before "and surrounding areas"', () => {
    expect(facts('HAIR BY KIM\n📍 Jesmond, Newcastle\n🕘 Tue–Sat').place).toBe('Jesmond, Newcastle');
    expect(facts('Cakes to order. Collection from Wigan (WN1) only.').place).toBe('Wigan');
    expect(facts('Gutter cleaning. Preston and surrounding areas.').place).toBe('Preston');
    expect(facts('Covering York and the surrounding villages.').place).toBe('York');
  });
});

describe('extractFacts: rules from round eight (docs/decisions/246)', () => {
  it('keeps "/month" after "per user", and reads a place after "coming soon to"', () => {
    expect(facts('Pro: £6 per seat/month, Team: £10 per seat/month.').offerings[0]).toEqual({ name: 'Pro', price: '£6 per seat/month' });
    expect(facts('Coming soon to Hexham! A deli and wine bar.').place).toBe('Hexham');
  });

  it('ends a list whose closing "and" comes before a qualifier: what follows is the qualifier\'s own list', () => {
    expect(facts('We stock leads, collars and harnesses for dogs, ferrets and rabbits.').offerings.map((o) => o.name)).toEqual(['Leads', 'Collars', 'Harnesses']);
    expect(facts('We serve pizza by the slice, calzones and garlic bread.').offerings.map((o) => o.name)).toEqual(['Pizza', 'Calzones', 'Garlic bread']);
  });
});

describe('extractFacts: rules from round nine (docs/decisions/247)', () => {
  it('keeps what a price is for: "a skein", "for the year", "for two" before it; a surcharge is no price', () => {
    expect(facts('Merino yarn £18 a skein, needles £6.').offerings[0]).toEqual({ name: 'Merino yarn', price: '£18 a skein' });
    expect(facts('Membership £20 for the year, sessions £4.').offerings[0]).toEqual({ name: 'Membership', price: '£20 for the year' });
    expect(facts('Sharing platter for two £28, chips £4.').offerings[0]).toEqual({ name: 'Sharing platter for two', price: '£28' });
    expect(facts('Services: lockouts (£30 surcharge after 10pm), lock changes £60.').offerings).toEqual([{ name: 'Lockouts' }, { name: 'Lock changes', price: '£60' }]);
  });

  it('reads the town after a neighbour, and no one set of hours for several branches', () => {
    expect(facts('Find our kiosk next to Boots, Kendal.').place).toBe('Kendal');
    expect(facts('We have two shops. Leeds: Mon–Sat 9–5. York: Tue–Sun 10–4.').hours).toBeUndefined();
  });

  it('reads a dinner range in the evening, and no meal service as the day\'s hours beside an open-ended opening', () => {
    expect(facts('Lunch Tue-Sun 12-3, dinner Tue-Sat 6-10.').hours?.days.fri).toEqual(open('12:00-15:00', '18:00-22:00'));
    expect(facts('Open Thu–Sun from 6pm, Saturday brunch 10–1.').hours).toBeUndefined();
  });
});

describe('extractFacts: rules from round ten (docs/decisions/250)', () => {
  it('reads no hours for a business not open yet, and still reads them for one reopening', () => {
    expect(facts('Opening in April! Our deli will keep Mon–Sat 9–5.').hours).toBeUndefined();
    expect(facts('Opens 3rd of June. Wed–Sun 10:00–16:00.').hours).toBeUndefined();
    expect(facts('A taproom coming soon. We hope to open Thu–Sat 4–11pm.').hours).toBeUndefined();
    expect(facts('Reopening on 2 May after our refit. Tue–Sat 9–5.').hours?.days.tue).toEqual(open('09:00-17:00'));
    expect(facts('Opening hours: Mon–Fri 8–6, Saturday 9–1.').hours?.days.mon).toEqual(open('08:00-18:00'));
  });

  it('reads a word before a price only whole, and no schedule or remark as an offering', () => {
    expect(facts('Fresh crab £6, kebab £7.').offerings).toEqual([{ name: 'Fresh crab', price: '£6' }, { name: 'Kebab', price: '£7' }]);
    expect(facts('Bratwurst ab 4 €, Pommes 3 €.').offerings[0]).toEqual({ name: 'Bratwurst', price: 'ab 4 €' });
    expect(facts('The ice cream van: Mondays – Hove, Wednesdays – Lewes, Saturdays – Seaford.').offerings).toEqual([]);
    expect(facts('Stock changes daily – we sell antiques, old maps and prints, everything cleaned and checked.').offerings.map((o) => o.name)).toEqual([
      'Antiques',
      'Old maps',
      'Prints',
    ]);
  });

  it('reads no person from a role word in the business name, and no place of another business', () => {
    const read = extractFacts('Chef Academy North is a franchise of Chef Academy, whose head office is in Dublin, Ireland. Cookery classes in Leeds.', {
      name: 'Chef Academy North',
    }).facts;
    expect(read.people).toEqual([]);
    expect(read.place).toBe('Leeds');
  });

  it('reads the town after a venue, a street after a comma, a French street, a shore, a landmark "at", and in Spanish', () => {
    expect(facts('The bakery at Riverside Craft Centre, Totnes. Bread daily.').place).toBe('Totnes');
    expect(facts('Clean Co Laundry, Capel Street, Dublin 1. Service washes.').place).toBe('Dublin 1');
    expect(facts('Fromagerie Anne, rue des Lilas, Montréal. Cheese.').place).toBe('Montréal');
    expect(facts('Paddle hire on the seafront at Saltburn. Boards £20.').place).toBe('Saltburn');
    expect(facts('The ice cream hut at Filey beach. Cones £3.').place).toBe('Filey');
    expect(facts('Panadería Sol, en el centro de San Antonio. Conchas.').place).toBe('San Antonio');
    expect(facts('Studio 9, Harrogate: pottery classes for adults.', 'Studio 9').place).toBe('Harrogate');
    // A street after a venue is no town.
    expect(facts('We meet at St Anne’s Hall, Park Road.').place).toBeUndefined();
  });

  it('knows "coming this spring" and "we\'ll open" as an opening still to come, and a house number after a foreign street', () => {
    expect(facts("Coming this spring: a wine bar in Ludlow. We'll open Thu–Sat 5–11pm.").hours).toBeUndefined();
    expect(facts("A wine bar in Ludlow. We'll open Thu–Sat 5–11pm.").hours).toBeUndefined();
    expect(facts("Open Mon–Fri 9–5. We'll open at 8 on market days.").hours?.days.mon).toEqual(open('09:00-17:00'));
    expect(facts('Forno Rossi, via Garibaldi 8, Verona. Pizza al taglio.').place).toBe('Verona');
  });
});

describe('extractFacts: round eleven (docs/decisions/252)', () => {
  it('reads Markdown as its text: headings, bold, emphasis and links', () => {
    const f = facts('## Fern & Fig\n\n**Open:** Tue–Sat 9:30–5\n\n- **Wedding flowers** from £450\n- **Funeral tributes**\n\n_Call 01422 555 631_', 'Fern & Fig');
    expect(f.offerings.map((o) => o.name)).toEqual(['Wedding flowers', 'Funeral tributes']);
    expect(f.hours?.days.tue).toEqual(open('09:30-17:00'));
    expect(f.contact.phone).toBe('01422 555 631');
    const linked = facts('**Hillside Yoga** · Frome\n\n[Book a class](https://hillsideyoga.example/book)', 'Hillside Yoga');
    expect(linked.place).toBe('Frome');
    expect(linked.contact.bookingUrl).toBe('https://hillsideyoga.example/book');
  });

  it('keeps thousands on a price, and no comma after a place list', () => {
    expect(facts('Patios from £4k, garden rooms from £18k, planting from £1,200.').offerings).toEqual([
      { name: 'Patios', price: 'from £4k' },
      { name: 'Garden rooms', price: 'from £18k' },
      { name: 'Planting', price: 'from £1,200' },
    ]);
    expect(facts('Dinner for two £55pp.').offerings[0]?.price).toBe('£55pp');
    expect(facts("I'm Priya, I cover Didsbury, Withington and Chorlton, and I walk four dogs at a time.").place).toBe('Didsbury, Withington and Chorlton');
  });

  it('reads no hours of the place the business is inside or shares a building with, and the town after it', () => {
    const inside = facts('A micro-bakery with a counter inside the Old Station Antiques Centre, Hay-on-Wye. The antiques centre is open 10–5 daily but we sell out by about 2.');
    expect(inside.hours).toBeUndefined();
    expect(inside.place).toBe('Hay-on-Wye');
    const shared = facts('We share a building with Bean Counter Café. The café is open 8–4 daily. We open 10–5, Wednesday to Sunday.');
    expect(shared.hours?.days).toEqual({ wed: open('10:00-17:00'), thu: open('10:00-17:00'), fri: open('10:00-17:00'), sat: open('10:00-17:00'), sun: open('10:00-17:00') });
    expect(facts('Bakery and café. The café is open 8–4 daily.').hours?.days.mon).toEqual(open('08:00-16:00'));
  });

  it('reads the town after "on the quay at" and after a pool, and the name an owner sets off after "Me,"', () => {
    expect(facts('Proper old boozer on the quay at Topsham. Fish and chips, crab sandwiches.').place).toBe('Topsham');
    const faq = facts('Q: Where are lessons?\nA: At the Holiday Inn pool, Taunton.\nQ: Who teaches?\nA: Me, Hannah Price, and my colleague Tom.');
    expect(faq.place).toBe('Taunton');
    expect(faq.people.map((p) => p.name)).toEqual(['Hannah Price']);
  });

  it("leaves a job advert's e-mail out of the contact, and keeps a trade's", () => {
    const f = extractFacts('Afternoon tea £18.50. WE ARE HIRING: part-time waiting staff, weekends, apply to jobs@copperkettle.example.');
    expect(f.facts.contact.email).toBeUndefined();
    expect(f.notes.join(' ')).toMatch(/job applications/);
    expect(facts("We're hiring! Send your CV to anna@bakery.example. Orders: orders@bakery.example").contact.email).toBe('orders@bakery.example');
    expect(facts('No job too small. Email bob@fixit.example for a quote.').contact.email).toBe('bob@fixit.example');
  });
});

describe('extractFacts: places by preposition and by hashtag (docs/decisions/253)', () => {
  it('reads the town after a spatial preposition, never a venue after "the" nor a street', () => {
    expect(facts('Holiday let on the fells beyond Keswick, sleeps six.').place).toBe('Keswick');
    expect(facts('Farm gate eggs on the lane south of Beverley.').place).toBe('Beverley');
    expect(facts('Our cattery is on the outskirts of Ripon. Cats £12 a night.').place).toBe('Ripon');
    expect(facts('Tea hut below Bamburgh castle, open weekends.').place).toBe('Bamburgh');
    expect(facts('Food van parked outside the Red Lion every Friday.').place).toBeUndefined();
    expect(facts('Tyre fitting just off Station Road.').place).toBeUndefined();
  });

  it('reads a hashtag written like a name beside tags that are not, never a word the text also uses', () => {
    expect(facts('Custom cakes for every occasion 🎂 #cakes #Halifax #baking').place).toBe('Halifax');
    expect(facts('Vegan brownies and vegan cookies #Vegan #bakes').place).toBeUndefined();
    expect(facts('Tattoo flash day! #Tattoo').place).toBeUndefined();
  });
});

describe('extractFacts: rules from round twelve (docs/decisions/254)', () => {
  it('reads no filler, way of meeting or spot in the premises as an offering, and no participle phrase as part of one', () => {
    const spoken = facts('yeah so I do tiling, grouting, bathrooms, stuff like that, mainly round here.').offerings.map((o) => o.name);
    expect(spoken).not.toContain('Stuff like that');
    expect(facts('Coaching sessions by phone, online or in person.').offerings.map((o) => o.name)).not.toEqual(expect.arrayContaining(['Online', 'In person']));
    expect(facts('Plants on the ground floor, pots and compost downstairs.').offerings.map((o) => o.name)).not.toContain('Compost downstairs');
    expect(facts('We offer windows, gutters and fascias cleaned inside and out.').offerings.map((o) => o.name)).toContain('Fascias');
  });

  it('keeps a count of nights or sessions, and a unit after a price at the end of a clause', () => {
    expect(facts('Three sessions from £90, single session £35.').offerings[0]).toEqual({ name: 'Three sessions', price: 'from £90' });
    expect(facts('Homemade fudge from £2.50 a slab, toffee apples £1.').offerings[0]).toEqual({ name: 'Homemade fudge', price: 'from £2.50 a slab' });
  });

  it('splits sentences of a writer who does not capitalise them, and reads no hours where two sites each have theirs', () => {
    expect(facts('tiny bakery in a shed near Totnes. brownies £3, flapjacks £2.50').offerings[0]).toEqual({ name: 'Brownies', price: '£3' });
    expect(facts('Three barbers shops in town. Our Castle Street shop is open 9–6 weekdays; the Market Place one opens 10–4 every day.').hours).toBeUndefined();
  });

  it("reads no self-description, adverb or landmark as what it is not, and two sites' times in one sentence as no hours", () => {
    const soap = extractFacts('Handmade soap studio near Malton, bars, bath bombs and shampoo bars.', { name: 'Suds', businessType: 'Soap studio' });
    expect(soap.facts.offerings.map((o) => o.name)).not.toContain('Handmade soap studio');
    const ground = extractFacts('Clay pigeon shooting ground for beginners, private lessons, corporate days, clays by the hundred.', { name: 'Top Clays', businessType: 'Shooting ground' });
    expect(ground.facts.offerings.map((o) => o.name)).not.toContain('Clay pigeon shooting ground');
    expect(facts('I fit carpets, vinyl, laminate, mostly in Stockton.').offerings.map((o) => o.name)).not.toContain('Mostly');
    expect(facts('Bunkhouse beneath Cadair Idris, near Dolgellau. Beds £22.').place).toBe('Dolgellau');
    expect(facts('Two bakeries: the Thame one opens Tue–Sat 7–3 and our Wallingford shop is open 8–2 daily.').hours).toBeUndefined();
  });

  it('reads no place where customers may be anywhere, and the town after a venue before a day', () => {
    expect(facts('Online Spanish lessons for learners anywhere in Scotland.').place).toBeUndefined();
    expect(facts('Choir practice at the Old Coach House, Alnwick, Thursdays 7pm.').place).toBe('Alnwick');
  });
});

describe('extractFacts: rules from round thirteen (docs/decisions/257)', () => {
  it('reads classes held at a venue named before their times, and the rows of several groups, as a timetable', () => {
    expect(facts('Tai chi at the Friends Meeting House, Kendal, Wednesdays 10–11am.').hours).toBeUndefined();
    expect(facts('Under-8s Tue & Thu 5–6pm, seniors Tue & Thu 6–7.30pm.').hours).toBeUndefined();
    // A general set made specific is not a timetable, and a class-only business's own times stay its hours.
    expect(facts('Open daily 10–6, Sunday 11–4.').hours?.days.sun).toEqual(open('11:00-16:00'));
    expect(facts('Classes Mon, Wed & Fri 6–9pm.').hours?.days.mon).toEqual(open('18:00-21:00'));
  });

  it('leaves out a day open late with no time of its own', () => {
    const days = facts('Mon–Fri 9 till 5, late Wednesdays.').hours?.days;
    expect(days?.wed).toBeUndefined();
    expect(days?.tue).toEqual(open('09:00-17:00'));
    expect(facts('Mon–Fri 9 till 5, late Wednesdays until 8pm.').hours?.days.wed).toEqual(open('09:00-20:00'));
  });

  it('reads "weekdays" as the days of a round the business trades on, each at a place', () => {
    const days = facts('Monday – Castle Market, Thursday – Abbey Green, Bath. Trading 9 till 3 on weekdays.').hours?.days;
    expect(Object.keys(days ?? {})).toEqual(['mon', 'thu']);
    expect(Object.keys(facts('Trading 9 till 3 on weekdays.').hours?.days ?? {})).toHaveLength(5);
  });

  it("reads a shop's donation times as no opening hours, and a food bank's as its hours", () => {
    const shop = facts('Open Tue–Sat 10–4. Drop-offs at the side door on weekdays until 2pm.');
    expect(shop.hours?.days.tue).toEqual(open('10:00-16:00'));
    expect(shop.hours?.days.mon).toBeUndefined();
    expect(facts('We take donations Tue and Thu 9am–12pm at the Scout Hall.').hours?.days.tue).toEqual(open('09:00-12:00'));
  });

  it('reads a "with" clause after a list, and when an item runs, as no part of the items', () => {
    const names = facts('Our shop sells secondhand toys, games, puzzles and jigsaws, with all profits to the animal shelter.').offerings.map((o) => o.name);
    expect(names).toEqual(['Secondhand toys', 'Games', 'Puzzles', 'Jigsaws']);
    expect(facts('Open Mon–Fri 8–6. Full day £60, short day (8–3) £45, half day £35.').offerings).toContainEqual({ name: 'Short day', price: '£45' });
  });

  it("reads a full name owning the premises at a sentence's start as a person, never an offering", () => {
    const read = facts("Callum McBride's garage in Dingwall: MOTs, servicing and tyres.");
    expect(read.people).toEqual([{ name: 'Callum McBride' }]);
    expect(read.offerings.map((o) => o.name)).not.toContain("Callum McBride's garage");
  });

  it("reads the rows of groups on lines of their own as a timetable, and keeps a shop's own hours written twice alike", () => {
    expect(facts('Ballroom at the Assembly Rooms\nBronze – Monday 7–8pm\nSilver – Monday 8–9pm').hours).toBeUndefined();
    expect(facts('Open Monday 9–5.\nMonday 9–5 and Tuesday 10–4.').hours?.days).toEqual({ mon: open('09:00-17:00'), tue: open('10:00-16:00') });
  });

  it('reads when a priced item runs as no part of its name, a count of hours after "for" as part of its price, and a town before "market"', () => {
    expect(facts('Breakfast club 7.45–8.45 £5, after-school club 3–6 £14.').offerings).toEqual([
      { name: 'Breakfast club', price: '£5' },
      { name: 'After-school club', price: '£14' },
    ]);
    expect(facts('Hot tub £40, private hire 900 kr for three hours.').offerings).toContainEqual({ name: 'Private hire', price: '900 kr for three hours' });
    expect(facts('Find the van at Ledbury market, Tuesdays.').place).toBe('Ledbury');
  });

  it("reads a signed quotation as someone else's words: no offering, person or place from it (docs/decisions/267)", () => {
    const read = facts('Chimney sweeping in Ludlow. Nests removed, bird guards fitted. "Tidy, quick, no mess at all" – Pauline R., Church Stretton. Ring 01584 555 201.');
    expect(read.place).toBe('Ludlow');
    expect(read.offerings.map((o) => o.name).join(' ')).not.toMatch(/Tidy|Pauline|Stretton/);
    expect(facts('"The friendliest pub in Rutland" – The Telegraph. Real ales in Uppingham.').place).toBe('Uppingham');
  });

  it('reads a price not given (POA, price on request) as no part of the name', () => {
    expect(facts('Services: boiler servicing £80, power flushing POA, new boilers price on request.').offerings).toEqual([
      { name: 'Boiler servicing', price: '£80' },
      { name: 'Power flushing' },
      { name: 'New boilers' },
    ]);
  });

  it('reads a country code written 0044 and a trunk zero in brackets as part of the phone', () => {
    expect(facts('Bookings: 0044 (0)1539 555 802').contact.phone).toBe('0044 (0)1539 555 802');
    expect(facts('WhatsApp +44 (0)7700 900 318 any time').contact.phone).toBe('+44 (0)7700 900 318');
  });

  it("reads an organisation's or a practice's name as no person", () => {
    expect(facts('Managed by volunteers of the Wyre Forest Heritage Trust since 2004.').people).toEqual([]);
    expect(facts('Oak & Ash Osteopathy — registered osteopaths in Bewdley.', 'Oak & Ash Osteopathy').people).toEqual([]);
  });

  it("reads a place in a relative's story, or where someone worked before, as not the business's", () => {
    expect(facts("Our nan kept a chip shop in Grimsby for thirty years. Now we fry her way in Louth, Tuesday to Saturday 11.30–7.").place).toBe('Louth');
    expect(facts('I worked in salons in London for a decade before opening here in Frome.').place).toBe('Frome');
    expect(facts('📍 Serving Whitstable, Herne Bay & Faversham').place).toBe('Whitstable, Herne Bay & Faversham');
  });

  it('reads a walk-in window beside opening hours as a service, and a town left behind in a move as no place', () => {
    const read = facts('Open Mon–Fri 9–5. Hearing tests by appointment, walk-in clinic Wednesdays 2–4.');
    expect(read.hours?.days.wed).toEqual(open('09:00-17:00'));
    expect(read.serviceHours).toEqual([{ label: 'Walk-in', days: { wed: open('14:00-16:00') } }]);
    expect(facts('We sold our house in Croydon and moved up to Whitby in 2020 to open a tea room.').place).toBeUndefined();
  });
});
