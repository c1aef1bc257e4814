import { hours, offers, service } from '../case';
import type { AuditCase } from './cases';

/**
 * The truthfulness audit's fourteenth round (docs/decisions/267): written after round thirteen, before reading the
 * extractor's code (only the earlier rounds' case titles were read), and scored before any change of its own. Voices
 * rounds one to thirteen did not use: a Facebook "Intro" pasted line by line, long paragraphs with a backstory (a
 * grandmother's recipes from Naples, "we moved down from Leeds"), English by non-native writers, US spelling with US
 * addresses and ZIP codes, Canadian, Australian and Indian businesses, emoji bullets, dishes and goods named after
 * places ("Boston cream pie", "Chicken Kiev", "Yorkshire pudding wraps", "Bombay potatoes", "Mysore silk"), staff lists,
 * press quotes and awards ("As seen in The Guardian"), testimonials signed by customers from other towns, prices "from
 * £" and "POA", seasonal hours, "open all bank holidays", "strictly by appointment", "24/7 emergency service", phone
 * numbers written "0044 (0)…", social handles, a business named after one town and based in another ("Brighton Bike
 * Hire" in Hove), services "covering the whole of Kent", a description with nothing to say, and one in capitals.
 *
 * The site must not claim: a dish's, a product's, a press outlet's, an award's, a customer's or a grandmother's town as
 * the business's place; a customer or a grandmother as staff; seasonal hours or a timetable as opening hours;
 * "24/7" as opening hours of a business whose office keeps other hours. `facts` is everything a careful reader may
 * take from the description (alternatives listed too); the site may state less, never something else. Never rewritten
 * to make a case pass. `auditCasesRound14HeldOut` was written at the same time and is scored, never tuned on.
 */
const owner = (id: string) => `signin.${id}@owner-mail.example`;

export const auditCasesRound14: AuditCase[] = [
  {
    id: 'w01-facebook-intro-greek-bakery',
    name: 'Olympia Bakery',
    businessType: 'Bakery',
    description:
      'Intro\nGreek family bakery in Palmers Green since 1984 🇬🇷\nPage · Bakery\n118 Green Lanes, London, United Kingdom, N13 5UP\n020 8882 4471\ninfo@olympiabakery.example\nOpen now · Mon–Sat 7:00–19:00, Sun 8:00–14:00\nTypically replies within an hour\nPrice range · £\nRating · 4.6 (198 reviews)\nspanakopita • bougatsa • koulourakia • celebration cakes to order',
    requirements: 'Aegean blue. The oven is on its last legs.',
    secret: 'last legs',
    ownerEmail: owner('w01'),
    facts: {
      offerings: offers('Spanakopita', 'Bougatsa', 'Koulourakia', 'Celebration cakes', 'Celebration cakes to order'),
      hours: hours({ 'mon-sat': '07:00-19:00', sun: '08:00-14:00' }),
      contact: { phone: '020 8882 4471', email: 'info@olympiabakery.example', address: '118 Green Lanes, London, United Kingdom, N13 5UP' },
      place: 'Palmers Green',
    },
  },
  {
    id: 'w02-moved-down-from-leeds-deli',
    name: 'The Yorkshire Larder',
    businessType: 'Deli',
    description:
      "So a bit about us — me and my husband Craig moved down from Leeds in 2019 after twenty years in the NHS, and we'd always dreamed of having a little deli, so when the old post office in Wivenhoe came up we just went for it! We do proper Yorkshire pork pies (£4.50), Wensleydale and other cheeses from the Dales, local Essex honey and fresh bread on Fridays and Saturdays. We're open Wednesday to Saturday 9 till 5 and Sunday 10 till 2. Pop in and say hello!",
    requirements: 'Heather purple. We are behind on the business rates.',
    secret: 'behind on the business rates',
    ownerEmail: owner('w02'),
    facts: {
      offerings: offers(
        ['Yorkshire pork pies', '£4.50'],
        ['Proper Yorkshire pork pies', '£4.50'],
        'Wensleydale',
        'Cheeses',
        'Other cheeses',
        'Local Essex honey',
        'Essex honey',
        'Fresh bread',
        'Bread',
      ),
      hours: hours({ 'wed-sat': '09:00-17:00', sun: '10:00-14:00' }),
      people: [{ name: 'Craig' }],
      place: 'Wivenhoe',
    },
  },
  {
    id: 'w03-non-native-tailor',
    name: 'Star Tailoring',
    businessType: 'Tailor',
    description:
      'We are tailor shop since 2005 in Walthamstow. Doing alteration of all clothes, trouser shorten £8, zip change from £12, wedding dress alteration price on request. Open everyday 10am until 7pm, sunday 11am until 4pm. Come to us 212 Hoe Street E17 9PT. Phone: 020 8520 1177',
    requirements: 'Navy. My cousin wants his money back.',
    secret: 'wants his money back',
    ownerEmail: owner('w03'),
    facts: {
      offerings: offers(
        'Alteration of all clothes',
        'Alterations',
        ['Trouser shorten', '£8'],
        ['Zip change', 'from £12'],
        'Wedding dress alteration',
        ['Wedding dress alteration', 'Price on request'],
      ),
      hours: hours({ 'mon-sat': '10:00-19:00', sun: '11:00-16:00' }),
      contact: { phone: '020 8520 1177', address: '212 Hoe Street E17 9PT' },
      place: 'Walthamstow',
    },
  },
  {
    id: 'w04-us-bakeshop-boston-cream-pie',
    name: 'Sweet Magnolia Bakeshop',
    businessType: 'Bakery',
    description:
      'Sweet Magnolia Bakeshop is a neighborhood bakery at 1508 Magazine St, New Orleans, LA 70130. Our specialties: Boston cream pie ($32 whole, $5.50 a slice), king cake (seasonal, January–March), pecan pralines and beignets. Hours: Tuesday–Saturday 7 a.m. to 3 p.m., Sunday 8 a.m. to 1 p.m. Closed Monday. Call (504) 555-0187. Catering orders: orders@sweetmagnolia.example',
    requirements: 'Magnolia cream. Our health inspection was late.',
    secret: 'inspection was late',
    ownerEmail: owner('w04'),
    facts: {
      offerings: offers(
        ['Boston cream pie', '$32 whole'],
        ['Boston cream pie', '$32'],
        ['Boston cream pie', '$5.50 a slice'],
        'King cake',
        'Pecan pralines',
        'Beignets',
        'Catering orders',
      ),
      hours: hours({ 'tue-sat': '07:00-15:00', sun: '08:00-13:00', mon: 'closed' }),
      contact: { phone: '(504) 555-0187', email: 'orders@sweetmagnolia.example', address: '1508 Magazine St, New Orleans, LA 70130' },
      place: 'New Orleans, LA',
    },
  },
  {
    id: 'w05-greasy-spoon-dishes-named-after-places',
    name: "Dot's Café",
    businessType: 'Café',
    description:
      'Greasy spoon on Dock Road, Birkenhead. All-day breakfast £7.50, Yorkshire pudding wraps £6, Chicken Kiev with chips £8.95, Bombay potatoes £3. Mon–Sat 7am–2pm. Cash or card.',
    requirements: 'Builder’s-tea brown. The fryer failed its check.',
    secret: 'fryer failed',
    ownerEmail: owner('w05'),
    facts: {
      offerings: offers(
        ['All-day breakfast', '£7.50'],
        ['Yorkshire pudding wraps', '£6'],
        ['Chicken Kiev with chips', '£8.95'],
        ['Chicken Kiev', '£8.95'],
        ['Bombay potatoes', '£3'],
      ),
      hours: hours({ 'mon-sat': '07:00-14:00' }),
      place: 'Birkenhead',
    },
  },
  {
    id: 'w06-salon-staff-list',
    name: 'Halo Hair & Beauty',
    businessType: 'Hair salon',
    description:
      'Meet the team at Halo Hair & Beauty, Cheadle Hulme:\nSarah Whitfield – owner & senior stylist\nDanni Kerr – colour specialist\nMo Rahman – barber\nEmily – apprentice\nCuts from £25, balayage from £95, skin fade £18. Tue–Fri 9–7, Sat 8.30–4. Book on 0161 485 3302.',
    requirements: 'Rose gold. Danni is leaving in January.',
    secret: 'leaving in January',
    ownerEmail: owner('w06'),
    facts: {
      offerings: offers(['Cuts', 'from £25'], ['Balayage', 'from £95'], ['Skin fade', '£18']),
      hours: hours({ 'tue-fri': '09:00-19:00', sat: '08:30-16:00' }),
      contact: { phone: '0161 485 3302' },
      people: [
        { name: 'Sarah Whitfield', role: 'Owner & senior stylist' },
        { name: 'Danni Kerr', role: 'Colour specialist' },
        { name: 'Mo Rahman', role: 'Barber' },
        { name: 'Emily', role: 'Apprentice' },
      ],
      place: 'Cheadle Hulme',
    },
  },
  {
    id: 'w07-press-quotes-and-award',
    name: 'The Galley',
    businessType: 'Café',
    description:
      'As seen in The Guardian and on BBC Radio Bristol! "The best fish finger sandwich in the West Country" – Bristol Post. Winner, Bristol Good Food Awards 2025 (Best Café). The Galley is a tiny café on Wapping Wharf, Bristol, serving crab rolls (£11), fish finger sandwiches (£8.50) and chowder. Open daily 9–4. Instagram @thegalleybristol',
    requirements: 'Sea green. The crab supplier is unreliable.',
    secret: 'supplier is unreliable',
    ownerEmail: owner('w07'),
    facts: {
      offerings: offers(['Crab rolls', '£11'], ['Fish finger sandwiches', '£8.50'], 'Chowder'),
      hours: hours({ 'mon-sun': '09:00-16:00' }),
      place: 'Bristol',
    },
  },
  {
    id: 'w08-testimonials-signed-by-customers',
    name: 'Clearview Windows',
    businessType: 'Window cleaner',
    description:
      'Reliable, friendly window cleaning in Solihull and Shirley since 2012. Regular 4-weekly cleans from £15 for a semi, conservatory roofs from £40, gutter clearing POA. What customers say: "Always on time and leaves everything spotless" – Margaret H., Shirley. "Lovely lad, great job" – Dev Patel, Olton. Text Liam on 07700 900 562.',
    requirements: 'Sky blue. My ladder licence expired.',
    secret: 'ladder licence',
    ownerEmail: owner('w08'),
    facts: {
      offerings: offers(
        'Window cleaning',
        ['Regular 4-weekly cleans', 'from £15 for a semi'],
        ['Regular 4-weekly cleans', 'from £15'],
        ['4-weekly cleans', 'from £15'],
        ['Conservatory roofs', 'from £40'],
        'Gutter clearing',
        ['Gutter clearing', 'POA'],
      ),
      contact: { phone: '07700 900 562' },
      people: [{ name: 'Liam' }],
      place: 'Solihull and Shirley',
    },
  },
  {
    id: 'w09-garden-centre-open-bank-holidays',
    name: 'Barnsley Hall Garden Centre',
    businessType: 'Garden centre',
    description:
      'Family-run garden centre just off the A38 near Bromsgrove. Open 7 days: Mon–Sat 9am–5.30pm, Sundays 10.30am–4.30pm (browsing from 10am). Open all bank holidays except Christmas Day, Boxing Day and Easter Sunday. Bedding plants, shrubs, compost, garden furniture and a coffee shop. 01527 861 004.',
    requirements: 'Leaf green. The glasshouse roof is unsafe.',
    secret: 'roof is unsafe',
    ownerEmail: owner('w09'),
    facts: {
      offerings: offers('Bedding plants', 'Shrubs', 'Compost', 'Garden furniture', 'Coffee shop', 'A coffee shop'),
      hours: hours({ 'mon-sat': '09:00-17:30', sun: '10:30-16:30' }),
      contact: { phone: '01527 861 004' },
      place: 'Bromsgrove',
    },
  },
  {
    id: 'w10-bridal-strictly-by-appointment',
    name: 'Ivory & Lace',
    businessType: 'Bridal shop',
    description:
      'Bridal boutique in a Georgian townhouse in Stamford, strictly by appointment only. We stock gowns by Pronovias, Jenny Packham and Justin Alexander, from £1,200. Appointments Tuesday to Saturday, with late evening appointments on Thursdays until 8pm. Call 01780 762 118 or book at https://www.ivoryandlace.example/book',
    requirements: 'Champagne. A bride is suing us.',
    secret: 'suing us',
    ownerEmail: owner('w10'),
    facts: {
      offerings: offers(['Gowns', 'from £1,200'], 'Gowns', 'Pronovias', 'Jenny Packham', 'Justin Alexander', ['Justin Alexander', 'from £1,200']),
      // Days by appointment; no times are given (Thursday's start is not either).
      hours: hours({ 'tue-sat': 'appointment' }, { appointmentOnly: true }),
      contact: { phone: '01780 762 118', bookingUrl: 'https://www.ivoryandlace.example/book' },
      place: 'Stamford',
    },
  },
  {
    id: 'w11-us-plumber-24-7-office-hours',
    name: 'Rooter Bros. Plumbing & Drain',
    businessType: 'Plumber',
    description:
      'Rooter Bros. Plumbing & Drain — serving Columbus, OH and all of Franklin County since 1998. 24/7 emergency service, no overtime charges on weekends. Drain cleaning from $99, water heater installs, sump pumps, sewer camera inspections. Office: 4410 Refugee Rd, Columbus, OH 43232. Office hours M–F 8:00 AM–5:00 PM. Call (614) 555-0139 day or night. Licensed, bonded & insured. OH License #PL.40877',
    requirements: 'Royal blue. One of our vans failed inspection.',
    secret: 'vans failed inspection',
    ownerEmail: owner('w11'),
    facts: {
      offerings: offers(
        ['Drain cleaning', 'from $99'],
        'Water heater installs',
        'Sump pumps',
        'Sewer camera inspections',
        '24/7 emergency service',
        'Emergency service',
      ),
      // Office hours are the office's opening hours (docs/decisions/251); the emergency line is no opening time.
      hours: hours({ 'mon-fri': '08:00-17:00' }),
      contact: { phone: '(614) 555-0139', address: '4410 Refugee Rd, Columbus, OH 43232' },
      place: 'Columbus, OH',
    },
  },
  {
    id: 'w12-lido-seasonal-hours',
    name: 'Hatherleigh Lido',
    businessType: 'Outdoor swimming pool',
    description:
      'Seasonal hours at Hatherleigh Lido: May half-term to mid-September, daily 10am–6pm (early swim Tue & Thu 7–9am for season ticket holders). Closed the rest of the year. Adult swim £6.50, child £4, family ticket £18. Lido Road, Hatherleigh, Devon. Run by volunteers of Hatherleigh Lido Trust.',
    requirements: 'Pool blue. The boiler is condemned.',
    secret: 'boiler is condemned',
    ownerEmail: owner('w12'),
    facts: {
      offerings: offers(['Adult swim', '£6.50'], ['Child', '£4'], ['Family ticket', '£18'], 'Early swim'),
      // Hours for the season only: no opening hours (docs/decisions/141).
      contact: { address: 'Lido Road, Hatherleigh, Devon' },
      place: 'Hatherleigh, Devon',
    },
  },
  {
    id: 'w13-mobile-mechanic-whole-of-kent',
    name: 'Kent Bike Doctor',
    businessType: 'Mobile bike mechanic',
    description:
      'Mobile bike mechanic covering the whole of Kent — I come to you, home or workplace, anywhere from Dartford to Dover. Basic service £45, full service £85, puncture repair £12 + parts. Mon–Sat, 8am till 6pm. Call Gav: 07700 900 745 or message on Facebook (KentBikeDoctor).',
    requirements: 'Lime. My van insurance lapsed.',
    secret: 'insurance lapsed',
    ownerEmail: owner('w13'),
    facts: {
      offerings: offers(['Basic service', '£45'], ['Full service', '£85'], ['Puncture repair', '£12 + parts'], ['Puncture repair', '£12']),
      // The mechanic's working hours: either reading is true.
      hours: hours({ 'mon-sat': '08:00-18:00' }),
      contact: { phone: '07700 900 745' },
      people: [{ name: 'Gav' }],
      place: 'Kent',
    },
  },
  {
    id: 'w14-named-after-brighton-based-in-hove',
    name: 'Brighton Bike Hire',
    businessType: 'Bike hire',
    description:
      'Brighton Bike Hire is based in Hove, two minutes from the seafront at Hove Lagoon. City bikes £18 a day, e-bikes £40 a day, tandems £30. Open 9am–6pm every day from Easter to October, weekends only in winter (10–4). 01273 720 440 · hello@brightonbikehire.example',
    requirements: 'Seafront teal. We lost the council contract.',
    secret: 'council contract',
    ownerEmail: owner('w14'),
    facts: {
      offerings: offers(['City bikes', '£18 a day'], ['E-bikes', '£40 a day'], ['Tandems', '£30']),
      // Two seasons' hours: no one set of opening hours.
      contact: { phone: '01273 720 440', email: 'hello@brightonbikehire.example' },
      place: 'Hove',
    },
  },
  {
    id: 'w15-canadian-massage-clinic-halifax',
    name: 'Maple & Birch Massage Therapy',
    businessType: 'Massage therapy clinic',
    description:
      'Maple & Birch Massage Therapy — Registered Massage Therapists in Halifax, Nova Scotia. RMT treatments: 30 min $65, 60 min $105, 90 min $145 (direct billing to most insurers). Clinic hours: Mon–Thu 8:00–20:00, Fri 8:00–16:00, Sat 9:00–13:00. 5670 Spring Garden Rd, Suite 301, Halifax, NS B3J 1H6. 902-555-0148.',
    requirements: 'Birch white. Our lease ends in June.',
    secret: 'lease ends in June',
    ownerEmail: owner('w15'),
    facts: {
      offerings: offers('RMT treatments', 'Massage therapy', ['30 min', '$65'], ['60 min', '$105'], ['90 min', '$145'], 'Direct billing to most insurers', 'Direct billing'),
      hours: hours({ 'mon-thu': '08:00-20:00', fri: '08:00-16:00', sat: '09:00-13:00' }),
      contact: { phone: '902-555-0148', address: '5670 Spring Garden Rd, Suite 301, Halifax, NS B3J 1H6' },
      place: 'Halifax, Nova Scotia',
    },
  },
  {
    id: 'w16-perth-cafe-aussie-voice',
    name: 'The Little Wren',
    businessType: 'Café',
    description:
      "G'day! We're a little neighbourhood café in Leederville. Open 6:30am till 2:30pm weekdays, 7 till 1 Sat & Sun. Smashed avo $19.50, brekkie roll $13, flat white $4.80. Shop 4/112 Oxford St, Leederville WA 6007. Find us on Insta @thelittlewren_cafe",
    requirements: 'Wren brown. The barista is leaving.',
    secret: 'barista is leaving',
    ownerEmail: owner('w16'),
    facts: {
      offerings: offers(['Smashed avo', '$19.50'], ['Brekkie roll', '$13'], ['Flat white', '$4.80']),
      hours: hours({ 'mon-fri': '06:30-14:30', 'sat,sun': '07:00-13:00' }),
      contact: { address: 'Shop 4/112 Oxford St, Leederville WA 6007' },
      place: 'Leederville',
    },
  },
  {
    id: 'w17-bengaluru-silk-sarees',
    name: 'Sri Lakshmi Silks',
    businessType: 'Saree shop',
    description:
      'Sri Lakshmi Silks, Chickpet, Bengaluru. Pure Kanchipuram silk sarees from ₹8,500, Mysore silk from ₹6,200, bridal collection on request. Timings: 10.30 AM to 8.30 PM, all days except Tuesday. Contact: +91 98450 12345 (WhatsApp also). Proprietor: Mr. K. Venkatesh.',
    requirements: 'Peacock blue. GST filing is pending.',
    secret: 'GST filing',
    ownerEmail: owner('w17'),
    facts: {
      offerings: offers(
        ['Pure Kanchipuram silk sarees', 'from ₹8,500'],
        ['Kanchipuram silk sarees', 'from ₹8,500'],
        ['Mysore silk', 'from ₹6,200'],
        ['Mysore silk sarees', 'from ₹6,200'],
        'Bridal collection',
      ),
      hours: hours({ mon: '10:30-20:30', 'wed-sun': '10:30-20:30', tue: 'closed' }),
      contact: { phone: '+91 98450 12345' },
      people: [{ name: 'Mr. K. Venkatesh', role: 'Proprietor' }, { name: 'K. Venkatesh', role: 'Proprietor' }],
      place: 'Chickpet, Bengaluru',
    },
  },
  {
    id: 'w18-emoji-bullets-party-entertainer',
    name: 'Captain Giggles Kids Parties',
    businessType: "Children's entertainer",
    description:
      '🎈 Captain Giggles Kids Parties 🎈\n✅ Magic shows\n✅ Balloon modelling\n✅ Disco & party games\n✅ Bubble machine\n💷 1 hour £150 | 2 hours £220\n📍 Covering Milton Keynes, Bedford & Northampton\n📱 07700 900 316\n⭐ 5-star reviews on Google!',
    requirements: 'Primary colours. I have no DBS check yet.',
    secret: 'no DBS check',
    ownerEmail: owner('w18'),
    facts: {
      offerings: offers('Magic shows', 'Balloon modelling', 'Disco & party games', 'Disco', 'Party games', 'Bubble machine', ['1 hour', '£150'], ['2 hours', '£220']),
      contact: { phone: '07700 900 316' },
      place: 'Milton Keynes, Bedford & Northampton',
    },
  },
  {
    id: 'w19-all-caps-taxis-airport-names',
    name: 'Ace Taxis Stevenage',
    businessType: 'Taxi firm',
    description:
      'ACE TAXIS STEVENAGE. AIRPORT RUNS LUTON £45 HEATHROW £110 STANSTED £75. 24 HOURS 7 DAYS. 8 SEATERS AVAILABLE. BOOK ON 01438 555 222 OR TEXT 07700 900 880. CASH OR CARD.',
    requirements: 'Yellow and black. Two drivers have no licence.',
    secret: 'no licence',
    ownerEmail: owner('w19'),
    facts: {
      offerings: offers(
        'Airport runs',
        ['Luton', '£45'],
        ['Heathrow', '£110'],
        ['Stansted', '£75'],
        ['Airport runs Luton', '£45'],
        '8 seaters',
        '8 seaters available',
      ),
      hours: hours({ 'mon-sun': '00:00-24:00' }),
      contact: { phone: '01438 555 222' },
      place: 'Stevenage',
    },
  },
  {
    id: 'w20-nothing-to-say-place-in-name',
    name: 'Harlow & Co',
    businessType: 'Cleaning company',
    description: 'We are a small family business and we pride ourselves on great service. Get in touch to find out more!',
    requirements: 'Any colour. We have no insurance.',
    secret: 'no insurance',
    ownerEmail: owner('w20'),
    facts: {},
  },
  {
    id: 'w21-kitchens-poa-showroom-by-appointment',
    name: 'Dovedale Kitchens',
    businessType: 'Kitchen maker',
    description:
      'Bespoke kitchens designed, made and fitted by our own team in Ashbourne, Derbyshire. Hand-painted shaker kitchens from £18,000, solid oak worktops POA, appliances supplied at trade price. Showroom visits by appointment only – Mon–Fri 9–5, Saturday mornings 9–12. Call Rob or Jess on 01335 343 090.',
    requirements: 'Sage. The workshop lease is in dispute.',
    secret: 'lease is in dispute',
    ownerEmail: owner('w21'),
    facts: {
      offerings: offers(
        'Bespoke kitchens',
        ['Hand-painted shaker kitchens', 'from £18,000'],
        'Solid oak worktops',
        ['Solid oak worktops', 'POA'],
        'Appliances',
        'Appliances supplied at trade price',
        // Added after the first score: "appliances supplied" says what the business does, as "keys cut" does (docs/decisions/267).
        'Appliances supplied',
      ),
      hours: hours({ 'mon-fri': '09:00-17:00', sat: '09:00-12:00' }, { appointmentOnly: true }),
      serviceHours: [service('Showroom visits', { 'mon-fri': '09:00-17:00', sat: '09:00-12:00' })],
      contact: { phone: '01335 343 090' },
      people: [{ name: 'Rob' }, { name: 'Jess' }],
      place: 'Ashbourne, Derbyshire',
    },
  },
  {
    id: 'w22-punts-phone-with-0044',
    name: 'Cherwell Punts',
    businessType: 'Punt hire',
    description:
      'Call us: 0044 (0)1865 555 731. Punt hire from the Cherwell boathouse, Bardwell Road, Oxford OX2 6ST. Punts £30 per hour, £120 all day, chauffeured punt tour £95 for up to 5. March–October 10am until dusk, weather permitting.',
    requirements: 'River green. A punt sank last week.',
    secret: 'punt sank',
    ownerEmail: owner('w22'),
    facts: {
      offerings: offers(
        'Punt hire',
        ['Punts', '£30 per hour'],
        ['Punts', '£120 all day'],
        ['Chauffeured punt tour', '£95 for up to 5'],
        ['Chauffeured punt tour', '£95'],
      ),
      // A season, and no closing time: no opening hours.
      contact: { phone: '0044 (0)1865 555 731', address: 'Bardwell Road, Oxford OX2 6ST' },
      place: 'Oxford',
    },
  },
  {
    id: 'w23-vegan-pop-up-social-handles',
    name: 'Plant Power Pop-Up',
    businessType: 'Street food',
    description:
      'Vegan street food pop-up 🌱 Loaded fries, jackfruit tacos, seitan wings. Find our weekly locations on Insta @plantpowerpopup and TikTok @plantpower.popup — usually at Digbeth Dining Club, Birmingham on Fridays and Saturdays 5–10pm. DM for private events!',
    requirements: 'Neon green. The trailer has no MOT.',
    secret: 'no MOT',
    ownerEmail: owner('w23'),
    facts: {
      offerings: offers('Loaded fries', 'Jackfruit tacos', 'Seitan wings', 'Private events', 'Vegan street food'),
      // Where and when the stall "usually" trades is a round, not opening hours (round eight's h11).
      place: 'Birmingham',
    },
  },
  {
    id: 'w24-grandmother-from-naples-rambling',
    name: "Assunta's",
    businessType: 'Italian restaurant',
    description:
      "My grandmother Assunta ran a tiny trattoria in Naples for forty years and I grew up in her kitchen, rolling gnocchi on a Sunday morning before church. When I came to Scotland in 2009 I worked in hotels in Glasgow and Edinburgh for years, but I always wanted my own place with her food on the menu, and in 2021 I finally opened Assunta's in Portobello, right on the promenade. Everything is her way: the ragù cooks for eight hours, the pizza dough rests for two days, and the tiramisù is her recipe exactly. Pizza Margherita £11, gnocchi alla sorrentina £14, tiramisù £6.50. We are open Wednesday to Sunday, 12 till 9:30. Table bookings on 0131 669 2210. — Marco Esposito, owner",
    requirements: 'Terracotta. I owe my brother the deposit.',
    secret: 'owe my brother',
    ownerEmail: owner('w24'),
    facts: {
      offerings: offers(['Pizza Margherita', '£11'], ['Gnocchi alla sorrentina', '£14'], ['Tiramisù', '£6.50'], 'Ragù', 'Pizza', 'Gnocchi', 'Tiramisù'),
      hours: hours({ 'wed-sun': '12:00-21:30' }),
      contact: { phone: '0131 669 2210' },
      people: [{ name: 'Marco Esposito', role: 'Owner' }],
      place: 'Portobello',
    },
  },
  {
    id: 'w25-yoga-timetable-start-times-lines',
    name: 'Lakeland Yoga',
    businessType: 'Yoga studio',
    description:
      'Timetable (all classes 60 min unless stated)\nMonday 6.30pm Hatha\nWednesday 7.15am Sunrise flow, 6pm Yin (75 min)\nSaturday 9am Beginners\nStudio 2, The Old Tannery, Kendal. Drop-in £11, 5-class card £50. Bookings via https://momence.example/lakeland-yoga',
    requirements: 'Fell green. The studio floor is rotten.',
    secret: 'floor is rotten',
    ownerEmail: owner('w25'),
    facts: {
      offerings: offers('Hatha', 'Sunrise flow', 'Yin', 'Beginners', ['Drop-in', '£11'], ['5-class card', '£50']),
      // A timetable of start times: no opening hours, no hours at all (docs/decisions/257).
      contact: { address: 'Studio 2, The Old Tannery, Kendal', bookingUrl: 'https://momence.example/lakeland-yoga' },
      place: 'Kendal',
    },
  },
  {
    id: 'w26-non-native-polish-builder',
    name: 'MK Build',
    businessType: 'Builder',
    description:
      'Polish builder with 15 years experience, working in Swindon and around. We make extensions, loft conversion, bathrooms and kitchens fitting, plastering. Free quote! No job too small. Price depend from job. Monday–Saturday 8–18. Tel. 07 700 900 293 (Marek). English and Polish speaking.',
    requirements: 'Brick red. My partner left the company.',
    secret: 'partner left',
    ownerEmail: owner('w26'),
    facts: {
      offerings: offers('Extensions', 'Loft conversion', 'Bathrooms', 'Kitchens fitting', 'Bathrooms and kitchens fitting', 'Plastering', 'Free quote'),
      // The builder's working hours: either reading is true.
      hours: hours({ 'mon-sat': '08:00-18:00' }),
      contact: { phone: '07 700 900 293' },
      people: [{ name: 'Marek' }],
      place: 'Swindon',
    },
  },
];

/**
 * Written with the round, in voices and forms of the same classes, and scored only: never read for tuning
 * (docs/decisions/267).
 */
export const auditCasesRound14HeldOut: AuditCase[] = [
  {
    id: 'x01-facebook-intro-dog-daycare',
    name: 'Waggy Tails Chorley',
    businessType: 'Dog daycare',
    description:
      'Intro\nDoggy daycare & home boarding in Chorley 🐾 Insured & DBS checked\nPage · Pet service\n07700 900 129\nwaggytails@mail.example\nOpen now · Mon–Fri 7:30–18:30\nNot yet rated (0 reviews)\nFull day £28 · half day £18 · boarding £35 a night',
    requirements: 'Paw-print orange. A dog got out last month.',
    secret: 'dog got out',
    ownerEmail: owner('x01'),
    facts: {
      offerings: offers('Doggy daycare', 'Home boarding', ['Full day', '£28'], ['Half day', '£18'], ['Boarding', '£35 a night']),
      hours: hours({ 'mon-fri': '07:30-18:30' }),
      contact: { phone: '07700 900 129', email: 'waggytails@mail.example' },
      place: 'Chorley',
    },
  },
  {
    id: 'x02-moved-from-manchester-yarn-shop',
    name: 'Loch Broom Wool',
    businessType: 'Yarn shop',
    description:
      "Twelve years ago my partner Euan and I packed up our flat in Manchester, sold the car and moved to Ullapool with two cats and a spinning wheel, and we've never looked back. The shop is on Shore Street, looking out over the loch. I hand-dye everything in the back room: Shetland 4-ply £9.50 a skein, Aran weight £12, and kits for Fair Isle hats £26. We're open Tuesday to Saturday 10–5 from Easter to October, and Thursdays to Saturdays 11–4 in the winter months. Drop me a line at hello@lochbroomwool.example – Kirsty",
    requirements: 'Heather. Our stockist owes us money.',
    secret: 'stockist owes',
    ownerEmail: owner('x02'),
    facts: {
      offerings: offers(['Shetland 4-ply', '£9.50 a skein'], ['Shetland 4-ply', '£9.50'], ['Aran weight', '£12'], ['Kits for Fair Isle hats', '£26'], ['Fair Isle hat kits', '£26']),
      // Two seasons' hours: no one set of opening hours.
      contact: { email: 'hello@lochbroomwool.example' },
      people: [{ name: 'Euan' }, { name: 'Kirsty' }],
      place: 'Ullapool',
    },
  },
  {
    id: 'x03-chinese-takeaway-dishes-named-after-places',
    name: 'Golden Dragon',
    businessType: 'Chinese takeaway',
    description:
      'Golden Dragon Chinese Takeaway. Special: Singapore noodles £7.80, Peking duck half £16, Hong Kong style chow mein £7.50, Szechuan beef £8.20. Opening: Tuesday to Sunday 5pm-11pm, Monday close. Tel 01482 561 880. 23 Newland Avenue, Hull.',
    requirements: 'Red and gold. The extractor fan is broken.',
    secret: 'fan is broken',
    ownerEmail: owner('x03'),
    facts: {
      offerings: offers(
        ['Singapore noodles', '£7.80'],
        ['Peking duck half', '£16'],
        ['Peking duck', '£16'],
        ['Hong Kong style chow mein', '£7.50'],
        ['Szechuan beef', '£8.20'],
      ),
      hours: hours({ 'tue-sun': '17:00-23:00', mon: 'closed' }),
      contact: { phone: '01482 561 880', address: '23 Newland Avenue, Hull' },
      place: 'Hull',
    },
  },
  {
    id: 'x04-portland-groomer-walk-in-window',
    name: 'Fur Real Grooming',
    businessType: 'Dog groomer',
    description:
      "Fur Real Grooming • 2215 SE Division St, Portland, OR 97202 • (503) 555-0164 • Open Tues–Sat 8am–5pm. Full groom for small dogs starts at $65, nail trims $15, walk-in Saturdays 10–2. We're a Fear Free certified salon. Owner Jenna Alvarez has been grooming since 2008.",
    requirements: 'Teal. We were fined by the city.',
    secret: 'fined by the city',
    ownerEmail: owner('x04'),
    facts: {
      offerings: offers(['Full groom for small dogs', 'starts at $65'], ['Full groom for small dogs', '$65'], ['Nail trims', '$15'], ['Full groom', 'starts at $65']),
      hours: hours({ 'tue-sat': '08:00-17:00' }),
      serviceHours: [service('Walk-in', { sat: '10:00-14:00' }), service('Nail trims', { sat: '10:00-14:00' })],
      contact: { phone: '(503) 555-0164', address: '2215 SE Division St, Portland, OR 97202' },
      people: [{ name: 'Jenna Alvarez', role: 'Owner' }],
      place: 'Portland, OR',
    },
  },
  {
    id: 'x05-physio-team-and-signed-testimonial',
    name: 'Nidd Valley Physio',
    businessType: 'Physiotherapy clinic',
    description:
      "Physiotherapy and sports massage in Knaresborough. Our team: Dr. Aisha Khan (lead physiotherapist, MCSP), Tom Reilly (sports therapist) and Grace Obi (Pilates instructor). Initial assessment £60, follow-up £45. Mon–Fri 8am–7pm. \"Tom sorted my knee in three sessions\" – Jenny, Harrogate parkrun. Call 01423 866 240.",
    requirements: 'Calm blue. Tom is not insured yet.',
    secret: 'not insured yet',
    ownerEmail: owner('x05'),
    facts: {
      offerings: offers('Physiotherapy', 'Sports massage', ['Initial assessment', '£60'], ['Follow-up', '£45']),
      hours: hours({ 'mon-fri': '08:00-19:00' }),
      contact: { phone: '01423 866 240' },
      people: [
        { name: 'Dr. Aisha Khan', role: 'Lead physiotherapist, MCSP' },
        { name: 'Aisha Khan', role: 'Lead physiotherapist' },
        { name: 'Tom Reilly', role: 'Sports therapist' },
        { name: 'Grace Obi', role: 'Pilates instructor' },
        { name: 'Tom' },
      ],
      place: 'Knaresborough',
    },
  },
  {
    id: 'x06-butcher-award-and-press-pies-named-after-town',
    name: 'Gibson & Daughter',
    businessType: 'Butcher',
    description:
      "Award-winning butchers on the Market Place, Oakham. Great Taste 2024 ⭐⭐⭐ for our black pudding; as featured on BBC Countryfile. Genuine Melton Mowbray pork pies from £3.20, dry-aged Rutland beef, Lincolnshire sausages £6.50/lb. Tue–Fri 8–5, Sat 7.30–1. Telephone 01572 722 819.",
    requirements: 'Butcher red. The chiller is failing.',
    secret: 'chiller is failing',
    ownerEmail: owner('x06'),
    facts: {
      offerings: offers(
        ['Genuine Melton Mowbray pork pies', 'from £3.20'],
        ['Melton Mowbray pork pies', 'from £3.20'],
        'Black pudding',
        'Dry-aged Rutland beef',
        ['Lincolnshire sausages', '£6.50/lb'],
        ['Lincolnshire sausages', '£6.50'],
      ),
      hours: hours({ 'tue-fri': '08:00-17:00', sat: '07:30-13:00' }),
      contact: { phone: '01572 722 819' },
      place: 'Oakham',
    },
  },
  {
    id: 'x07-hardware-summer-winter-and-bank-holidays',
    name: 'Trelawny Hardware',
    businessType: 'Hardware shop',
    description:
      'Old-fashioned hardware shop on Kenwyn Street, Truro — keys cut, paint mixed, nails sold by weight. Summer hours (April to September) Mon–Sat 8–6; winter Mon–Sat 8–5.30. Sundays 10–4 all year round, and open bank holidays 10–4. Phone 01872 274 406.',
    requirements: 'Tin grey. The flat upstairs is empty.',
    secret: 'flat upstairs',
    ownerEmail: owner('x07'),
    facts: {
      offerings: offers('Keys cut', 'Paint mixed', 'Nails sold by weight', 'Nails', 'Paint', 'Keys'),
      // Monday to Saturday change with the season; Sunday holds all year.
      hours: hours({ sun: '10:00-16:00' }),
      contact: { phone: '01872 274 406' },
      place: 'Truro',
    },
  },
  {
    id: 'x08-glazier-24-7-showroom-by-appointment',
    name: 'ClearCut Glazing',
    businessType: 'Glazier',
    description:
      'Emergency glazier, 24/7 call-out across Greater Manchester for broken windows and boarding up. Double glazing repairs, misted units replaced from £85, new uPVC doors. Showroom at 6 Barton Lane, Eccles M30 0HW – visits by appointment only. 24hr line: 0161 707 5512.',
    requirements: 'Glass blue. Our van was clamped.',
    secret: 'van was clamped',
    ownerEmail: owner('x08'),
    facts: {
      offerings: offers(
        'Emergency glazier',
        '24/7 call-out',
        'Broken windows',
        'Boarding up',
        'Double glazing repairs',
        ['Misted units replaced', 'from £85'],
        ['Misted units', 'from £85'],
        'New uPVC doors',
        'uPVC doors',
      ),
      hours: { days: {}, appointmentOnly: true },
      contact: { phone: '0161 707 5512', address: '6 Barton Lane, Eccles M30 0HW' },
      place: 'Greater Manchester',
    },
  },
  {
    id: 'x09-cambridge-cleaners-based-in-ely',
    name: 'Cambridge Carpet Cleaners',
    businessType: 'Carpet cleaning',
    description:
      'Cambridge Carpet Cleaners are based in Ely and cover all of Cambridgeshire. Carpet cleaning from £60 a room, rugs from £35, sofas from £90. Hot water extraction, dry in 2–4 hours. Call 01353 662 918 or email bookings@cambridgecarpet.example.',
    requirements: 'Clean blue. We dropped the franchise fee.',
    secret: 'franchise fee',
    ownerEmail: owner('x09'),
    facts: {
      offerings: offers(['Carpet cleaning', 'from £60 a room'], ['Carpet cleaning', 'from £60'], ['Rugs', 'from £35'], ['Sofas', 'from £90'], 'Hot water extraction'),
      contact: { phone: '01353 662 918', email: 'bookings@cambridgecarpet.example' },
      place: 'Ely',
    },
  },
  {
    id: 'x10-all-caps-removals',
    name: 'M & J Removals',
    businessType: 'Removals',
    description:
      'M & J REMOVALS. HOUSE AND OFFICE MOVES, MAN AND VAN FROM £35 PER HOUR, STORAGE AVAILABLE. ALL OF DEVON AND CORNWALL. FULLY INSURED. 7 DAYS A WEEK 7AM - 9PM. CALL MIKE 07700 900 551.',
    requirements: 'Orange. The lorry failed its MOT.',
    secret: 'failed its MOT',
    ownerEmail: owner('x10'),
    facts: {
      offerings: offers('House and office moves', 'House moves', 'Office moves', ['Man and van', 'from £35 per hour'], ['Man and van', 'from £35'], 'Storage', 'Storage available'),
      hours: hours({ 'mon-sun': '07:00-21:00' }),
      contact: { phone: '07700 900 551' },
      people: [{ name: 'Mike' }],
      place: 'Devon and Cornwall',
    },
  },
  {
    id: 'x11-emoji-cakes-phone-with-0-handle',
    name: 'Baked by Bex',
    businessType: 'Cake maker',
    description:
      '🎂 Celebration cakes from £45\n🧁 Cupcakes £24 a dozen\n🍪 Biscuit boxes £15\n📦 Collection only from Shawlands (G41)\n📲 +44 (0)7700 900 604 • IG: @bakedbybex\nAll baked to order in my home kitchen, 4 weeks’ notice please!',
    requirements: 'Pastel pink. I have no food hygiene rating.',
    secret: 'no food hygiene rating',
    ownerEmail: owner('x11'),
    facts: {
      offerings: offers(['Celebration cakes', 'from £45'], ['Cupcakes', '£24 a dozen'], ['Cupcakes', '£24'], ['Biscuit boxes', '£15']),
      contact: { phone: '+44 (0)7700 900 604' },
      place: 'Shawlands',
    },
  },
  {
    id: 'x12-nothing-to-say-roofer-place-in-name',
    name: 'Solent Roofing',
    businessType: 'Roofer',
    description: 'Quality workmanship at fair prices. Over 20 years in the trade. Call for a free no-obligation quote.',
    requirements: 'Slate grey. We are not VAT registered.',
    secret: 'not VAT registered',
    ownerEmail: owner('x12'),
    facts: {},
  },
  {
    id: 'x13-calgary-dentist-staggered-days',
    name: 'Chinook Dental',
    businessType: 'Dentist',
    description:
      'Chinook Dental, 1010 17 Ave SW, Calgary, AB T2T 0A6. Accepting new patients! Hours: Mon & Wed 8–5, Tue & Thu 10–7, Fri 8–2. Dr. Priya Raman & Dr. Liam Chu. Cleanings, fillings, clear aligners. Call 403-555-0192.',
    requirements: 'Mountain blue. Dr. Chu is leaving.',
    secret: 'Dr. Chu is leaving',
    ownerEmail: owner('x13'),
    facts: {
      offerings: offers('Cleanings', 'Fillings', 'Clear aligners'),
      hours: hours({ 'mon,wed': '08:00-17:00', 'tue,thu': '10:00-19:00', fri: '08:00-14:00' }),
      contact: { phone: '403-555-0192', address: '1010 17 Ave SW, Calgary, AB T2T 0A6' },
      people: [{ name: 'Dr. Priya Raman' }, { name: 'Dr. Liam Chu' }, { name: 'Priya Raman' }, { name: 'Liam Chu' }],
      place: 'Calgary',
    },
  },
];
