import { hours, offers, service } from '../case';
import type { AuditCase } from './cases';

/**
 * The truthfulness audit's thirteenth round (docs/decisions/257): written after round twelve, before reading the
 * extractor's code, and scored before any change of its own. Voices rounds one to twelve did not use: studios with a
 * class timetable (start times only, "Tuesday and Thursday evenings", classes beside a gym's opening hours), a tutor
 * with term dates, a driving instructor, a food truck whose place changes by weekday, a B&B's check-in and breakfast
 * times, a wedding photographer "available weekends", a clinic by appointment with another service's emergency
 * number, a pub whose kitchen keeps other hours than its bar and whose quiz night is no opening time, a nursery with
 * age groups and fees per session, a charity shop run by volunteers, a maker with no premises, a business that moved
 * ("we used to be on…"), prices in euros, francs, dollars and kronor, "Tues–Sat 10 till 4, late Thursdays", "closed for
 * refurbishment until March", owners' names with particles (van der Berg, de la Cruz, O'Neill, Nic Aodha).
 *
 * A class timetable is never the business's opening hours: where a class has a start and an end it may be shown as a
 * service's hours under the class's or "Classes" label; a start time alone is no hours at all. Hours that hold only in
 * term time or in a season are not opening hours (docs/decisions/141). `facts` is everything a careful reader may take
 * from the description (alternatives listed too); the site may state less, never something else. Never rewritten to
 * make a case pass. `auditCasesRound13HeldOut` was written at the same time and is scored, never tuned on.
 */
const owner = (id: string) => `signin.${id}@owner-mail.example`;

export const auditCasesRound13: AuditCase[] = [
  {
    id: 't01-yoga-start-times-only',
    name: 'Lotus Room Yoga',
    businessType: 'Yoga studio',
    description:
      'Small yoga studio above the bakery on Fore Street, Totnes. Weekly timetable: Vinyasa Mon 7pm, Yin Wed 6:30pm, Gentle flow Sat 9:30am. Drop-in £12, ten-class pass £100. Email hello@lotusroom.example to book a mat.',
    requirements: 'Sage green. The landlord wants the room back.',
    secret: 'wants the room back',
    ownerEmail: owner('t01'),
    facts: {
      offerings: offers('Vinyasa', 'Yin', 'Gentle flow', ['Drop-in', '£12'], ['Ten-class pass', '£100']),
      contact: { email: 'hello@lotusroom.example' },
      place: 'Totnes',
    },
  },
  {
    id: 't02-dance-classes-evenings',
    name: 'Step Up Dance',
    businessType: 'Dance school',
    description:
      'Street dance and ballet for ages 5 to 16. Classes Tuesday and Thursday evenings and Saturday mornings at Westfield Community Centre, Hull. £6 a class, first class free. Call Mrs. Jodie Parr on 07700 900 871.',
    requirements: 'Hot pink. Our insurance lapsed in May.',
    secret: 'insurance lapsed',
    ownerEmail: owner('t02'),
    facts: {
      offerings: offers('Street dance', 'Ballet', 'Street dance and ballet', ['Classes', '£6 a class'], ['Classes', '£6']),
      contact: { phone: '07700 900 871' },
      people: [{ name: 'Mrs. Jodie Parr' }, { name: 'Jodie Parr' }],
      place: 'Hull',
    },
  },
  {
    id: 't03-karate-club-class-times',
    name: 'Kanazawa Karate Club',
    businessType: 'Martial arts club',
    description:
      "Traditional Shotokan karate in Didcot. Juniors Mon & Wed 6–7pm, adults Mon & Wed 7–8.30pm, open mat Sunday 10–12. We train at Didcot Leisure Centre. £30 a month. Sensei: Mark O'Neill, 5th Dan. Text 07700 900 118.",
    requirements: 'Black and red. Two members are in a dispute.',
    secret: 'in a dispute',
    ownerEmail: owner('t03'),
    facts: {
      offerings: offers('Traditional Shotokan karate', 'Shotokan karate', 'Juniors', 'Adults', 'Open mat'),
      serviceHours: [
        service('Juniors', { 'mon,wed': '18:00-19:00' }),
        service('Adults', { 'mon,wed': '19:00-20:30' }),
        service('Open mat', { sun: '10:00-12:00' }),
      ],
      contact: { phone: '07700 900 118' },
      people: [{ name: "Mark O'Neill", role: 'Sensei' }],
      place: 'Didcot',
    },
  },
  {
    id: 't04-tutor-term-dates-particle',
    name: 'Count On It Tuition',
    businessType: 'Tutor',
    description:
      "I'm Emma van der Berg, a qualified maths teacher offering GCSE and A-level maths tuition in Harpenden. Tuition runs in term time only: this autumn term is 8 September to 19 December. After-school slots Monday to Thursday, 4–7pm. £45 per hour. Email emma@countonit.example.",
    requirements: 'Navy. I am leaving my school job.',
    secret: 'leaving my school job',
    ownerEmail: owner('t04'),
    facts: {
      offerings: offers(
        'GCSE and A-level maths tuition',
        'GCSE maths tuition',
        'A-level maths tuition',
        'Maths tuition',
        ['Tuition', '£45 per hour'],
        ['After-school slots', '£45 per hour'],
      ),
      serviceHours: [service('After-school slots', { 'mon-thu': '16:00-19:00' })],
      contact: { email: 'emma@countonit.example' },
      people: [{ name: 'Emma van der Berg', role: 'Maths teacher' }],
      place: 'Harpenden',
    },
  },
  {
    id: 't05-driving-instructor',
    name: 'Clutch Control Driving School',
    businessType: 'Driving instructor',
    description:
      'Manual and automatic driving lessons around Norwich with Paul Okafor, DVSA approved driving instructor. 1-hour lesson £38, 2-hour lesson £72, block of 10 hours £360. Lessons 7 days a week, 7am to 9pm, pick-up from home, college or work. Call or WhatsApp 07700 900 334.',
    requirements: 'Green and white. My car is on finance.',
    secret: 'on finance',
    ownerEmail: owner('t05'),
    facts: {
      offerings: offers(
        'Manual and automatic driving lessons',
        'Manual driving lessons',
        'Automatic driving lessons',
        'Driving lessons',
        ['1-hour lesson', '£38'],
        ['2-hour lesson', '£72'],
        ['Block of 10 hours', '£360'],
      ),
      // Lessons every day are the instructor's working hours: either reading is true.
      hours: hours({ 'mon-sun': '07:00-21:00' }),
      serviceHours: [service('Lessons', { 'mon-sun': '07:00-21:00' })],
      contact: { phone: '07700 900 334' },
      people: [{ name: 'Paul Okafor', role: 'DVSA approved driving instructor' }],
      place: 'Norwich',
    },
  },
  {
    id: 't06-food-truck-place-by-weekday',
    name: 'Smokestack BBQ',
    businessType: 'Food truck',
    description:
      'Texas-style brisket, pulled pork and mac & cheese from our truck. Where to find us: Tuesday – Hartley Business Park, Wednesday – Station Road car park, Friday and Saturday – Brewery Yard, Cheltenham. Serving 11.30 till 2 on weekdays, Saturday 12–8. Brisket bun £9.50.',
    requirements: 'Smoky black. The generator is failing.',
    secret: 'generator is failing',
    ownerEmail: owner('t06'),
    facts: {
      offerings: offers('Texas-style brisket', 'Pulled pork', 'Mac & cheese', ['Brisket bun', '£9.50']),
      // Only the days the truck trades: "weekdays" here are its Tuesday, Wednesday and Friday.
      hours: hours({ 'tue,wed,fri': '11:30-14:00', sat: '12:00-20:00' }),
      serviceHours: [service('Serving', { 'tue,wed,fri': '11:30-14:00', sat: '12:00-20:00' })],
      place: 'Cheltenham',
    },
  },
  {
    id: 't07-bnb-check-in-breakfast',
    name: 'Harbour View B&B',
    businessType: 'Bed and breakfast',
    description:
      'Three en-suite rooms in a Georgian townhouse overlooking the harbour in Brixham. Check-in 3pm to 8pm, check-out by 10.30am. Full English breakfast served daily 8 till 9.30. Doubles from £95 a night. Ring Siobhan on 01803 882 019.',
    requirements: 'Sea blue. The roof leaks in room 2.',
    secret: 'roof leaks',
    ownerEmail: owner('t07'),
    facts: {
      offerings: offers('Three en-suite rooms', 'En-suite rooms', 'Full English breakfast', ['Doubles', 'from £95 a night'], ['Doubles', 'from £95']),
      serviceHours: [service('Breakfast served', { 'mon-sun': '08:00-09:30' }), service('Full English breakfast served', { 'mon-sun': '08:00-09:30' })],
      contact: { phone: '01803 882 019' },
      people: [{ name: 'Siobhan' }],
      place: 'Brixham',
    },
  },
  {
    id: 't08-wedding-photographer-weekends',
    name: 'Golden Hour Weddings',
    businessType: 'Wedding photographer',
    description:
      'Relaxed, documentary wedding photography across Yorkshire by Laura Nic Aodha. Available weekends from April to October; weekday elopements by arrangement. Full day coverage £1,650, half day £950. Enquiries: laura@goldenhourweddings.example',
    requirements: 'Warm gold. My second shooter quit.',
    secret: 'second shooter quit',
    ownerEmail: owner('t08'),
    facts: {
      offerings: offers(
        'Relaxed, documentary wedding photography',
        'Documentary wedding photography',
        'Wedding photography',
        'Weekday elopements',
        ['Full day coverage', '£1,650'],
        ['Half day', '£950'],
        ['Half day coverage', '£950'],
      ),
      contact: { email: 'laura@goldenhourweddings.example' },
      people: [{ name: 'Laura Nic Aodha' }],
      place: 'Yorkshire',
    },
  },
  {
    id: 't09-vet-appointments-emergency-number',
    name: 'Riverside Veterinary Clinic',
    businessType: 'Vet',
    description:
      'Small-animal vets in Market Harborough. Consultations by appointment only, Monday to Friday 9–6 and Saturday 9–12. Appointments: 01858 410 233. Out of hours, emergencies are seen by Vets Now in Leicester on 0116 296 0412. Vaccinations, neutering and dental care. Clinical director: Dr. Ines Moreau.',
    requirements: 'Teal. We failed our RCVS inspection.',
    secret: 'RCVS inspection',
    ownerEmail: owner('t09'),
    facts: {
      offerings: offers('Vaccinations', 'Neutering', 'Dental care', 'Consultations'),
      hours: hours({ 'mon-fri': '09:00-18:00', sat: '09:00-12:00' }, { appointmentOnly: true }),
      serviceHours: [service('Consultations', { 'mon-fri': '09:00-18:00', sat: '09:00-12:00' })],
      contact: { phone: '01858 410 233' },
      people: [{ name: 'Dr. Ines Moreau', role: 'Clinical director' }, { name: 'Ines Moreau', role: 'Clinical director' }],
      place: 'Market Harborough',
    },
  },
  {
    id: 't10-pub-bar-kitchen-quiz',
    name: 'The Fox & Hounds',
    businessType: 'Pub',
    description:
      'Village pub in Great Bedwyn. Bar open Mon–Thu 4–11pm, Fri–Sun 12–11pm. Kitchen serves Wed–Sat 6–9pm and Sunday roasts 12–3. Quiz night every Tuesday from 8pm, £1 a head for charity. Landlords Gary and Bev Thompson. 01672 870 311.',
    requirements: 'Deep red. The brewery is raising our rent.',
    secret: 'raising our rent',
    ownerEmail: owner('t10'),
    facts: {
      offerings: offers('Sunday roasts', 'Quiz night', ['Quiz night', '£1 a head']),
      hours: hours({ 'mon-thu': '16:00-23:00', 'fri-sun': '12:00-23:00' }),
      serviceHours: [
        service('Kitchen', { 'wed-sat': '18:00-21:00', sun: '12:00-15:00' }),
        service('Sunday roasts', { sun: '12:00-15:00' }),
      ],
      contact: { phone: '01672 870 311' },
      people: [
        { name: 'Gary Thompson', role: 'Landlord' },
        { name: 'Bev Thompson', role: 'Landlord' },
      ],
      place: 'Great Bedwyn',
    },
  },
  {
    id: 't11-nursery-age-groups-session-fees',
    name: 'Little Acorns Day Nursery',
    businessType: 'Day nursery',
    description:
      'Ofsted-registered day nursery for babies (6 months–2), toddlers (2–3) and pre-school (3–5). Open 7.30am–6pm Monday to Friday, 51 weeks a year. Fees: full day £68, morning session (7.30–1) £38, afternoon session (1–6) £36. 15 and 30 funded hours accepted. Manager: Priya Desai. 14 Orchard Close, Wokingham RG40 1XY.',
    requirements: 'Soft yellow. Staff turnover is high.',
    secret: 'turnover is high',
    ownerEmail: owner('t11'),
    facts: {
      offerings: offers('Babies', 'Toddlers', 'Pre-school', ['Full day', '£68'], ['Morning session', '£38'], ['Afternoon session', '£36']),
      hours: hours({ 'mon-fri': '07:30-18:00' }),
      contact: { address: '14 Orchard Close, Wokingham RG40 1XY' },
      people: [{ name: 'Priya Desai', role: 'Manager' }],
      place: 'Wokingham',
    },
  },
  {
    id: 't12-charity-shop-volunteers',
    name: "St Luke's Hospice Shop",
    businessType: 'Charity shop',
    description:
      "Run entirely by volunteers, our charity shop on Mill Street, Macclesfield sells donated clothes, books, bric-a-brac and furniture, with every penny going to St Luke's Hospice. Open Mon–Sat 9.30–4.30. Donations welcome at the back door on weekdays until 3pm. Registered charity no. 1094521.",
    requirements: 'Purple. A volunteer was caught stealing.',
    secret: 'caught stealing',
    ownerEmail: owner('t12'),
    facts: {
      offerings: offers('Donated clothes', 'Clothes', 'Books', 'Bric-a-brac', 'Furniture'),
      hours: hours({ 'mon-sat': '09:30-16:30' }),
      place: 'Macclesfield',
    },
  },
  {
    id: 't13-maker-no-premises-etsy',
    name: 'Fern & Flint',
    businessType: 'Jewellery maker',
    description:
      'Handmade silver jewellery and resin coasters, made at my kitchen table in Falmouth and sold only through my Etsy shop: https://www.etsy.com/shop/fernandflint. There is no shop or studio to visit, sorry! Rings from £28, coasters £12 for two. Custom orders take 3–4 weeks.',
    requirements: 'Forest green. I have not registered for tax.',
    secret: 'registered for tax',
    ownerEmail: owner('t13'),
    facts: {
      offerings: offers(
        'Handmade silver jewellery',
        'Silver jewellery',
        'Resin coasters',
        ['Rings', 'from £28'],
        ['Coasters', '£12 for two'],
        ['Coasters', '£12'],
        'Custom orders',
      ),
      contact: { bookingUrl: 'https://www.etsy.com/shop/fernandflint' },
      place: 'Falmouth',
    },
  },
  {
    id: 't14-moved-used-to-be-on',
    name: 'Bloom & Bough',
    businessType: 'Florist',
    description:
      "We've moved! We used to be on Castle Street, but since June you'll find us at 27 Bridge Street, Hereford HR4 9DG, next to the cathedral gift shop. Same opening hours: Tues–Sat 9 till 5.30. Wedding flowers, sympathy tributes and weekly bouquet subscriptions from £25.",
    requirements: 'Blush pink. Castle Street flooded.',
    secret: 'Castle Street flooded',
    ownerEmail: owner('t14'),
    facts: {
      offerings: offers('Wedding flowers', 'Sympathy tributes', 'Weekly bouquet subscriptions', ['Weekly bouquet subscriptions', 'from £25']),
      hours: hours({ 'tue-sat': '09:00-17:30' }),
      contact: { address: '27 Bridge Street, Hereford HR4 9DG' },
      place: 'Hereford',
    },
  },
  {
    id: 't15-amsterdam-bikes-euros',
    name: 'Canal Bikes',
    businessType: 'Bike rental',
    description:
      "Bike rental in Amsterdam's Jordaan: city bike €14 per day, e-bike €35 per day, 3-hour guided tour €45 pp. Open daily 9:00–18:00. Prinsengracht 216, 1016 HB Amsterdam. WhatsApp +31 6 1234 5678.",
    requirements: 'Orange. Two bikes were stolen last week.',
    secret: 'bikes were stolen',
    ownerEmail: owner('t15'),
    facts: {
      offerings: offers('Bike rental', ['City bike', '€14 per day'], ['E-bike', '€35 per day'], ['3-hour guided tour', '€45 pp'], ['Guided tour', '€45 pp']),
      hours: hours({ 'mon-sun': '09:00-18:00' }),
      contact: { address: 'Prinsengracht 216, 1016 HB Amsterdam', phone: '+31 6 1234 5678' },
      // Labelled first as 'Jordaan, Amsterdam'; a place is labelled as written ("Glasgow’s Merchant City", rounds four
      // and five), so the label was corrected after the first score (docs/decisions/257).
      place: "Amsterdam's Jordaan",
    },
  },
  {
    id: 't16-late-thursdays',
    name: 'Cut Above',
    businessType: 'Hair salon',
    description:
      "Niamh O'Neill's salon in Enniskillen: cuts, colour and blow-dries. Tues–Sat 10 till 4, late Thursdays. Ladies' cut & blow-dry £38, root colour from £45. Call 028 6632 1177.",
    requirements: 'Charcoal. I am selling the salon next year.',
    secret: 'selling the salon',
    ownerEmail: owner('t16'),
    facts: {
      offerings: offers('Cuts', 'Colour', 'Blow-dries', ["Ladies' cut & blow-dry", '£38'], ['Root colour', 'from £45']),
      // Thursday closes later than 4, at a time not written: it is left unstated.
      hours: hours({ 'tue,wed,fri,sat': '10:00-16:00' }),
      contact: { phone: '028 6632 1177' },
      people: [{ name: "Niamh O'Neill" }],
      place: 'Enniskillen',
    },
  },
  {
    id: 't17-closed-for-refurbishment',
    name: 'Driftwood Café',
    businessType: 'Café',
    description:
      'Closed for refurbishment until March – we reopen on Saturday 7 March with a new menu! Normally open Wednesday to Sunday 9am–4pm. Brunch, sourdough toasties and Cornish cream teas, right on Porthleven harbour.',
    requirements: 'Driftwood grey. The builders are late.',
    secret: 'builders are late',
    ownerEmail: owner('t17'),
    facts: {
      offerings: offers('Brunch', 'Sourdough toasties', 'Cornish cream teas'),
      hours: hours({ 'wed-sun': '09:00-16:00' }),
      place: 'Porthleven',
    },
  },
  {
    id: 't18-partners-de-la-cruz-van-der-berg',
    name: 'Ledgerline Accountants',
    businessType: 'Accountant',
    description:
      'Ledgerline is a two-partner practice in Leamington Spa. Partners: Ana de la Cruz ACCA and Kees van der Berg. We do bookkeeping, VAT returns, self-assessment and payroll for small businesses, on fixed monthly fees from £85 + VAT. Office hours Monday–Friday 9–5, Saturdays by appointment. Email office@ledgerline.example.',
    requirements: 'Slate. HMRC is investigating a client.',
    secret: 'investigating a client',
    ownerEmail: owner('t18'),
    facts: {
      offerings: offers('Bookkeeping', 'VAT returns', 'Self-assessment', 'Payroll', ['Fixed monthly fees', 'from £85 + VAT'], ['Fixed monthly fees', 'from £85']),
      hours: hours({ 'mon-fri': '09:00-17:00', sat: 'appointment' }),
      contact: { email: 'office@ledgerline.example' },
      people: [
        { name: 'Ana de la Cruz ACCA', role: 'Partner' },
        { name: 'Ana de la Cruz', role: 'Partner' },
        { name: 'Kees van der Berg', role: 'Partner' },
      ],
      place: 'Leamington Spa',
    },
  },
  {
    id: 't19-pilates-class-times-venue',
    name: 'Core Pilates',
    businessType: 'Pilates classes',
    description:
      'Pilates classes at the Scout Hut, Ledbury, Mondays and Thursdays 9.30–10.30am. No equipment needed, just bring a mat. £9 drop-in or £40 for five. Instructor Hannah Kowalczyk, 07700 900 563.',
    requirements: 'Lavender. The hut is being sold.',
    secret: 'hut is being sold',
    ownerEmail: owner('t19'),
    facts: {
      offerings: offers('Pilates classes', ['Pilates classes', '£9 drop-in'], ['Drop-in', '£9']),
      serviceHours: [service('Pilates classes', { 'mon,thu': '09:30-10:30' })],
      contact: { phone: '07700 900 563' },
      people: [{ name: 'Hannah Kowalczyk', role: 'Instructor' }],
      place: 'Ledbury',
    },
  },
  {
    id: 't20-gym-hours-and-class-timetable',
    name: 'Forge Fitness',
    businessType: 'Gym',
    description:
      'Forge Fitness, Stroud. Gym open Mon–Fri 6am–10pm, weekends 8–6. Classes: spin Mon & Wed 6.15–7pm, HIIT Tue 12.30–1.15pm, boxfit Sat 9–10am. Membership £29 a month. 23 Station Road, Stroud GL5 3AP.',
    requirements: 'Steel grey. The showers are broken.',
    secret: 'showers are broken',
    ownerEmail: owner('t20'),
    facts: {
      offerings: offers('Spin', 'HIIT', 'Boxfit', ['Membership', '£29 a month']),
      hours: hours({ 'mon-fri': '06:00-22:00', 'sat,sun': '08:00-18:00' }),
      serviceHours: [
        service('Classes', { 'mon,wed': '18:15-19:00', tue: '12:30-13:15', sat: '09:00-10:00' }),
        service('Spin', { 'mon,wed': '18:15-19:00' }),
        service('HIIT', { tue: '12:30-13:15' }),
        service('Boxfit', { sat: '09:00-10:00' }),
      ],
      contact: { address: '23 Station Road, Stroud GL5 3AP' },
      place: 'Stroud',
    },
  },
];

/**
 * Written with the round, in voices and forms of the same classes, and scored only: never read for tuning
 * (docs/decisions/257).
 */
export const auditCasesRound13HeldOut: AuditCase[] = [
  {
    id: 'v01-salsa-timetable-lines',
    name: 'Salsa Rueda Club',
    businessType: 'Dance classes',
    description:
      'Salsa classes at the Corn Exchange, Bedford\nBeginners – Tuesday 7.30–8.30pm\nImprovers – Tuesday 8.30–9.30pm\nSocial dance – last Friday of the month, 9pm till late\n£8 per class, pay on the door. Teachers: Carlos and Maria Mendoza.',
    requirements: 'Red and black. The hall hire doubled.',
    secret: 'hall hire doubled',
    ownerEmail: owner('v01'),
    facts: {
      offerings: offers('Salsa classes', 'Beginners', 'Improvers', 'Social dance', ['Salsa classes', '£8 per class']),
      serviceHours: [
        service('Beginners', { tue: '19:30-20:30' }),
        service('Improvers', { tue: '20:30-21:30' }),
        service('Salsa classes', { tue: '19:30-20:30,20:30-21:30' }),
        service('Classes', { tue: '19:30-21:30' }),
      ],
      people: [
        { name: 'Carlos Mendoza', role: 'Teacher' },
        { name: 'Maria Mendoza', role: 'Teacher' },
      ],
      place: 'Bedford',
    },
  },
  {
    id: 'v02-kickboxing-evenings',
    name: 'Iron Lotus Kickboxing',
    businessType: 'Kickboxing club',
    description:
      'Iron Lotus Kickboxing: kickboxing and Muay Thai for adults and teens. Classes Tuesday and Thursday evenings plus Saturday morning, at Unit 4, Dearne Mills, Barnsley S70 1AB. First session free, then £7. Head coach Dean McAllister, 07700 900 655.',
    requirements: 'Black and gold. A member was injured sparring.',
    secret: 'injured sparring',
    ownerEmail: owner('v02'),
    facts: {
      offerings: offers('Kickboxing', 'Muay Thai'),
      contact: { address: 'Unit 4, Dearne Mills, Barnsley S70 1AB', phone: '07700 900 655' },
      people: [{ name: 'Dean McAllister', role: 'Head coach' }],
      place: 'Barnsley',
    },
  },
  {
    id: 'v03-guest-house-reception-check-in',
    name: 'Glen Lodge Guest House',
    businessType: 'Guest house',
    description:
      'Glen Lodge Guest House, Fort William. Check-in from 4pm, check-out 10am. Rooms from £85, family room £130. Packed lunches on request. Call Fiona McLeod on 01397 700 412.',
    requirements: 'Heather purple. The boiler is old.',
    secret: 'boiler is old',
    ownerEmail: owner('v03'),
    facts: {
      offerings: offers(['Rooms', 'from £85'], ['Family room', '£130'], 'Packed lunches'),
      contact: { phone: '01397 700 412' },
      people: [{ name: 'Fiona McLeod' }],
      place: 'Fort William',
    },
  },
  {
    id: 'v04-automatic-instructor-from-8am',
    name: 'Green Light Automatic Lessons',
    businessType: 'Driving instructor',
    description:
      'Patient, automatic-only driving instructor covering Swindon and Wroughton. Lessons Monday to Saturday from 8am, evenings by arrangement. £40 an hour, or 10 hours for £380. Pass Plus available. Ring Jas on 07700 900 219.',
    requirements: 'Traffic-light green. I failed my check test once.',
    secret: 'check test',
    ownerEmail: owner('v04'),
    facts: {
      offerings: offers('Lessons', ['Lessons', '£40 an hour'], ['10 hours', '£380'], 'Pass Plus'),
      contact: { phone: '07700 900 219' },
      people: [{ name: 'Jas' }],
      // Labelled first as 'Swindon'; a place list is labelled as written ("Didsbury, Withington and Chorlton", round
      // eleven), so the label was corrected after the held-out score (docs/decisions/257).
      place: 'Swindon and Wroughton',
    },
  },
  {
    id: 'v05-horsebox-noodles-towns-by-day',
    name: 'Wok On Wheels',
    businessType: 'Street food',
    description:
      "Noodles and bao from a converted horsebox. Mondays we're at Tring market, Thursdays outside Berkhamsted station, Saturdays at Ashridge Farm. Usually 11 till 3. Chicken katsu bao £7, veg noodles £8. Insta: https://instagram.com/wokonwheels",
    requirements: 'Chilli red. The horsebox failed its MOT.',
    secret: 'failed its MOT',
    ownerEmail: owner('v05'),
    facts: {
      offerings: offers('Noodles', 'Bao', ['Chicken katsu bao', '£7'], ['Veg noodles', '£8']),
      hours: hours({ 'mon,thu,sat': '11:00-15:00' }),
      social: ['https://instagram.com/wokonwheels'],
      place: 'Tring',
    },
  },
  {
    id: 'v06-dentist-late-wednesday-111',
    name: 'Smile Studio Dental',
    businessType: 'Dentist',
    description:
      'Smile Studio Dental, Cheadle. Appointments Monday–Friday 8.30–5, with a late clinic on Wednesday until 7.30pm. Dental emergency out of hours? Ring NHS 111. Check-ups £55, hygienist visits £65. Principal dentist Dr. Rohan Mehta. 0161 428 0147.',
    requirements: 'Mint. One of our nurses is suing us.',
    secret: 'suing us',
    ownerEmail: owner('v06'),
    facts: {
      offerings: offers(['Check-ups', '£55'], ['Hygienist visits', '£65']),
      hours: hours({ 'mon,tue,thu,fri': '08:30-17:00', wed: '08:30-19:30' }),
      serviceHours: [service('Appointments', { 'mon,tue,thu,fri': '08:30-17:00', wed: '08:30-19:30' })],
      contact: { phone: '0161 428 0147' },
      people: [
        { name: 'Dr. Rohan Mehta', role: 'Principal dentist' },
        { name: 'Rohan Mehta', role: 'Principal dentist' },
      ],
      place: 'Cheadle',
    },
  },
  {
    id: 'v07-pub-bar-until-midnight-food-quiz',
    name: 'The Plough',
    businessType: 'Pub',
    description:
      'The Plough, Wantage. Bar open from noon every day until 11 (midnight Fri & Sat). Food served 12–2.30 and 6–9 Tuesday to Saturday, Sunday lunch 12–4. Thursday is quiz night from 8.30. Live music on the first Saturday of the month.',
    requirements: 'Oak brown. The landlord is leaving.',
    secret: 'landlord is leaving',
    ownerEmail: owner('v07'),
    facts: {
      offerings: offers('Sunday lunch', 'Quiz night', 'Live music'),
      hours: hours({ 'sun-thu': '12:00-23:00', 'fri,sat': '12:00-24:00' }),
      serviceHours: [service('Food served', { 'tue-sat': '12:00-14:30,18:00-21:00', sun: '12:00-16:00' }), service('Sunday lunch', { sun: '12:00-16:00' })],
      place: 'Wantage',
    },
  },
  {
    id: 'v08-pre-school-term-time-sessions',
    name: 'Little Owls Pre-school',
    businessType: 'Pre-school',
    description:
      "Little Owls Pre-school meets at St Mark's Church Hall, Bromley, term time only, Monday to Friday 9am–3pm. Morning session 9–12 £22, lunch club 12–12.45 £4, afternoon 12.45–3 £18. For children aged 2 to 5. Supervisor: Mrs. Kay Adebayo. Email littleowlsbromley@preschool-mail.example.",
    requirements: 'Owl brown. We may lose the hall.',
    secret: 'lose the hall',
    ownerEmail: owner('v08'),
    facts: {
      offerings: offers(['Morning session', '£22'], ['Lunch club', '£4'], ['Afternoon', '£18'], ['Afternoon session', '£18']),
      contact: { email: 'littleowlsbromley@preschool-mail.example' },
      people: [{ name: 'Mrs. Kay Adebayo', role: 'Supervisor' }, { name: 'Kay Adebayo', role: 'Supervisor' }],
      place: 'Bromley',
    },
  },
  {
    id: 'v09-potter-dollars-online-only',
    name: 'Kiln & Kettle',
    businessType: 'Potter',
    description:
      'Small-batch stoneware mugs and bowls, thrown by hand in my garage studio in Asheville, NC. Not open to the public – order online at https://kilnandkettle.example/shop. Mugs $42, pasta bowls $55, shipping US-wide. Questions: hi@kilnandkettle.example',
    requirements: 'Speckled cream. My kiln is on loan.',
    secret: 'kiln is on loan',
    ownerEmail: owner('v09'),
    facts: {
      offerings: offers('Small-batch stoneware mugs and bowls', 'Stoneware mugs', 'Bowls', ['Mugs', '$42'], ['Pasta bowls', '$55']),
      contact: { bookingUrl: 'https://kilnandkettle.example/shop', email: 'hi@kilnandkettle.example' },
      place: 'Asheville, NC',
    },
  },
  {
    id: 'v10-sauna-kronor-sessions',
    name: 'Bastu Ekeby',
    businessType: 'Sauna',
    description:
      'Wood-fired sauna on the lake shore at Ekeby, Sweden. Public sessions Fri 17–21, Sat & Sun 10–16. Entry 150 kr, private hire 1 200 kr for two hours. Book at https://bastuekeby.example/book.',
    requirements: 'Pine green. The jetty needs repair.',
    secret: 'jetty needs repair',
    ownerEmail: owner('v10'),
    facts: {
      offerings: offers(['Entry', '150 kr'], ['Private hire', '1 200 kr for two hours'], ['Private hire', '1 200 kr'], 'Public sessions'),
      // A sauna's public sessions are when it is open: either reading is true.
      hours: hours({ fri: '17:00-21:00', 'sat,sun': '10:00-16:00' }),
      serviceHours: [service('Public sessions', { fri: '17:00-21:00', 'sat,sun': '10:00-16:00' })],
      contact: { bookingUrl: 'https://bastuekeby.example/book' },
      place: 'Ekeby',
    },
  },
];
