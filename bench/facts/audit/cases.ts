import { hours, offers, service, type FactCase } from '../case';

/**
 * The truthfulness audit's material (docs/decisions/149): descriptions written for the audit alone, not
 * copied from the suite's DEV or HELD-OUT sets, run through the whole generator by
 * core/lib/generation/truthfulness.test.ts. `facts` is everything a careful reader may take from the
 * description: the generated site may state less, never something else. Each case carries private
 * requirements with a phrase of its own (`secret`) and a sign-in e-mail; neither may appear on the site.
 */
export type AuditCase = FactCase & {
  requirements: string;
  /** A phrase of the requirements that must not appear on any page. */
  secret: string;
  ownerEmail: string;
};

const owner = (id: string) => `signin.${id}@owner-mail.example`;

export const auditCases: AuditCase[] = [
  {
    id: 'a01-diner-coowners',
    name: 'Blue Plate Diner',
    businessType: 'Restaurant',
    description:
      'Blue Plate Diner on Elm Street in Dayton, Ohio is run by co-owners Rosa Diaz and Tom Becker. We serve buttermilk pancakes, chicken fried steak and cherry pie. Open Monday to Saturday 6am-2pm. Call us at (937) 555-0142.',
    requirements: 'Keep it retro, use red. Mention the jukebox from grandpa Walt somewhere subtle.',
    secret: 'jukebox from grandpa Walt',
    ownerEmail: owner('a01'),
    facts: {
      offerings: offers('Buttermilk pancakes', 'Chicken fried steak', 'Cherry pie'),
      hours: hours({ 'mon-sat': '06:00-14:00' }),
      contact: { phone: '(937) 555-0142' },
      people: [{ name: 'Rosa Diaz', role: 'Co-owner' }, { name: 'Tom Becker', role: 'Co-owner' }],
      place: 'Dayton, Ohio',
    },
  },
  {
    id: 'a02-dental-two-doctors',
    name: 'Kingsway Dental Care',
    businessType: 'Dental clinic',
    description:
      'Kingsway Dental Care is a family practice in Croydon led by Dr. Helen Marsh and Dr. Sunil Rao. Services: check-ups, hygienist appointments, crowns and Invisalign. We are open 8:30 to 17:30, Monday to Friday. Phone 020 8123 4567 or email hello@kingswaydental.example.',
    requirements: 'Calm blue palette. Our landlord dispute with Parkway Estates must stay off the site.',
    secret: 'landlord dispute',
    ownerEmail: owner('a02'),
    facts: {
      offerings: offers('Check-ups', 'Hygienist appointments', 'Crowns', 'Invisalign'),
      hours: hours({ 'mon-fri': '08:30-17:30' }),
      contact: { phone: '020 8123 4567', email: 'hello@kingswaydental.example' },
      people: [{ name: 'Dr. Helen Marsh' }, { name: 'Dr. Sunil Rao' }],
      place: 'Croydon',
    },
  },
  {
    id: 'a03-cleaning-services-header',
    name: 'Sparkle Home Cleaning',
    businessType: 'Cleaning services',
    description:
      'Sparkle Home Cleaning serves Austin, Texas and nearby towns.\nServices: deep cleans, move-out cleaning, window washing, oven cleaning.\nCall 512-555-0199 for a quote.',
    requirements: 'Bright and friendly. Do not mention our old name QuickMaid anywhere.',
    secret: 'QuickMaid',
    ownerEmail: owner('a03'),
    facts: {
      offerings: offers('Deep cleans', 'Move-out cleaning', 'Window washing', 'Oven cleaning'),
      contact: { phone: '512-555-0199' },
      place: 'Austin, Texas',
    },
  },
  {
    id: 'a04-cafe-uk-exception',
    name: 'The Copper Kettle',
    businessType: 'Cafe',
    description:
      'The Copper Kettle is a little tea room on Bridge St. in Ludlow. We serve cream teas, toasted teacakes and homemade soup. Open every day 9.30am to 4.30pm except Tuesdays.',
    requirements: 'Soft green. The owner is retiring next year, keep that private.',
    secret: 'retiring next year',
    ownerEmail: owner('a04'),
    facts: {
      offerings: offers('Cream teas', 'Toasted teacakes', 'Homemade soup'),
      hours: hours({ mon: '09:30-16:30', 'wed-sun': '09:30-16:30', tue: 'closed' }),
      place: 'Ludlow',
    },
  },
  {
    id: 'a05-physio-appointment',
    name: 'Align Physiotherapy',
    businessType: 'Physiotherapy clinic',
    description:
      'Align Physiotherapy in Bristol treats back pain, sports injuries and post-surgery rehab. Our physiotherapist is Mr. James O’Connor. Appointments only; ring 0117 496 0321 to book.',
    requirements: 'Use teal. Stress that we were voted best clinic by readers of the Gazette, but only as a vibe.',
    secret: 'readers of the Gazette',
    ownerEmail: owner('a05'),
    facts: {
      offerings: offers('Back pain', 'Sports injuries', 'Post-surgery rehab'),
      hours: { days: {}, appointmentOnly: true },
      contact: { phone: '0117 496 0321' },
      people: [{ name: 'Mr. James O’Connor', role: 'Physiotherapist' }],
      place: 'Bristol',
    },
  },
  {
    id: 'a06-shop-prices',
    name: 'Driftwood & Co',
    businessType: 'Online shop',
    description:
      'Driftwood & Co sells handmade driftwood mirrors ($120), coat hooks ($35) and candle holders ($24), made by Jenna Park in Cape Cod, Massachusetts. Shop at https://driftwood-co.example/shop.',
    requirements: 'Sandy beige tones. Our supplier is Harbor Lumber, never name them.',
    secret: 'Harbor Lumber',
    ownerEmail: owner('a06'),
    facts: {
      offerings: offers(['Driftwood mirrors', '$120'], ['Handmade driftwood mirrors', '$120'], ['Coat hooks', '$35'], ['Candle holders', '$24']),
      contact: { bookingUrl: 'https://driftwood-co.example/shop' },
      people: [{ name: 'Jenna Park' }],
      place: 'Cape Cod, Massachusetts',
    },
  },
  {
    id: 'a07-law-firm',
    name: 'Hale & Whitmore Solicitors',
    businessType: 'Law firm',
    description:
      'Hale & Whitmore Solicitors has offices at 14 King Street, Norwich NR1 3HX. Partners Anne Hale and David Whitmore advise on conveyancing, wills and probate, and family law. Office hours are Mon-Fri 9:00-17:00. Tel. 01603 555 812.',
    requirements: 'Serious navy design. Avoid the phrase no win no fee, we are rethinking it.',
    secret: 'rethinking it',
    ownerEmail: owner('a07'),
    facts: {
      offerings: offers('Conveyancing', 'Wills and probate', 'Wills', 'Probate', 'Family law'),
      hours: hours({ 'mon-fri': '09:00-17:00' }),
      contact: { phone: '01603 555 812', address: '14 King Street, Norwich NR1 3HX' },
      people: [{ name: 'Anne Hale', role: 'Partner' }, { name: 'David Whitmore', role: 'Partner' }],
      place: 'Norwich',
    },
  },
  {
    id: 'a08-photographer',
    name: 'Lena Frost Photography',
    businessType: 'Photographer',
    description:
      'I am Lena Frost, a wedding and portrait photographer based in Denver, Colorado. I offer wedding coverage, engagement shoots and family portraits. Email lena@lenafrost.example to check dates.',
    requirements: 'Moody dark theme. I am pregnant and will pause in June, do not say.',
    secret: 'pause in June',
    ownerEmail: owner('a08'),
    facts: {
      offerings: offers('Wedding coverage', 'Engagement shoots', 'Family portraits'),
      contact: { email: 'lena@lenafrost.example' },
      people: [{ name: 'Lena Frost', role: 'Photographer' }],
      place: 'Denver, Colorado',
    },
  },
  {
    id: 'a09-saas',
    name: 'Tallyboard',
    businessType: 'SaaS startup',
    description:
      'Tallyboard helps small teams track time without timesheets. Features include automatic timers, weekly reports and invoice export. Plans start at $9 per user per month. Questions? support@tallyboard.example.',
    requirements: 'Purple, modern. Investors Seedcamp backed us but we cannot announce it yet.',
    secret: 'cannot announce it yet',
    ownerEmail: owner('a09'),
    facts: {
      offerings: offers('Automatic timers', 'Weekly reports', 'Invoice export'),
      contact: { email: 'support@tallyboard.example' },
    },
  },
  {
    id: 'a10-tutor',
    name: 'Maths with Mrs. Patel',
    businessType: 'Tutoring',
    description:
      'Mrs. Priya Patel tutors GCSE maths, A-level maths and 11+ preparation in Harrow. Lessons are £40 an hour. Sessions run Monday to Thursday, 4pm to 8pm, and Saturday mornings 9-12.',
    requirements: 'Cheerful yellow. Some parents pay cash, keep that off.',
    secret: 'pay cash',
    ownerEmail: owner('a10'),
    facts: {
      offerings: offers('GCSE maths', 'A-level maths', '11+ preparation', ['Lessons', '£40 an hour']),
      hours: hours({ 'mon-thu': '16:00-20:00', sat: '09:00-12:00' }),
      people: [{ name: 'Mrs. Priya Patel', role: 'Tutor' }],
      place: 'Harrow',
    },
  },
  {
    id: 'a11-pizzeria-street',
    name: 'Forno Rosso',
    businessType: 'Pizzeria',
    description:
      'Forno Rosso is a wood-fired pizzeria at 220 Grand Avenue, Brooklyn, NY 11205. Chef Marco Bellini makes margherita, diavola and quattro formaggi pizzas. Open Thursday through Monday, 5pm-11pm. Reservations: https://fornorosso.example/book.',
    requirements: 'Warm orange. Our chef is leaving in spring; nothing about that.',
    secret: 'leaving in spring',
    ownerEmail: owner('a11'),
    facts: {
      offerings: offers('Margherita', 'Diavola', 'Quattro formaggi pizzas', 'Quattro formaggi'),
      hours: hours({ 'thu-mon': '17:00-23:00' }),
      contact: { address: '220 Grand Avenue, Brooklyn, NY 11205', bookingUrl: 'https://fornorosso.example/book' },
      people: [{ name: 'Marco Bellini', role: 'Chef' }],
      place: 'Brooklyn, NY',
    },
  },
  {
    id: 'a12-plumber',
    name: 'Reliable Rob Plumbing',
    businessType: 'Plumbing company',
    description:
      'Rob Turner has been fixing pipes around Leicester for years. We offer boiler servicing, leak repairs and bathroom fitting. Call 07700 900123, 7 days a week 7am-9pm.',
    requirements: 'Blue, simple. My van was stolen last month, nothing about that.',
    secret: 'van was stolen',
    ownerEmail: owner('a12'),
    facts: {
      offerings: offers('Boiler servicing', 'Leak repairs', 'Bathroom fitting'),
      hours: hours({ 'mon-sun': '07:00-21:00' }),
      contact: { phone: '07700 900123' },
      people: [{ name: 'Rob Turner' }],
      place: 'Leicester',
    },
  },
  {
    id: 'a13-vet-lunch-break',
    name: 'Meadowbank Vets',
    businessType: 'Veterinary clinic',
    description:
      'Meadowbank Vets looks after dogs, cats and rabbits in Perth. Surgery hours: weekdays 8am-12pm and 2pm-6pm, Saturday 9am-12pm, closed Sunday. Vaccinations, neutering and dental care. Our vets are Dr. Fiona Grant and Dr. Ewan Ross.',
    requirements: 'Green. We had a bad review about waiting times, do not address it.',
    secret: 'bad review about waiting times',
    ownerEmail: owner('a13'),
    facts: {
      offerings: offers('Vaccinations', 'Neutering', 'Dental care'),
      hours: hours({ 'mon-fri': '08:00-12:00,14:00-18:00', sat: '09:00-12:00', sun: 'closed' }),
      people: [{ name: 'Dr. Fiona Grant', role: 'Vet' }, { name: 'Dr. Ewan Ross', role: 'Vet' }],
      place: 'Perth',
    },
  },
  {
    id: 'a14-bakery-no-hours',
    name: 'Crumb & Co',
    businessType: 'Bakery',
    description: 'Crumb & Co is a tiny bakery run by Jo and Sam. We bake focaccia, babka and ginger biscuits, e.g. for office parties. Find us on Instagram.',
    requirements: 'Pink, playful. We might move premises, keep quiet.',
    secret: 'move premises',
    ownerEmail: owner('a14'),
    facts: {
      offerings: offers('Focaccia', 'Babka', 'Ginger biscuits'),
      people: [{ name: 'Jo' }, { name: 'Sam' }],
    },
  },
  {
    id: 'a15-yoga-bullets',
    name: 'Still Point Yoga',
    businessType: 'Yoga studio',
    description:
      'Still Point Yoga, 3 Mill Lane, Totnes.\nClasses:\n- Hatha flow\n- Yin yoga\n- Pregnancy yoga\nDrop-in class £12. Teacher: Claire Dunn. Email: om@stillpoint.example',
    requirements: 'Earthy olive tones. Claire is not insured for hot yoga; never suggest it.',
    secret: 'not insured',
    ownerEmail: owner('a15'),
    facts: {
      offerings: offers('Hatha flow', 'Yin yoga', 'Pregnancy yoga', ['Drop-in class', '£12']),
      contact: { email: 'om@stillpoint.example', address: '3 Mill Lane, Totnes' },
      people: [{ name: 'Claire Dunn', role: 'Teacher' }],
      place: 'Totnes',
    },
  },
  {
    id: 'a16-garden-services',
    name: 'Greenthumb Gardens',
    businessType: 'Landscaping services',
    description:
      'Greenthumb Gardens covers Surrey and Sussex. Our services include lawn care, hedge trimming and patio laying. Contact Mike on 01483 555 766. Mon to Fri 8 till 5.',
    requirements: 'Forest green. Mike is also a part-time firefighter; do not mention.',
    secret: 'part-time firefighter',
    ownerEmail: owner('a16'),
    facts: {
      offerings: offers('Lawn care', 'Hedge trimming', 'Patio laying'),
      hours: hours({ 'mon-fri': '08:00-17:00' }),
      contact: { phone: '01483 555 766' },
      people: [{ name: 'Mike' }],
      place: 'Surrey and Sussex',
    },
  },
  {
    id: 'a17-bookshop-jr',
    name: 'Page Turner Books',
    businessType: 'Bookshop',
    description:
      'Page Turner Books was founded by Walter Greene Jr. in Savannah, Georgia. We sell used paperbacks, rare first editions and children’s books. Open Tue-Sat 10-6, Sun 12-5.',
    requirements: 'Cream and brown. We owe back rent, obviously not for the site.',
    secret: 'owe back rent',
    ownerEmail: owner('a17'),
    facts: {
      offerings: offers('Used paperbacks', 'Rare first editions', 'Children’s books'),
      hours: hours({ 'tue-sat': '10:00-18:00', sun: '12:00-17:00' }),
      people: [{ name: 'Walter Greene Jr.', role: 'Founder' }],
      place: 'Savannah, Georgia',
    },
  },
  {
    id: 'a18-salon-24h',
    name: 'Studio Nine Hair',
    businessType: 'Hair salon',
    description:
      'Studio Nine Hair in Glasgow. Stylists Amy Reid and Kirsty Bell do cuts, colour and balayage. Cut and finish from £35. Opening hours: Tues–Fri 10:00–19:00, Sat 09:00–16:00, Sun & Mon closed. Book online at https://studionine.example/booking or call 0141 555 0909.',
    requirements: 'Black and gold. Amy is going on maternity leave; no mention.',
    secret: 'maternity leave',
    ownerEmail: owner('a18'),
    facts: {
      offerings: offers('Cuts', 'Colour', 'Balayage', ['Cut and finish', 'from £35']),
      hours: hours({ 'tue-fri': '10:00-19:00', sat: '09:00-16:00', sun: 'closed', mon: 'closed' }),
      contact: { phone: '0141 555 0909', bookingUrl: 'https://studionine.example/booking' },
      people: [{ name: 'Amy Reid', role: 'Stylist' }, { name: 'Kirsty Bell', role: 'Stylist' }],
      place: 'Glasgow',
    },
  },
  {
    id: 'a19-food-truck-noon',
    name: 'Taco Loco Truck',
    businessType: 'Food truck',
    description:
      'Taco Loco Truck parks outside the library on Congress Ave in Tucson, Arizona. We serve carne asada tacos, fish tacos & elote. Hours: Wednesday to Saturday, noon until 8pm.',
    requirements: 'Bright orange. We do not have a permit for Sundays yet.',
    secret: 'permit for Sundays',
    ownerEmail: owner('a19'),
    facts: {
      offerings: offers('Carne asada tacos', 'Fish tacos', 'Elote'),
      hours: hours({ 'wed-sat': '12:00-20:00' }),
      place: 'Tucson, Arizona',
    },
  },
  {
    id: 'a20-accountant-st',
    name: 'Ledger Lane Accountants',
    businessType: 'Accounting firm',
    description:
      'Ledger Lane Accountants is based on St. Mary’s Road in Oxford. We provide bookkeeping, VAT returns and payroll for small businesses. Call us on 01865 555 210 or email accounts@ledgerlane.example.',
    requirements: 'Sober grey-blue. We lost the Jenkins account; do not write anything about clients leaving.',
    secret: 'Jenkins account',
    ownerEmail: owner('a20'),
    facts: {
      offerings: offers('Bookkeeping', 'VAT returns', 'Payroll'),
      contact: { phone: '01865 555 210', email: 'accounts@ledgerlane.example' },
      place: 'Oxford',
    },
  },
  {
    id: 'a21-music-school',
    name: 'Harmony Music School',
    businessType: 'Music school',
    description:
      'Harmony Music School in Portland, Maine teaches piano, guitar and violin to kids and adults. Our teachers are Ms. Laura Chen (piano) and Mr. Diego Alvarez (guitar). Lessons from $30 per half hour.',
    requirements: 'Violet accents. Diego has no teaching certificate yet, hush.',
    secret: 'no teaching certificate',
    ownerEmail: owner('a21'),
    facts: {
      offerings: offers('Piano', 'Guitar', 'Violin', ['Lessons', 'from $30 per half hour']),
      people: [{ name: 'Ms. Laura Chen', role: 'Piano' }, { name: 'Mr. Diego Alvarez', role: 'Guitar' }],
      place: 'Portland, Maine',
    },
  },
  {
    id: 'a22-pub-kitchen',
    name: 'The Fox & Hounds',
    businessType: 'Pub and kitchen',
    description:
      'The Fox & Hounds is a village pub in Little Marlow, Buckinghamshire, run by landlords Pete and Sue Hart. Food served Wed-Sun 12-2.30pm and 6-9pm: Sunday roast, fish and chips, steak and ale pie. Dogs welcome in the bar.',
    requirements: 'Dark green and brass. The brewery tie ends in March, confidential.',
    secret: 'brewery tie',
    ownerEmail: owner('a22'),
    facts: {
      offerings: offers('Sunday roast', 'Fish and chips', 'Steak and ale pie'),
      // When food is served, never the pub's opening hours (docs/decisions/251).
      serviceHours: [service('Food served', { 'wed-sun': '12:00-14:30,18:00-21:00' })],
      people: [{ name: 'Pete Hart', role: 'Landlord' }, { name: 'Sue Hart', role: 'Landlord' }, { name: 'Pete and Sue Hart', role: 'Landlords' }, { name: 'Pete', role: 'Landlord' }, { name: 'Sue', role: 'Landlord' }],
      place: 'Little Marlow, Buckinghamshire',
    },
  },
  {
    id: 'a23-it-support',
    name: 'ByteFix IT',
    businessType: 'IT services company',
    description:
      'ByteFix IT supports offices across Manchester. What we do: network setup, laptop repairs, Microsoft 365 migrations. Support line 0161 555 0777, weekdays 8:00–18:00. Founder: Nadia Hussain.',
    requirements: 'Electric cyan. Our ISO certification lapsed, never claim it.',
    secret: 'certification lapsed',
    ownerEmail: owner('a23'),
    facts: {
      offerings: offers('Network setup', 'Laptop repairs', 'Microsoft 365 migrations'),
      hours: hours({ 'mon-fri': '08:00-18:00' }),
      contact: { phone: '0161 555 0777' },
      people: [{ name: 'Nadia Hussain', role: 'Founder' }],
      place: 'Manchester',
    },
  },
  {
    id: 'a24-florist-ie',
    name: 'Petal & Stem',
    businessType: 'Florist',
    description:
      'Petal & Stem is a florist on Main St., Bozeman, MT. We make bridal bouquets, sympathy wreaths and weekly office flowers, i.e. the things people remember. Call or text 406-555-0134. Instagram: https://instagram.com/petalandstem',
    requirements: 'Blush pink. Our cooler is broken, do not promise same-day.',
    secret: 'cooler is broken',
    ownerEmail: owner('a24'),
    facts: {
      offerings: offers('Bridal bouquets', 'Sympathy wreaths', 'Weekly office flowers'),
      contact: { phone: '406-555-0134' },
      place: 'Bozeman, MT',
      social: ['https://instagram.com/petalandstem'],
    },
  },
  {
    id: 'a25-massage-24h-clock',
    name: 'Kneadful Massage',
    businessType: 'Massage therapy',
    description:
      'Kneadful Massage offers Swedish massage (60 min, $85), deep tissue massage (60 min, $95) and hot stone massage. Therapist Carla Mendes works from our studio in Asheville, North Carolina. Hours: Mon, Wed, Fri 10:00-19:00; Sat 10:00-15:00.',
    requirements: 'Lavender. We are not licensed for medical massage; avoid the word medical.',
    secret: 'not licensed',
    ownerEmail: owner('a25'),
    facts: {
      offerings: offers(['Swedish massage', '$85'], ['Deep tissue massage', '$95'], 'Hot stone massage'),
      hours: hours({ mon: '10:00-19:00', wed: '10:00-19:00', fri: '10:00-19:00', sat: '10:00-15:00' }),
      people: [{ name: 'Carla Mendes', role: 'Therapist' }],
      place: 'Asheville, North Carolina',
    },
  },
  {
    id: 'a26-nothing-checkable',
    name: 'Oak & Ivy',
    businessType: 'Other',
    description: 'We are a small team who love what we do. Get in touch and we will see how we can help.',
    requirements: 'Any colour. Our accountant says we may close, do not mention.',
    secret: 'may close',
    ownerEmail: owner('a26'),
    facts: {},
  },
  {
    id: 'a27-restaurant-closed-days',
    name: 'Saffron House',
    businessType: 'Indian restaurant',
    description:
      'Saffron House, 41 Leith Walk, Edinburgh EH6 8LS. Head chef Arjun Mehta cooks lamb rogan josh, paneer tikka and dal makhani. Open 5pm to 10.30pm, closed Mondays. Takeaway orders: 0131 555 4400. Email saffron@saffronhouse.example.',
    requirements: 'Deep saffron orange. Arjun wants his nickname Chef AJ kept off.',
    secret: 'Chef AJ',
    ownerEmail: owner('a27'),
    facts: {
      offerings: offers('Lamb rogan josh', 'Paneer tikka', 'Dal makhani'),
      hours: hours({ 'tue-sun': '17:00-22:30', mon: 'closed' }),
      contact: { phone: '0131 555 4400', email: 'saffron@saffronhouse.example', address: '41 Leith Walk, Edinburgh EH6 8LS' },
      people: [{ name: 'Arjun Mehta', role: 'Head chef' }],
      place: 'Edinburgh',
    },
  },
];

/**
 * Round two, written after the first fixes and scored before any further change: negations ("we do not
 * do …", "no longer"), names beside "call", lists of staff, partial hours in brackets, "hours vary".
 */
export const auditCasesRound2: AuditCase[] = [
  {
    id: 'b01-roofer-negation',
    name: 'Topline Roofing',
    businessType: 'Roofing contractor',
    description:
      'Topline Roofing fixes roofs across Crewe and Nantwich. Services: slate repairs, flat roofs, guttering. We do not do commercial work. Call Dave or Steve on 07123 456789.',
    requirements: 'Slate grey. Steve is leaving the business soon.',
    secret: 'leaving the business soon',
    ownerEmail: owner('b01'),
    facts: {
      offerings: offers('Slate repairs', 'Flat roofs', 'Guttering'),
      contact: { phone: '07123 456789' },
      people: [{ name: 'Dave' }, { name: 'Steve' }],
      place: 'Crewe and Nantwich',
    },
  },
  {
    id: 'b02-groomer-no-longer',
    name: 'Whiskers Grooming',
    businessType: 'Pet grooming',
    description:
      'Whiskers Grooming no longer offers dog grooming. We now specialise in cat grooming, nail clipping and flea treatments. Hours vary, so please call ahead on 0161 496 0555.',
    requirements: 'Soft lilac. The dog grooming stopped after an insurance claim.',
    secret: 'insurance claim',
    ownerEmail: owner('b02'),
    facts: {
      offerings: offers('Cat grooming', 'Nail clipping', 'Flea treatments'),
      contact: { phone: '0161 496 0555' },
    },
  },
  {
    id: 'b03-surgery-staff-list',
    name: 'Riverside Family Surgery',
    businessType: 'GP practice',
    description:
      'Riverside Family Surgery, 8 St. Andrew’s Square, Stirling. Our team: Dr. Amir Ahmed (GP), Nurse Kelly Shaw and receptionist Joan Price. Monday–Friday 8am–6pm (Wednesday till 7.30pm). Closed weekends and bank holidays.',
    requirements: 'Clinical white and teal. Dr Ahmed is under review, do not feature him prominently.',
    secret: 'under review',
    ownerEmail: owner('b03'),
    facts: {
      hours: hours({ 'mon-tue': '08:00-18:00', wed: '08:00-19:30', 'thu-fri': '08:00-18:00', 'sat-sun': 'closed' }),
      contact: { address: '8 St. Andrew’s Square, Stirling' },
      people: [
        { name: 'Dr. Amir Ahmed', role: 'GP' },
        { name: 'Kelly Shaw', role: 'Nurse' },
        { name: 'Nurse Kelly Shaw' },
        { name: 'Joan Price', role: 'Receptionist' },
      ],
      place: 'Stirling',
    },
  },
  {
    id: 'b04-nail-price-list',
    name: 'Polished Nail Bar',
    businessType: 'Beauty salon',
    description: 'Polished Nail Bar in Wolverhampton. Gel nails £25, acrylic full set £35, pedicure £30. Walk-ins welcome Tue-Sat 10-6.',
    requirements: 'Hot pink. We are behind on rent, keep it off.',
    secret: 'behind on rent',
    ownerEmail: owner('b04'),
    facts: {
      offerings: offers(['Gel nails', '£25'], ['Acrylic full set', '£35'], ['Pedicure', '£30']),
      hours: hours({ 'tue-sat': '10:00-18:00' }),
      place: 'Wolverhampton',
    },
  },
  {
    id: 'b05-noodle-bar-since',
    name: 'Lee’s Noodle Bar',
    businessType: 'Restaurant',
    description:
      'Mr. and Mrs. Lee have run Lee’s Noodle Bar on Main Street in Vancouver, BC since 1998. Try the beef noodle soup, wonton mein or our dan dan noodles. Cash only.',
    requirements: 'Red and gold. The lease renewal is uncertain.',
    secret: 'lease renewal',
    ownerEmail: owner('b05'),
    facts: {
      offerings: offers('Beef noodle soup', 'Wonton mein', 'Dan dan noodles'),
      people: [{ name: 'Mr. and Mrs. Lee' }, { name: 'Mr. Lee' }, { name: 'Mrs. Lee' }],
      place: 'Vancouver, BC',
    },
  },
  {
    id: 'b06-gym-late-friday',
    name: 'Ironworks Gym',
    businessType: 'Gym',
    description:
      'Ironworks Gym, Leeds. Open weekdays 6am to 9pm and weekends 8am to 4pm; we stay open late on Fridays (till 11pm). Personal training with coach Dan Miles. Memberships from £29 a month.',
    requirements: 'Black and yellow. One of our treadmills is broken.',
    secret: 'treadmills is broken',
    ownerEmail: owner('b06'),
    facts: {
      offerings: offers('Personal training', ['Memberships', 'from £29 a month']),
      hours: hours({ 'mon-thu': '06:00-21:00', fri: '06:00-23:00', 'sat-sun': '08:00-16:00' }),
      people: [{ name: 'Dan Miles', role: 'Coach' }],
      place: 'Leeds',
    },
  },
  {
    id: 'b07-consultant-eg-clients',
    name: 'Northstar Advisory',
    businessType: 'Consulting',
    description:
      'Northstar Advisory helps charities with strategy, fundraising plans and board training. We have worked with e.g. Oxfam and Shelter. Contact Jane Doe, Director, at jane@northstar.example.',
    requirements: 'Navy. Do not name our biggest client, the Wellcome Trust.',
    secret: 'Wellcome Trust',
    ownerEmail: owner('b07'),
    facts: {
      offerings: offers('Strategy', 'Fundraising plans', 'Board training'),
      contact: { email: 'jane@northstar.example' },
      people: [{ name: 'Jane Doe', role: 'Director' }],
    },
  },
  {
    id: 'b08-ice-cream-seasonal',
    name: 'Scoops by the Sea',
    businessType: 'Ice cream parlour',
    description:
      'Scoops by the Sea, Whitby. Flavours: salted caramel, mint choc chip, strawberry & black pepper. Summer: daily 10am-8pm. Winter: weekends only 11-4.',
    requirements: 'Pastel blue. Our freezer supplier went bust.',
    secret: 'supplier went bust',
    ownerEmail: owner('b08'),
    facts: {
      offerings: offers('Salted caramel', 'Mint choc chip', 'Strawberry & black pepper', 'Strawberry', 'Black pepper'),
      place: 'Whitby',
    },
  },
  {
    id: 'b09-mechanic-call-header',
    name: 'Kwik Wrench Garage',
    businessType: 'Car repair shop',
    description:
      'Kwik Wrench Garage\nMOTs • servicing • brakes • tyres\nCall: 01234 567890\nHours: Mon–Fri 8–5.30, Sat 8–12\nUnit 4, Mill Road Industrial Estate, Bedford',
    requirements: 'Orange. Our MOT licence is being renewed.',
    secret: 'licence is being renewed',
    ownerEmail: owner('b09'),
    facts: {
      offerings: offers('MOTs', 'Servicing', 'Brakes', 'Tyres'),
      hours: hours({ 'mon-fri': '08:00-17:30', sat: '08:00-12:00' }),
      contact: { phone: '01234 567890', address: 'Unit 4, Mill Road Industrial Estate, Bedford' },
      place: 'Bedford',
    },
  },
  {
    id: 'b10-dentist-dr-hero',
    name: 'Smile Studio',
    businessType: 'Dentist',
    description:
      'Run by Dr. K. Nakamura, D.D.S., Smile Studio in San Jose, CA offers cleanings, fillings and night guards. Open Mon., Tue. and Thu. 9 a.m. to 5 p.m. Call (408) 555-0187.',
    requirements: 'Mint green. Dr Nakamura is selling the practice.',
    secret: 'selling the practice',
    ownerEmail: owner('b10'),
    facts: {
      offerings: offers('Cleanings', 'Fillings', 'Night guards'),
      hours: hours({ mon: '09:00-17:00', tue: '09:00-17:00', thu: '09:00-17:00' }),
      contact: { phone: '(408) 555-0187' },
      people: [{ name: 'Dr. K. Nakamura' }, { name: 'Dr. K. Nakamura, D.D.S.' }],
      place: 'San Jose, CA',
    },
  },
];
