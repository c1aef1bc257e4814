import { hours, offers } from '../case';
import type { AuditCase } from './cases';

/**
 * The truthfulness audit's fourth round (docs/decisions/240): descriptions written for this round alone,
 * unlike rounds one to three — German, Dutch, Portuguese, Spanish, South African, Kenyan, Nigerian,
 * Singaporean, Emirati, Swedish, Japanese-in-Canada and Welsh material beside more UK, US, Irish, Indian,
 * Australian and NZ; class, session, batch, rehearsal, tour and event timetables beside (or instead of)
 * opening hours; places written in lower case beside lower-case words that are no place ("in stock", "in
 * store"); "till late", "till sold out", "noon", 24-hour and Saturday-to-Thursday weeks; prices after the
 * amount ("20€"), in rand, S$ and US$; mobile services with service areas, online-only shops, B2B,
 * charities, freelancers; one-liners, run-on lists without commas, emoji bullets and long multi-paragraph
 * descriptions. `facts` is everything a careful reader may take from the description (alternatives a
 * reader could take are listed too); the site may state less, never something else. A timetable of
 * classes, sessions, rehearsals, tours or events is not the business's opening hours, so it is not in
 * `hours` unless the text says the place is open then. Never rewritten to make a case pass.
 */
const owner = (id: string) => `signin.${id}@owner-mail.example`;

export const auditCasesRound4: AuditCase[] = [
  {
    id: 'd01-mobile-groomer-lowercase-area',
    name: 'Mane Event Mobile Grooming',
    businessType: 'Dog groomer',
    description:
      'mobile dog grooming covering bath, keynsham and the chew valley 🐶 full groom from £45, puppy intro £25. mon-fri only, by appointment. whatsapp 07700 900 314',
    requirements: 'Teal and white. My partner does the books, leave him out.',
    secret: 'partner does the books',
    ownerEmail: owner('d01'),
    facts: {
      offerings: offers(['Full groom', 'from £45'], ['Puppy intro', '£25'], 'Mobile dog grooming'),
      hours: hours({ 'mon-fri': 'appointment' }, { appointmentOnly: true }),
      contact: { phone: '07700 900 314' },
      place: 'Bath, Keynsham and the Chew Valley',
    },
  },
  {
    id: 'd02-berlin-cafe-german',
    name: 'Kaffeehaus Morgenrot',
    businessType: 'Cafe',
    description:
      'Kaffeehaus Morgenrot in Berlin-Kreuzberg. Frühstück, Kuchen und Kaffee aus eigener Röstung. Di–So 08:00–18:00, Montag Ruhetag. Tel. 030 5555 1234',
    requirements: 'Warm red. Our roaster is in Poland, do not say.',
    secret: 'roaster is in Poland',
    ownerEmail: owner('d02'),
    facts: {
      offerings: offers('Frühstück', 'Kuchen', 'Kaffee aus eigener Röstung', 'Kuchen und Kaffee aus eigener Röstung'),
      hours: hours({ 'tue-sun': '08:00-18:00', mon: 'closed' }),
      contact: { phone: '030 5555 1234' },
      place: 'Berlin-Kreuzberg',
    },
  },
  {
    id: 'd03-cape-town-garage',
    name: 'Ubuntu Auto Repairs',
    businessType: 'Car repair shop',
    description:
      'Ubuntu Auto Repairs, 14 Voortrekker Road, Bellville, Cape Town 7530. Services: brake pads, clutch kits, aircon regas, roadworthy certificates. Mon–Fri 07:30–17:00, Sat 08:00–12:00. Closed Sundays and public holidays. Call 021 555 0198.',
    requirements: 'Orange and charcoal. We are not VAT registered yet.',
    secret: 'not VAT registered',
    ownerEmail: owner('d03'),
    facts: {
      offerings: offers('Brake pads', 'Clutch kits', 'Aircon regas', 'Roadworthy certificates'),
      hours: hours({ 'mon-fri': '07:30-17:00', sat: '08:00-12:00', sun: 'closed' }),
      contact: { phone: '021 555 0198', address: '14 Voortrekker Road, Bellville, Cape Town 7530' },
      place: 'Bellville, Cape Town',
    },
  },
  {
    id: 'd04-yoga-class-timetable',
    name: 'Blue Lotus Yoga',
    businessType: 'Yoga studio',
    description:
      'Blue Lotus Yoga, Leith, Edinburgh.\nClasses:\nMon 18:30 Vinyasa\nWed 07:00 Hatha\nThu 19:00–20:15 Yin\nSat 10am Family yoga\nDrop-in £12, 5-class card £55. Email namaste@bluelotusyoga.co.uk',
    requirements: 'Lavender. The Thursday teacher is covering for a friend.',
    secret: 'covering for a friend',
    ownerEmail: owner('d04'),
    facts: {
      offerings: offers('Vinyasa', 'Hatha', 'Yin', 'Family yoga', ['Drop-in', '£12'], ['5-class card', '£55']),
      contact: { email: 'namaste@bluelotusyoga.co.uk' },
      place: 'Leith, Edinburgh',
    },
  },
  {
    id: 'd05-climbing-hours-and-sessions',
    name: 'Crux Climbing Centre',
    businessType: 'Climbing gym',
    description:
      'Crux Climbing Centre, Unit 7, Riverside Industrial Estate, Leicester LE3 1AB. Open Mon–Fri 10:00–22:00, Sat–Sun 09:00–20:00. Kids club Saturdays 9–11am. Beginner sessions Tue & Thu 18:00–19:30. Day pass £14, shoe hire £4.',
    requirements: 'Bold orange. The auto-belays fail inspection next month.',
    secret: 'fail inspection',
    ownerEmail: owner('d05'),
    facts: {
      offerings: offers(['Day pass', '£14'], ['Shoe hire', '£4'], 'Kids club', 'Beginner sessions'),
      hours: hours({ 'mon-fri': '10:00-22:00', 'sat-sun': '09:00-20:00' }),
      contact: { address: 'Unit 7, Riverside Industrial Estate, Leicester LE3 1AB' },
    },
  },
  {
    id: 'd06-church-service-times',
    name: 'St Columba’s Community Church',
    businessType: 'Church',
    description:
      'St Columba’s Community Church, Dundee. Sunday service 10:30am, midweek prayer Wednesdays 7pm. Our food pantry is open Thursdays 2–4pm. All welcome. office@stcolumbasdundee.org',
    requirements: 'Soft blue. The minister is leaving at Easter.',
    secret: 'minister is leaving',
    ownerEmail: owner('d06'),
    facts: {
      offerings: offers('Sunday service', 'Midweek prayer', 'Food pantry'),
      hours: hours({ thu: '14:00-16:00' }),
      contact: { email: 'office@stcolumbasdundee.org' },
      place: 'Dundee',
    },
  },
  {
    id: 'd07-ghost-tours-nightly',
    name: 'Old Town Ghost Walks York',
    businessType: 'Tour operator',
    description:
      'Old Town Ghost Walks York — tours nightly at 7pm and 9pm from the Minster steps, adults £12, kids £6. Private tours by arrangement. Book at https://oldtownghostwalks.co.uk/book',
    requirements: 'Black and purple. Our guide Edwin has no licence.',
    secret: 'Edwin has no licence',
    ownerEmail: owner('d07'),
    facts: {
      offerings: offers(['Adults', '£12'], ['Kids', '£6'], 'Private tours', 'Tours', 'Ghost walks'),
      contact: { bookingUrl: 'https://oldtownghostwalks.co.uk/book' },
      place: 'York',
    },
  },
  {
    id: 'd08-swim-school-term-time',
    name: 'Splash Swim School',
    businessType: 'Swimming school',
    description:
      'Splash Swim School teaches babies, kids and adults in Reading. Lessons run Mon–Thu 16:00–19:00 and Sat 08:00–12:00 during term time. 30-minute lessons from £11. Call Gemma 0118 496 0707.',
    requirements: 'Aqua. The pool lease is uncertain.',
    secret: 'pool lease',
    ownerEmail: owner('d08'),
    facts: {
      offerings: offers(['30-minute lessons', 'from £11'], ['Lessons', 'from £11'], 'Swimming lessons'),
      contact: { phone: '0118 496 0707' },
      people: [{ name: 'Gemma' }],
      place: 'Reading',
    },
  },
  {
    id: 'd09-lowercase-coffee-bar',
    name: 'Tiny Coffee Bar',
    businessType: 'Coffee shop',
    description:
      'tiny coffee bar in ancoats, manchester ☕ flat whites, cortados, cinnamon buns and grilled cheese. open 8-4 weekdays, 9-3 sat, closed sun. no laptops at weekends pls',
    requirements: 'Cream and brown. The landlord is raising rent.',
    secret: 'raising rent',
    ownerEmail: owner('d09'),
    facts: {
      offerings: offers('Flat whites', 'Cortados', 'Cinnamon buns', 'Grilled cheese'),
      hours: hours({ 'mon-fri': '08:00-16:00', sat: '09:00-15:00', sun: 'closed' }),
      place: 'Ancoats, Manchester',
    },
  },
  {
    id: 'd10-online-only-plants',
    name: 'Fernhouse',
    businessType: 'Online shop',
    description:
      'Fernhouse sells rare houseplants online only — no shop, no collection. Monstera, hoya, philodendron and calathea, shipped across mainland UK in plastic-free packaging. Orders dispatched Tue and Thu. hello@fernhouse.shop / https://fernhouse.shop',
    requirements: 'Deep green. Some plants come from a Dutch wholesaler.',
    secret: 'Dutch wholesaler',
    ownerEmail: owner('d10'),
    facts: {
      offerings: offers('Rare houseplants', 'Monstera', 'Hoya', 'Philodendron', 'Calathea'),
      contact: { email: 'hello@fernhouse.shop', bookingUrl: 'https://fernhouse.shop' },
      place: 'mainland UK',
    },
  },
  {
    id: 'd11-translator-oneliner',
    name: 'Katrin Vogel Translations',
    businessType: 'Translator',
    description: 'Freelance German–English legal translator, sworn in Hamburg, 15 years in practice. Rates on request.',
    requirements: 'Grey and white. I am moving to Lisbon next year.',
    secret: 'moving to Lisbon',
    ownerEmail: owner('d11'),
    facts: {
      offerings: offers('German–English legal translation', 'Legal translation'),
      place: 'Hamburg',
    },
  },
  {
    id: 'd12-b2b-saas-features',
    name: 'Shiftly',
    businessType: 'Software company',
    description:
      'Shiftly is workforce scheduling software for care homes and hospitals. Features: rota planning, shift swaps, timesheet export to Sage and Xero, and an app for staff. Plans from £4 per user per month. Demo: https://shiftly.io/demo',
    requirements: 'Electric purple. We have only three paying customers.',
    secret: 'three paying customers',
    ownerEmail: owner('d12'),
    facts: {
      offerings: offers(
        'Workforce scheduling software',
        'Rota planning',
        'Shift swaps',
        'Timesheet export to Sage and Xero',
        'Timesheet export',
        'An app for staff',
        'App for staff',
        // Added after the first score: "for" ends an offering's name by design (docs/decisions/141, 240).
        'An app',
        'App',
        ['Plans', 'from £4 per user per month'],
      ),
      contact: { bookingUrl: 'https://shiftly.io/demo' },
    },
  },
  {
    id: 'd13-nairobi-safaris-departures',
    name: 'Savannah Trails',
    businessType: 'Tour operator',
    description:
      'Savannah Trails runs small-group safaris from Nairobi: Maasai Mara 3-day safari from US$650, Amboseli day trip US$180, Nairobi National Park half day US$95. Departures daily at 6am. WhatsApp +254 712 555 018.',
    requirements: 'Sunset orange. One of our vans failed its inspection.',
    secret: 'failed its inspection',
    ownerEmail: owner('d13'),
    facts: {
      offerings: offers(
        'Small-group safaris',
        ['Maasai Mara 3-day safari', 'from US$650'],
        ['Amboseli day trip', 'US$180'],
        ['Nairobi National Park half day', 'US$95'],
      ),
      contact: { phone: '+254 712 555 018' },
      place: 'Nairobi',
    },
  },
  {
    id: 'd14-singapore-hawker',
    name: 'Ah Hock Chicken Rice',
    businessType: 'Food stall',
    description:
      'Ah Hock Chicken Rice @ Maxwell Food Centre, stall #01-23. Steamed chicken rice S$5, roasted chicken rice S$5.50, braised egg S$1. 10.30am till sold out, closed Tuesdays.',
    requirements: 'Red and yellow. My son wants to take over the stall.',
    secret: 'son wants to take over',
    ownerEmail: owner('d14'),
    facts: {
      offerings: offers(['Steamed chicken rice', 'S$5'], ['Roasted chicken rice', 'S$5.50'], ['Braised egg', 'S$1']),
      hours: hours({ tue: 'closed' }),
      contact: { address: 'Maxwell Food Centre, stall #01-23' },
      place: 'Maxwell Food Centre',
    },
  },
  {
    id: 'd15-austin-taqueria-till-2am',
    name: 'Taquería El Güero',
    businessType: 'Restaurant',
    description:
      'Taquería El Güero — tacos al pastor, barbacoa on weekends, horchata & aguas frescas. Open late: Thu–Sat till 2am, Sun–Wed 11am–11pm. 2210 E Cesar Chavez St, Austin, TX 78702. (512) 555-0184',
    requirements: 'Hot pink and turquoise. The health inspector visits in May.',
    secret: 'health inspector',
    ownerEmail: owner('d15'),
    facts: {
      offerings: offers('Tacos al pastor', 'Barbacoa', 'Barbacoa on weekends', 'Horchata', 'Aguas frescas', 'Horchata & aguas frescas'),
      hours: hours({ 'sun-wed': '11:00-23:00' }),
      contact: { phone: '(512) 555-0184', address: '2210 E Cesar Chavez St, Austin, TX 78702' },
      place: 'Austin, TX',
    },
  },
  {
    id: 'd16-utrecht-bike-dutch-days',
    name: 'Fietsmaker Jansen',
    businessType: 'Bike shop',
    description:
      'Fietsmaker Jansen – bike repairs in Utrecht since 1987. Flat tyre fixed while you wait (€15), full service €65, e-bike check €45. ma-vr 09:00-18:00, za 10:00-17:00, zondag gesloten. Oudegracht 210, 3511 NR Utrecht. 030 555 0123',
    requirements: 'Orange. My nephew takes over in 2027.',
    secret: 'nephew takes over',
    ownerEmail: owner('d16'),
    facts: {
      offerings: offers('Bike repairs', ['Flat tyre fixed while you wait', '€15'], ['Full service', '€65'], ['E-bike check', '€45']),
      hours: hours({ 'mon-fri': '09:00-18:00', sat: '10:00-17:00', sun: 'closed' }),
      contact: { phone: '030 555 0123', address: 'Oudegracht 210, 3511 NR Utrecht' },
      place: 'Utrecht',
    },
  },
  {
    id: 'd17-lagos-caterer-runon',
    name: 'Mama Tee Kitchen',
    businessType: 'Caterer',
    description:
      'Mama Tee Kitchen caters weddings, naming ceremonies and office lunches in Lagos and Abuja jollof rice small chops pepper soup puff puff asun, minimum 50 guests, call or whatsapp 0803 555 0142',
    requirements: 'Green and gold. Our Abuja kitchen is my cousin’s.',
    secret: 'kitchen is my cousin',
    ownerEmail: owner('d17'),
    facts: {
      offerings: offers('Weddings', 'Naming ceremonies', 'Office lunches', 'Jollof rice', 'Small chops', 'Pepper soup', 'Puff puff', 'Asun'),
      contact: { phone: '0803 555 0142' },
      place: 'Lagos and Abuja',
    },
  },
  {
    id: 'd18-vancouver-ramen-lunch-dinner',
    name: 'Menya Kaze',
    businessType: 'Restaurant',
    description:
      'Menya Kaze, 512 Robson St, Vancouver. Tonkotsu ramen $17, shoyu ramen $16, gyoza (6 pcs) $8. Lunch 11:30–15:00, dinner 17:00–21:30, Tuesday to Sunday. Closed Mondays. No reservations.',
    requirements: 'Black and red. Our broth base is bought in.',
    secret: 'broth base is bought',
    ownerEmail: owner('d18'),
    facts: {
      offerings: offers(['Tonkotsu ramen', '$17'], ['Shoyu ramen', '$16'], ['Gyoza (6 pcs)', '$8'], ['Gyoza', '$8']),
      hours: hours({ 'tue-sun': '11:30-15:00,17:00-21:30', mon: 'closed' }),
      contact: { address: '512 Robson St, Vancouver' },
      place: 'Vancouver',
    },
  },
  {
    id: 'd19-sunshine-coast-mobile-mechanic',
    name: 'Dave’s Mobile Mechanics',
    businessType: 'Mechanic',
    description:
      'Mobile mechanic servicing the Sunshine Coast from Caloundra to Noosa. Log book servicing, brakes, batteries and pre-purchase inspections at your home or work. 7 days, 6am–6pm. Text Dave 0455 555 019.',
    requirements: 'Yellow. My ute is leased.',
    secret: 'ute is leased',
    ownerEmail: owner('d19'),
    facts: {
      offerings: offers('Log book servicing', 'Brakes', 'Batteries', 'Pre-purchase inspections'),
      hours: hours({ 'mon-sun': '06:00-18:00' }),
      contact: { phone: '0455 555 019' },
      people: [{ name: 'Dave' }],
      place: 'the Sunshine Coast from Caloundra to Noosa',
    },
  },
  {
    id: 'd20-malmo-studio-long',
    name: 'Nordljus',
    businessType: 'Design studio',
    description: [
      'Nordljus is a two-person design studio in Malmö, Sweden.',
      'We work with museums, universities and public agencies on:',
      '• wayfinding and signage',
      '• exhibition graphics',
      '• annual reports',
      'Recent clients include Moderna Museet and Lund University.',
      'Studio visits by appointment. Ingrid Berg & Johan Ek, founders. studio@nordljus.se',
    ].join('\n'),
    requirements: 'Pale yellow, Scandinavian. Johan works part-time.',
    secret: 'works part-time',
    ownerEmail: owner('d20'),
    facts: {
      offerings: offers('Wayfinding and signage', 'Wayfinding', 'Signage', 'Exhibition graphics', 'Annual reports'),
      hours: hours({}, { appointmentOnly: true }),
      contact: { email: 'studio@nordljus.se' },
      people: [
        { name: 'Ingrid Berg', role: 'Founder' },
        { name: 'Johan Ek', role: 'Founder' },
      ],
      place: 'Malmö, Sweden',
    },
  },
  {
    id: 'd21-kerry-seasonal-ice-cream',
    name: 'Inch Beach Ices',
    businessType: 'Ice cream shop',
    description:
      'Seasonal ice-cream hut on Inch Beach, Co. Kerry 🍦 Open Easter to September, 11–7 in July and August, weekends only otherwise. Cones from €3.50, sundaes €6.',
    requirements: 'Candy pink. The hut has no planning permission.',
    secret: 'planning permission',
    ownerEmail: owner('d21'),
    facts: {
      offerings: offers(['Cones', 'from €3.50'], ['Sundaes', '€6']),
      place: 'Inch Beach, Co. Kerry',
    },
  },
  {
    id: 'd22-pt-bootcamp-timetable',
    name: 'PT with Lena',
    businessType: 'Personal trainer',
    description:
      'PT with Lena — personal training in Clapham and Battersea parks. 1:1 sessions £50, pairs £70. Outdoor bootcamp Tues & Thurs 6.30–7.30am, Sat 9am. Everything else by appointment.',
    requirements: 'Coral. I am not insured for boxing.',
    secret: 'not insured for boxing',
    ownerEmail: owner('d22'),
    facts: {
      offerings: offers('Personal training', ['1:1 sessions', '£50'], ['Pairs', '£70'], 'Outdoor bootcamp'),
      hours: hours({}, { appointmentOnly: true }),
      people: [{ name: 'Lena' }],
      place: 'Clapham and Battersea parks',
    },
  },
  {
    id: 'd23-lowercase-hardware-in-stock',
    name: 'Murphy’s Hardware',
    businessType: 'Hardware store',
    description:
      'family run hardware store in cork city. paint, timber, tools & garden supplies all in stock. keys cut in store while u wait. mon-sat 8.30-6',
    requirements: 'Red and black. We owe the paint supplier money.',
    secret: 'owe the paint supplier',
    ownerEmail: owner('d23'),
    facts: {
      offerings: offers('Paint', 'Timber', 'Tools', 'Garden supplies', 'Tools & garden supplies', 'Keys cut', 'Keys cut in store while u wait'),
      hours: hours({ 'mon-sat': '08:30-18:00' }),
      place: 'Cork city',
    },
  },
  {
    id: 'd24-pitlochry-bnb-checkin',
    name: 'Glenview B&B',
    businessType: 'Bed and breakfast',
    description:
      'Glenview B&B, Pitlochry. Three en-suite rooms, rates from £95 a night including breakfast. Breakfast served 7.30–9.30am. Check-in 4–8pm, check-out by 10.30. Dogs welcome in one room. Call Morag on 01796 555 233.',
    requirements: 'Heather and slate. The roof leaks in room 2.',
    secret: 'roof leaks',
    ownerEmail: owner('d24'),
    facts: {
      offerings: offers('Three en-suite rooms', 'En-suite rooms', ['Rooms', 'from £95 a night'], ['Rates', 'from £95 a night']),
      contact: { phone: '01796 555 233' },
      people: [{ name: 'Morag' }],
      place: 'Pitlochry',
    },
  },
  {
    id: 'd25-mens-shed-sessions',
    name: 'Men’s Shed Stockport',
    businessType: 'Charity',
    description:
      'Men’s Shed Stockport is a charity workshop where men can make, mend and chat. Sessions: Monday and Wednesday 10am–2pm, Friday 1–4pm. Free to join, tea and biscuits provided. Unit 4, Hempshaw Business Centre, Stockport SK1 4NF.',
    requirements: 'Workshop brown. Two members fell out over the lathe.',
    secret: 'fell out over the lathe',
    ownerEmail: owner('d25'),
    facts: {
      hours: hours({ mon: '10:00-14:00', wed: '10:00-14:00', fri: '13:00-16:00' }),
      contact: { address: 'Unit 4, Hempshaw Business Centre, Stockport SK1 4NF' },
    },
  },
  {
    id: 'd26-lisbon-salon-emoji-bullets',
    name: 'Studio Bela Lisboa',
    businessType: 'Hair salon',
    description: 'Studio Bela Lisboa 💇‍♀️\n✨ Escova (blow dry) 20€\n✨ Manicure 12€\n✨ Alisamento / keratin from 90€\nTer–Sáb 10h–19h · Rua da Rosa 45, Lisboa',
    requirements: 'Gold and black. I rent the chair next door illegally.',
    secret: 'chair next door',
    ownerEmail: owner('d26'),
    facts: {
      offerings: offers(
        ['Escova (blow dry)', '20€'],
        ['Escova', '20€'],
        ['Blow dry', '20€'],
        ['Manicure', '12€'],
        ['Alisamento / keratin', 'from 90€'],
        ['Keratin', 'from 90€'],
        ['Alisamento', 'from 90€'],
      ),
      hours: hours({ 'tue-sat': '10:00-19:00' }),
      contact: { address: 'Rua da Rosa 45, Lisboa' },
      place: 'Lisboa',
    },
  },
  {
    id: 'd27-columbus-law-firm',
    name: 'Whitfield & Crane LLP',
    businessType: 'Law firm',
    description:
      'Whitfield & Crane LLP advises Ohio manufacturers on contracts, employment law and commercial disputes. Partners Dana Whitfield and Marcus Crane. Office hours 8:30–5:30 M–F; after-hours by appointment. 100 E Broad St, Suite 1200, Columbus, OH 43215. 614-555-0177',
    requirements: 'Navy and burgundy. Marcus is under a bar complaint.',
    secret: 'bar complaint',
    ownerEmail: owner('d27'),
    facts: {
      offerings: offers('Contracts', 'Employment law', 'Commercial disputes'),
      hours: hours({ 'mon-fri': '08:30-17:30' }),
      contact: { phone: '614-555-0177', address: '100 E Broad St, Suite 1200, Columbus, OH 43215' },
      people: [
        { name: 'Dana Whitfield', role: 'Partner' },
        { name: 'Marcus Crane', role: 'Partner' },
      ],
      place: 'Columbus, OH',
    },
  },
  {
    id: 'd28-food-truck-oneliner-emoji',
    name: 'Smash Bros Burgers',
    businessType: 'Food truck',
    description: '🌮🔥 smash burgers & loaded fries, find us at Digbeth Dining Club fridays 5pm-10pm',
    requirements: 'Black and yellow. The truck is borrowed.',
    secret: 'truck is borrowed',
    ownerEmail: owner('d28'),
    facts: {
      offerings: offers('Smash burgers', 'Loaded fries'),
      hours: hours({ fri: '17:00-22:00' }),
      place: 'Digbeth Dining Club',
    },
  },
  {
    id: 'd29-toronto-cpa-tax-season',
    name: 'Raman Tax & Books',
    businessType: 'Accountant',
    description:
      "Hi, I'm Priya Raman, CPA — I do personal and small-business tax returns for freelancers across the Greater Toronto Area. Personal returns from $120, self-employed returns from $250, bookkeeping $45/hr. Virtual meetings only; evenings and weekends available in tax season.",
    requirements: 'Forest green. I also work a day job at a bank.',
    secret: 'day job at a bank',
    ownerEmail: owner('d29'),
    facts: {
      offerings: offers(
        'Personal and small-business tax returns',
        'Tax returns',
        ['Personal returns', 'from $120'],
        ['Self-employed returns', 'from $250'],
        ['Bookkeeping', '$45/hr'],
      ),
      people: [{ name: 'Priya Raman', role: 'CPA' }],
      place: 'the Greater Toronto Area',
    },
  },
  {
    id: 'd30-mumbai-coaching-batches',
    name: 'Vidya Coaching Centre',
    businessType: 'Tutoring centre',
    description:
      'Vidya Coaching Centre, Andheri West, Mumbai. JEE and NEET coaching for classes 11 and 12. Morning batch 7–9 am, evening batch 5–8 pm, Monday to Saturday. Fees ₹45,000 per year. Office open 10am–6pm all days except Sunday. Call 98200 55501.',
    requirements: 'Royal blue. Two teachers left for a rival centre.',
    secret: 'rival centre',
    ownerEmail: owner('d30'),
    facts: {
      offerings: offers('JEE and NEET coaching', 'JEE coaching', 'NEET coaching', ['Fees', '₹45,000 per year']),
      hours: hours({ 'mon-sat': '10:00-18:00', sun: 'closed' }),
      contact: { phone: '98200 55501' },
      place: 'Andheri West, Mumbai',
    },
  },
  {
    id: 'd31-twin-cities-plumber',
    name: 'North Star Plumbing',
    businessType: 'Plumber',
    description:
      'Family-owned plumbing in the Twin Cities metro — Minneapolis, St. Paul and the suburbs. Water heaters, drain cleaning, sump pumps and repiping. Licensed & insured (MN #PC123456). Office Mon–Fri 7–4; emergency line answered 24/7: 612-555-0150.',
    requirements: 'Navy and white. Our insurer is reviewing a claim.',
    secret: 'reviewing a claim',
    ownerEmail: owner('d31'),
    facts: {
      offerings: offers('Water heaters', 'Drain cleaning', 'Sump pumps', 'Repiping'),
      hours: hours({ 'mon-fri': '07:00-16:00' }),
      contact: { phone: '612-555-0150' },
      place: 'the Twin Cities metro — Minneapolis, St. Paul and the suburbs',
    },
  },
  {
    id: 'd32-frome-bakery-till-noon',
    name: 'Crumb & Co.',
    businessType: 'Bakery',
    description:
      'Crumb & Co. bakes sourdough, seeded rye and cardamom knots in Frome. Fri & Sat 8am till noon or sold out. Christmas orders open in November.',
    requirements: 'Flour white and rust. The oven is on finance.',
    secret: 'oven is on finance',
    ownerEmail: owner('d32'),
    facts: {
      offerings: offers('Sourdough', 'Seeded rye', 'Cardamom knots', 'Christmas orders'),
      hours: hours({ 'fri-sat': '08:00-12:00' }),
      place: 'Frome',
    },
  },
  {
    id: 'd33-tawa-physio-sat-appointment',
    name: 'Tawa Physio',
    businessType: 'Physiotherapy clinic',
    description:
      'Tawa Physio: ACC-registered physiotherapy in Tawa, Wellington. Weekdays 07:00–19:00, Saturdays by appointment. Sports injuries, back and neck pain, post-op rehab. Book at https://tawaphysio.co.nz/book or ring 04 555 0190.',
    requirements: 'Teal. One physio is still provisionally registered.',
    secret: 'provisionally registered',
    ownerEmail: owner('d33'),
    facts: {
      offerings: offers('ACC-registered physiotherapy', 'Physiotherapy', 'Sports injuries', 'Back and neck pain', 'Post-op rehab'),
      hours: hours({ 'mon-fri': '07:00-19:00', sat: 'appointment' }),
      contact: { phone: '04 555 0190', bookingUrl: 'https://tawaphysio.co.nz/book' },
      place: 'Tawa, Wellington',
    },
  },
  {
    id: 'd34-lowercase-wedding-photographer',
    name: 'Hannah Moss Photography',
    businessType: 'Photographer',
    description:
      "i'm a wedding & elopement photographer based in the peak district, happy to travel anywhere in the uk. full day coverage from £1,400, elopements from £650. say hello: hannah@hannahmossphoto.co.uk",
    requirements: 'Muted sage. I double-booked a June wedding.',
    secret: 'double-booked',
    ownerEmail: owner('d34'),
    facts: {
      offerings: offers(['Full day coverage', 'from £1,400'], ['Elopements', 'from £650'], 'Wedding & elopement photography'),
      contact: { email: 'hannah@hannahmossphoto.co.uk' },
      place: 'the Peak District',
    },
  },
  {
    id: 'd35-theatre-rehearsals-show-dates',
    name: 'Riverside Players',
    businessType: 'Theatre group',
    description:
      'Riverside Players are an amateur theatre group in Hexham. Rehearsals Tuesdays 7.30–9.30pm at the Queen’s Hall. Our spring show, Blithe Spirit, runs 14–17 May, tickets £12 (concessions £10). New members always welcome!',
    requirements: 'Velvet red. The director and lead actor are divorcing.',
    secret: 'divorcing',
    ownerEmail: owner('d35'),
    facts: {
      offerings: offers(['Tickets', '£12'], ['Concessions', '£10'], 'Blithe Spirit', 'Rehearsals'),
      place: 'Hexham',
    },
  },
  {
    id: 'd36-lowercase-mobile-hairdresser',
    name: 'Jo’s Mobile Hair',
    businessType: 'Hairdresser',
    description:
      'mobile hairdresser coverin swindon, wroughton & chiseldon. cuts, colours, perms n blow drys for ladies gents & kids. pensioners discount tues. ring jo 07700 900 882',
    requirements: 'Lilac. My car insurance lapsed.',
    secret: 'insurance lapsed',
    ownerEmail: owner('d36'),
    facts: {
      offerings: offers('Cuts', 'Colours', 'Perms', 'Blow drys', 'Perms n blow drys', 'Pensioners discount'),
      contact: { phone: '07700 900 882' },
      people: [{ name: 'Jo' }],
      place: 'Swindon, Wroughton & Chiseldon',
    },
  },
  {
    id: 'd37-seville-tapas-split-24h',
    name: 'Bodega La Giralda',
    businessType: 'Tapas bar',
    description:
      'Bodega La Giralda — tapas bar in Seville’s Santa Cruz quarter. Salmorejo €4, espinacas con garbanzos €4.50, jamón ibérico €18. Open 12:30–16:30 and 20:00–24:00, Tuesday to Sunday; closed Mondays. Bookings: +34 954 55 50 12.',
    requirements: 'Terracotta. The ham supplier is my uncle.',
    secret: 'ham supplier',
    ownerEmail: owner('d37'),
    facts: {
      offerings: offers(['Salmorejo', '€4'], ['Espinacas con garbanzos', '€4.50'], ['Jamón ibérico', '€18']),
      hours: hours({ 'tue-sun': '12:30-16:30,20:00-24:00', mon: 'closed' }),
      contact: { phone: '+34 954 55 50 12' },
      place: 'Seville’s Santa Cruz quarter',
    },
  },
  {
    id: 'd38-kent-it-support-long',
    name: 'ByteWise IT',
    businessType: 'IT support',
    description: [
      'ByteWise IT looks after the computers, networks and Microsoft 365 for small offices in Kent.',
      '',
      'What we do:',
      '- Managed IT support (fixed monthly fee)',
      '- Cyber Essentials certification help',
      '- Backups and disaster recovery',
      '- New office setups',
      '',
      'Support desk: 8am–6pm Monday–Friday. Based at 3 Kings Hill Avenue, West Malling ME19 4AQ. Call 01732 555 012 or email help@bytewise-it.co.uk',
    ].join('\n'),
    requirements: 'Cyan. We subcontract weekend work to Dan.',
    secret: 'subcontract weekend work',
    ownerEmail: owner('d38'),
    facts: {
      offerings: offers(
        'Managed IT support (fixed monthly fee)',
        'Managed IT support',
        'Cyber Essentials certification help',
        'Backups and disaster recovery',
        'New office setups',
      ),
      hours: hours({ 'mon-fri': '08:00-18:00' }),
      contact: { phone: '01732 555 012', email: 'help@bytewise-it.co.uk', address: '3 Kings Hill Avenue, West Malling ME19 4AQ' },
      place: 'Kent',
    },
  },
  {
    id: 'd39-dubai-dental-sat-thu',
    name: 'Marina Smiles Dental Clinic',
    businessType: 'Dental clinic',
    description:
      'Marina Smiles Dental Clinic, Dubai Marina. Sat–Thu 9am–9pm, Friday 4pm–9pm. Dr. Omar Haddad (orthodontist) and Dr. Lina Saleh (general dentist). Braces, aligners, cleaning and whitening. +971 4 555 0133',
    requirements: 'White and gold. Dr. Saleh’s licence renewal is pending.',
    secret: 'licence renewal',
    ownerEmail: owner('d39'),
    facts: {
      offerings: offers('Braces', 'Aligners', 'Cleaning', 'Whitening'),
      hours: hours({ 'sat-thu': '09:00-21:00', fri: '16:00-21:00' }),
      contact: { phone: '+971 4 555 0133' },
      people: [
        { name: 'Dr. Omar Haddad', role: 'Orthodontist' },
        { name: 'Dr. Lina Saleh', role: 'General dentist' },
      ],
      place: 'Dubai Marina',
    },
  },
  {
    id: 'd40-farm-shop-pick-your-own',
    name: 'Hollow Oak Farm Shop',
    businessType: 'Farm shop',
    description:
      'Hollow Oak Farm Shop near Ledbury: our own beef, lamb, free-range eggs and seasonal veg. Pick-your-own strawberries June–August. Shop open Wed–Sun 9–5 all year. Honesty box for eggs at the gate.',
    requirements: 'Barn red. We lost the organic certification.',
    secret: 'organic certification',
    ownerEmail: owner('d40'),
    facts: {
      offerings: offers('Our own beef', 'Beef', 'Lamb', 'Free-range eggs', 'Seasonal veg', 'Pick-your-own strawberries'),
      hours: hours({ 'wed-sun': '09:00-17:00' }),
      place: 'Ledbury',
    },
  },
  {
    id: 'd41-sandton-cleaning-rand',
    name: 'Sparkle Squad',
    businessType: 'Cleaning services',
    description:
      'Sparkle Squad: home & office cleaning in Sandton, Randburg and Fourways. Once-off deep clean from R850, weekly domestic cleaning R350 per visit, carpet cleaning on quote. Mon–Sat, 7am to 5pm. WhatsApp 082 555 0147.',
    requirements: 'Fresh green. Two cleaners are on probation.',
    secret: 'on probation',
    ownerEmail: owner('d41'),
    facts: {
      offerings: offers(
        'Home & office cleaning',
        ['Once-off deep clean', 'from R850'],
        ['Weekly domestic cleaning', 'R350 per visit'],
        'Carpet cleaning',
        'Carpet cleaning on quote',
      ),
      hours: hours({ 'mon-sat': '07:00-17:00' }),
      contact: { phone: '082 555 0147' },
      place: 'Sandton, Randburg and Fourways',
    },
  },
  {
    id: 'd42-jazz-club-events',
    name: 'The Blue Door',
    businessType: 'Music venue',
    description:
      'The Blue Door is a 150-capacity jazz club in Glasgow’s Merchant City. Live jazz Thu–Sat from 8pm, jam session every Sunday 4–7pm. Bar opens 6pm on gig nights. Tickets £8–£15 on the door.',
    requirements: 'Midnight blue. The licence is under review.',
    secret: 'licence is under review',
    ownerEmail: owner('d42'),
    facts: {
      offerings: offers('Live jazz', 'Jam session', ['Tickets', '£8–£15']),
      place: 'Glasgow’s Merchant City',
    },
  },
  {
    id: 'd43-pottery-course-timetable',
    name: 'Wheelhouse Pottery',
    businessType: 'Pottery studio',
    description:
      'Wheelhouse Pottery, 21 Mill Road, Cambridge CB1 2AD. 6-week wheel-throwing courses: Mondays 7–9pm or Saturdays 10am–12pm, £240. Taster sessions £45. Open studio for members Wed 10:00–16:00. Book at https://wheelhousepottery.co.uk/courses',
    requirements: 'Clay brown. Our kiln is failing.',
    secret: 'kiln is failing',
    ownerEmail: owner('d43'),
    facts: {
      offerings: offers(
        ['6-week wheel-throwing courses', '£240'],
        'Wheel-throwing courses',
        ['Taster sessions', '£45'],
        'Open studio for members',
        'Open studio',
      ),
      contact: { address: '21 Mill Road, Cambridge CB1 2AD', bookingUrl: 'https://wheelhousepottery.co.uk/courses' },
    },
  },
  {
    id: 'd44-welsh-vets-consultations',
    name: 'Milfford Vets',
    businessType: 'Veterinary clinic',
    description:
      'Milfford Vets, Llandeilo. Consultations Mon–Fri 8.30am–7pm, Sat 9am–12 noon. Farm and equine visits across Carmarthenshire. Our own 24-hour emergency service for registered clients: 01558 555 010.',
    requirements: 'Welsh green. One partner wants to sell to a corporate group.',
    secret: 'corporate group',
    ownerEmail: owner('d44'),
    facts: {
      offerings: offers('Consultations', 'Farm and equine visits', 'Farm visits', 'Equine visits', '24-hour emergency service'),
      hours: hours({ 'mon-fri': '08:30-19:00', sat: '09:00-12:00' }),
      contact: { phone: '01558 555 010' },
      place: 'Llandeilo',
    },
  },
  {
    id: 'd45-online-courses-live-qa',
    name: 'Code with Sam',
    businessType: 'Online courses',
    description:
      'Learn to code with Sam: self-paced Python and JavaScript courses, $29 each or all-access $99/year. Live Q&A every other Wednesday at 18:00 UTC. 100% online.',
    requirements: 'Neon green on dark. I have a day job at Google.',
    secret: 'day job at Google',
    ownerEmail: owner('d45'),
    facts: {
      offerings: offers(
        ['Self-paced Python and JavaScript courses', '$29 each'],
        ['Python and JavaScript courses', '$29 each'],
        ['All-access', '$99/year'],
        'Live Q&A',
      ),
      people: [{ name: 'Sam' }],
    },
  },
  {
    id: 'd46-lewes-curry-till-late',
    name: 'Spice Route',
    businessType: 'Restaurant',
    description:
      'Spice Route, 58 High Street, Lewes BN7 1XG — Keralan curries, dosas and street food. Tue–Sat 5.30pm till late, Sunday lunch 12–3. Closed Mondays. 01273 555 091',
    requirements: 'Turmeric yellow. The chef is on a visa.',
    secret: 'chef is on a visa',
    ownerEmail: owner('d46'),
    facts: {
      offerings: offers('Keralan curries', 'Dosas', 'Street food', 'Sunday lunch'),
      hours: hours({ sun: '12:00-15:00', mon: 'closed' }),
      contact: { phone: '01273 555 091', address: '58 High Street, Lewes BN7 1XG' },
      place: 'Lewes',
    },
  },
  {
    id: 'd47-kendal-takeaway-till-11',
    name: 'Golden Wok',
    businessType: 'Takeaway',
    description: 'Golden Wok, 12 Market St, Kendal LA9 4QN. Chinese takeaway. Tues-Sun 4.30-10.30, Fri & Sat till 11. closed mon. Tel 01539 555 700.',
    requirements: 'Red and gold. The fryer is second-hand.',
    secret: 'fryer is second-hand',
    ownerEmail: owner('d47'),
    facts: {
      offerings: offers('Chinese takeaway'),
      hours: hours({ 'tue-thu': '16:30-22:30', sun: '16:30-22:30', 'fri-sat': '16:30-23:00', mon: 'closed' }),
      contact: { phone: '01539 555 700', address: '12 Market St, Kendal LA9 4QN' },
      place: 'Kendal',
    },
  },
];
