import { hours, offers, service, type FactCase } from './case';

/**
 * DEV set of the fact-extraction suite (docs/decisions/141): the extractor is tuned on these, and the
 * unit regression test (core/lib/facts/extract.test.ts) holds precision on them. Scores that count are
 * taken on ./heldout.ts.
 */
export const dev: FactCase[] = [
  {
    id: 'd01-bakery-seattle',
    name: 'Harbor Street Bakery',
    businessType: 'Restaurant',
    description:
      'Harbor Street Bakery bakes sourdough, croissants and cinnamon rolls every morning in Seattle, Washington. Open Tuesday to Sunday 7am–3pm, closed Mondays. Call (206) 555-0100.',
    facts: {
      offerings: offers('Sourdough', 'Croissants', 'Cinnamon rolls'),
      hours: hours({ 'tue-sun': '07:00-15:00', mon: 'closed' }),
      contact: { phone: '(206) 555-0100' },
      place: 'Seattle, Washington',
    },
  },
  {
    id: 'd02-dental-leeds',
    name: 'Brightsmile Dental',
    businessType: 'Healthcare',
    description:
      'Brightsmile Dental in Leeds. Dr. Aisha Khan and Dr. Peter Holmes offer check-ups, hygiene visits, white fillings and whitening. Hours: 8:00 to 17:00, Monday to Friday. 0113 496 0000.',
    facts: {
      offerings: offers('Check-ups', 'Hygiene visits', 'White fillings', 'Whitening'),
      hours: hours({ 'mon-fri': '08:00-17:00' }),
      contact: { phone: '0113 496 0000' },
      people: [{ name: 'Dr. Aisha Khan' }, { name: 'Dr. Peter Holmes' }],
      place: 'Leeds',
    },
  },
  {
    id: 'd03-accountants-bath',
    name: 'Fernhill Accountants',
    businessType: 'Accountant',
    description:
      'Fernhill Accountants: year-end accounts, tax returns, payroll & VAT for small businesses in Bath. Weekdays 9 to 5:30, Sat by appointment. Email info@fernhill.co.uk or call 01225 480 200.',
    facts: {
      offerings: offers('Year-end accounts', 'Tax returns', 'Payroll', 'VAT'),
      hours: hours({ 'mon-fri': '09:00-17:30', sat: 'appointment' }),
      contact: { email: 'info@fernhill.co.uk', phone: '01225 480 200' },
      place: 'Bath',
    },
  },
  {
    id: 'd04-trattoria-naples',
    name: 'La Piazza Trattoria',
    businessType: 'Restaurant',
    description:
      'La Piazza Trattoria on 5th Avenue in Naples, Florida, owned by Giulia Romano. We serve wood-fired pizza, fresh pasta, antipasti and gelato. Open Wednesday to Sunday 5pm-10pm. Reservations: 239-555-0123.',
    facts: {
      offerings: offers('Wood-fired pizza', 'Fresh pasta', 'Antipasti', 'Gelato'),
      hours: hours({ 'wed-sun': '17:00-22:00' }),
      contact: { phone: '239-555-0123' },
      people: [{ name: 'Giulia Romano', role: 'Owner' }],
      place: 'Naples, Florida',
    },
  },
  {
    id: 'd05-facilities-manchester',
    name: 'Greenway Facilities Services',
    businessType: 'Business',
    description:
      'Greenway Facilities Services offers office cleaning, window cleaning and washroom services across Manchester, Salford and Stockport. Contact us on 0161 496 0123 or hello@greenwayfacilities.co.uk. Mon–Fri 7am–7pm.',
    facts: {
      offerings: offers('Office cleaning', 'Window cleaning', 'Washroom services'),
      hours: hours({ 'mon-fri': '07:00-19:00' }),
      contact: { phone: '0161 496 0123', email: 'hello@greenwayfacilities.co.uk' },
      place: 'Manchester, Salford and Stockport',
    },
  },
  {
    id: 'd06-salon-bullets-harrogate',
    name: 'Park Lane Hair',
    businessType: 'Hair salon',
    description:
      'Services:\n• Cut & blow-dry – £40\n• Full head colour – from £75\n• Highlights – from £85\nOpen Tue–Sat 9–5:30. 12 Park Lane, Harrogate HG1 2AB',
    facts: {
      offerings: offers(['Cut & blow-dry', '£40'], ['Full head colour', 'from £75'], ['Highlights', 'from £85']),
      hours: hours({ 'tue-sat': '09:00-17:30' }),
      contact: { address: '12 Park Lane, Harrogate HG1 2AB' },
    },
  },
  {
    id: 'd07-barbers-springfield',
    name: 'Main Street Barbers',
    businessType: 'Barber',
    description:
      'Main Street Barbers, 101 Main St, Springfield, IL 62701. Haircuts $25, kids cuts $18, beard trims $12. Mon–Fri 10am–7pm, Sat 9am–4pm, closed Sunday. owner Tom Reilly.',
    facts: {
      offerings: offers(['Haircuts', '$25'], ['Kids cuts', '$18'], ['Beard trims', '$12']),
      hours: hours({ 'mon-fri': '10:00-19:00', sat: '09:00-16:00', sun: 'closed' }),
      contact: { address: '101 Main St, Springfield, IL 62701' },
      people: [{ name: 'Tom Reilly', role: 'Owner' }],
    },
  },
  {
    id: 'd08-gp-didsbury',
    name: 'Parkside Surgery',
    businessType: 'GP surgery',
    description:
      'Parkside Surgery is a GP practice serving Didsbury and Withington. Our doctors: Dr. Sarah Mills, Dr. John Patel and Dr. Emma Stone. Open Monday to Friday 8am-6.30pm. Closed at weekends. Call 0161 445 0000.',
    facts: {
      hours: hours({ 'mon-fri': '08:00-18:30', 'sat-sun': 'closed' }),
      contact: { phone: '0161 445 0000' },
      people: [
        { name: 'Dr. Sarah Mills', role: 'Doctor' },
        { name: 'Dr. John Patel', role: 'Doctor' },
        { name: 'Dr. Emma Stone', role: 'Doctor' },
      ],
      place: 'Didsbury and Withington',
    },
  },
  {
    id: 'd09-physio-aberdeen',
    name: 'Northwind Physio',
    businessType: 'Healthcare',
    description:
      'Northwind Physio in Aberdeen treats back pain with sports massage, dry needling, acupuncture and rehab programmes. Run by physiotherapist Callum Reid. Open Mon-Thu 8am-8pm, Fri 8am-5pm. Book online at https://northwindphysio.co.uk/book.',
    facts: {
      offerings: offers('Sports massage', 'Dry needling', 'Acupuncture', 'Rehab programmes'),
      hours: hours({ 'mon-thu': '08:00-20:00', fri: '08:00-17:00' }),
      contact: { bookingUrl: 'https://northwindphysio.co.uk/book' },
      people: [{ name: 'Callum Reid', role: 'Physiotherapist' }],
      place: 'Aberdeen',
    },
  },
  {
    id: 'd10-plumbing-denver',
    name: "Joe's Plumbing",
    businessType: 'Plumber',
    description:
      "Joe's Plumbing serves Denver, Colorado and the surrounding suburbs. We offer drain cleaning, water heater installation, leak detection and sewer line repair. Available 24/7. Call 303-555-0199. Owner Joe Martinez.",
    facts: {
      offerings: offers('Drain cleaning', 'Water heater installation', 'Leak detection', 'Sewer line repair'),
      hours: hours({ 'mon-sun': '00:00-24:00' }),
      contact: { phone: '303-555-0199' },
      people: [{ name: 'Joe Martinez', role: 'Owner' }],
      place: 'Denver, Colorado',
    },
  },
  {
    id: 'd11-cafe-totnes',
    name: 'Kettle & Crumb',
    businessType: 'Café',
    description:
      'Kettle & Crumb is a café in Totnes, Devon. We serve coffee, loose-leaf tea, homemade scones and light lunches. 7 days a week 8:30–16:30. Find us at 14 Fore Street, Totnes TQ9 5DX.',
    facts: {
      offerings: offers('Coffee', 'Loose-leaf tea', 'Homemade scones', 'Light lunches'),
      hours: hours({ 'mon-sun': '08:30-16:30' }),
      contact: { address: '14 Fore Street, Totnes TQ9 5DX' },
      place: 'Totnes, Devon',
    },
  },
  {
    id: 'd12-yoga-brooklyn',
    name: 'Lotus Flow Yoga',
    businessType: 'Yoga studio',
    description:
      'Lotus Flow Yoga, Brooklyn, New York. Classes: vinyasa, yin, restorative and hot yoga. Drop-in $25, monthly unlimited $150. Mon–Fri 6am–9pm, Sat–Sun 8am–6pm. Founder: Priya Nair. Instagram: https://instagram.com/lotusflowyoga',
    facts: {
      offerings: offers('Vinyasa', 'Yin', 'Restorative', 'Hot yoga', ['Drop-in', '$25'], ['Monthly unlimited', '$150']),
      hours: hours({ 'mon-fri': '06:00-21:00', 'sat-sun': '08:00-18:00' }),
      people: [{ name: 'Priya Nair', role: 'Founder' }],
      place: 'Brooklyn, New York',
      social: ['https://instagram.com/lotusflowyoga'],
    },
  },
  {
    id: 'd13-legal-charlotte',
    name: 'Carter Legal Group',
    businessType: 'Law firm',
    description:
      'Carter Legal Group, PLLC — estate planning, probate, real estate closings and business formation in Charlotte, North Carolina. Attorneys Jennifer Carter and Michael Boone. 9:00 AM - 5:00 PM Monday through Friday. (704) 555-0145 | info@carterlegal.com | 200 S Tryon St, Suite 900, Charlotte, NC 28202',
    facts: {
      offerings: offers('Estate planning', 'Probate', 'Real estate closings', 'Business formation'),
      hours: hours({ 'mon-fri': '09:00-17:00' }),
      contact: { phone: '(704) 555-0145', email: 'info@carterlegal.com', address: '200 S Tryon St, Suite 900, Charlotte, NC 28202' },
      people: [
        { name: 'Jennifer Carter', role: 'Attorney' },
        { name: 'Michael Boone', role: 'Attorney' },
      ],
      place: 'Charlotte, North Carolina',
    },
  },
  {
    id: 'd14-photo-york',
    name: 'Hannah Lee Photography',
    businessType: 'Photographer',
    description:
      "I'm Hannah Lee, a wedding and family photographer based in York. Wedding coverage from £1,200, family shoots £195. Contact hello@hannahleephoto.co.uk. Portfolio: https://www.instagram.com/hannahleephoto",
    facts: {
      offerings: offers(['Wedding coverage', 'from £1,200'], ['Family shoots', '£195']),
      contact: { email: 'hello@hannahleephoto.co.uk' },
      people: [{ name: 'Hannah Lee', role: 'Wedding and family photographer' }],
      place: 'York',
      social: ['https://www.instagram.com/hannahleephoto'],
    },
  },
  {
    id: 'd15-tuition-harrow',
    name: 'Desai Tuition',
    businessType: 'Tutor',
    description:
      'Private English and maths tuition for primary children in Harrow. Sessions £35 per hour. Weekday evenings 4pm–7pm and Saturday mornings. Mrs. Anita Desai, qualified teacher. 07700 900 111',
    facts: {
      offerings: offers(['Sessions', '£35 per hour']),
      hours: hours({ 'mon-fri': '16:00-19:00' }),
      contact: { phone: '07700 900 111' },
      people: [{ name: 'Mrs. Anita Desai', role: 'Qualified teacher' }],
      place: 'Harrow',
    },
  },
  {
    id: 'd16-gym-leeds',
    name: 'FitHub 24',
    businessType: 'Gym',
    description:
      'FitHub 24 is open 24 hours a day, 7 days a week. Memberships from £19.99 a month. Classes: spin, HIIT, boxfit and yoga. 3 Canal Wharf, Leeds LS11 5PS.',
    facts: {
      offerings: offers(['Memberships', 'from £19.99 a month'], 'Spin', 'HIIT', 'Boxfit', 'Yoga'),
      hours: hours({ 'mon-sun': '00:00-24:00' }),
      contact: { address: '3 Canal Wharf, Leeds LS11 5PS' },
    },
  },
  {
    id: 'd17-vets-sevenoaks',
    name: 'Oakwood Vets',
    businessType: 'Vet',
    description:
      'Oakwood Vets in Sevenoaks, Kent. Vaccinations, neutering, dental care & nurse clinics. Dr. Rebecca Hall (senior vet). Mon–Fri 8:00–19:00; Sat 9:00–13:00; Sun closed. 01732 455 000',
    facts: {
      offerings: offers('Vaccinations', 'Neutering', 'Dental care', 'Nurse clinics'),
      hours: hours({ 'mon-fri': '08:00-19:00', sat: '09:00-13:00', sun: 'closed' }),
      contact: { phone: '01732 455 000' },
      people: [{ name: 'Dr. Rebecca Hall', role: 'Senior vet' }],
      place: 'Sevenoaks, Kent',
    },
  },
  {
    id: 'd18-florist-burlington',
    name: 'Petal & Stem Florist',
    businessType: 'Florist',
    description:
      'Petal & Stem Florist, 88 Elm Street, Burlington, VT 05401. Fresh bouquets from $45, wedding florals, sympathy arrangements and potted plants. Tuesday through Saturday 10 to 6. Order online: https://petalandstem.com/shop',
    facts: {
      offerings: offers(['Fresh bouquets', 'from $45'], 'Wedding florals', 'Sympathy arrangements', 'Potted plants'),
      hours: hours({ 'tue-sat': '10:00-18:00' }),
      contact: { address: '88 Elm Street, Burlington, VT 05401', bookingUrl: 'https://petalandstem.com/shop' },
    },
  },
  {
    id: 'd19-bnb-stratford',
    name: 'The Willows',
    businessType: 'B&B',
    description:
      'The Willows Bed & Breakfast near Stratford-upon-Avon. Four guest rooms from £110 per night, including breakfast. Your hosts are Mr. and Mrs. Hughes. Check-in from 3pm. Book at https://thewillowsbnb.co.uk/book',
    facts: {
      offerings: offers(['Guest rooms', 'from £110 per night']),
      contact: { bookingUrl: 'https://thewillowsbnb.co.uk/book' },
      place: 'Stratford-upon-Avon',
    },
  },
  {
    id: 'd20-shipfast-austin',
    name: 'Shipfast',
    businessType: 'Technology',
    description:
      'Shipfast is an API for shipping labels and tracking. Plans: Starter ($19/month), Growth ($79/month) and Enterprise. Built in Austin, Texas by Sam Ortiz (CEO). Docs at https://shipfast.dev/docs. Email support@shipfast.dev.',
    facts: {
      offerings: offers(['Starter', '$19/month'], ['Growth', '$79/month'], 'Enterprise'),
      contact: { email: 'support@shipfast.dev' },
      people: [{ name: 'Sam Ortiz', role: 'CEO' }],
      place: 'Austin, Texas',
    },
  },
  {
    id: 'd21-taverna-whitstable',
    name: 'Taverna Kyma',
    businessType: 'Restaurant',
    description:
      'Taverna Kyma, 23 Harbour Road, Whitstable CT5 1AB. Greek seafood: grilled octopus, calamari, moussaka and baklava. Tue–Sat 12:00–15:00 and 18:00–22:00; Sun 12:00–16:00; Mon closed. Tel 01227 555 012. Chef-owner Nikos Pappas.',
    facts: {
      offerings: offers('Grilled octopus', 'Calamari', 'Moussaka', 'Baklava'),
      hours: hours({ 'tue-sat': '12:00-15:00,18:00-22:00', sun: '12:00-16:00', mon: 'closed' }),
      contact: { address: '23 Harbour Road, Whitstable CT5 1AB', phone: '01227 555 012' },
      people: [{ name: 'Nikos Pappas', role: 'Chef-owner' }],
    },
  },
  {
    id: 'd22-tacos-san-diego',
    name: 'El Guero Tacos',
    businessType: 'Restaurant',
    description:
      'El Guero Tacos, a taco stand in San Diego, California. Carne asada, al pastor, fish tacos and horchata. Thursday through Monday, noon–9pm, closed midweek. Follow us at https://www.instagram.com/elguerotacos',
    facts: {
      offerings: offers('Carne asada', 'Al pastor', 'Fish tacos', 'Horchata'),
      hours: hours({ 'thu-mon': '12:00-21:00', 'tue-wed': 'closed' }),
      place: 'San Diego, California',
      social: ['https://www.instagram.com/elguerotacos'],
    },
  },
  {
    id: 'd23-cleaning-tampa',
    name: 'Shine Bright Cleaning Services LLC',
    businessType: 'Cleaning',
    description:
      'Shine Bright Cleaning Services LLC. We offer residential cleaning, deep cleaning and move-in/move-out cleaning in Tampa, Florida. Contact us today for a free quote! Call 813-555-0122.',
    facts: {
      offerings: offers('Residential cleaning', 'Deep cleaning', 'Move-in/move-out cleaning'),
      contact: { phone: '813-555-0122' },
      place: 'Tampa, Florida',
    },
  },
  {
    id: 'd24-electrical-bristol',
    name: "Watt's Up Electrical",
    businessType: 'Electrician',
    description:
      "Watt's Up Electrical — domestic electrician in Bristol and Bath. Services: rewiring, fuse box upgrades, lighting, EICR reports. Owner Chris Watt. Mon-Fri 8-5. 07890 123456.",
    facts: {
      offerings: offers('Rewiring', 'Fuse box upgrades', 'Lighting', 'EICR reports'),
      hours: hours({ 'mon-fri': '08:00-17:00' }),
      contact: { phone: '07890 123456' },
      people: [{ name: 'Chris Watt', role: 'Owner' }],
      place: 'Bristol and Bath',
    },
  },
  {
    id: 'd25-opticians-chester',
    name: 'Clarity Opticians',
    businessType: 'Optician',
    description:
      "Clarity Opticians, 7 Bridge Street, Chester CH1 1NQ. Eye tests, contact lenses, designer frames and children's eyewear. Mon–Fri 8.30am–6pm; Sat 9–1. Optometrist: Mr. David Lloyd.",
    facts: {
      offerings: offers('Eye tests', 'Contact lenses', 'Designer frames', "Children's eyewear"),
      hours: hours({ 'mon-fri': '08:30-18:00', sat: '09:00-13:00' }),
      contact: { address: '7 Bridge Street, Chester CH1 1NQ' },
      people: [{ name: 'Mr. David Lloyd', role: 'Optometrist' }],
    },
  },
  {
    id: 'd26-outfitters-bend',
    name: 'Trailhead Outfitters',
    businessType: 'Shop',
    description:
      'Trailhead Outfitters — gear for hikers in Bend, Oregon.\n- hiking boots\n- backpacks\n- tents\n- rain jackets\nOpen Mon–Sat 9am–7pm, Sun 10am–5pm. Shop online at trailheadoutfitters.com',
    facts: {
      offerings: offers('Hiking boots', 'Backpacks', 'Tents', 'Rain jackets'),
      hours: hours({ 'mon-sat': '09:00-19:00', sun: '10:00-17:00' }),
      contact: { bookingUrl: 'https://trailheadoutfitters.com' },
      place: 'Bend, Oregon',
    },
  },
  {
    id: 'd27-massage-columbus',
    name: 'Harmony Massage',
    businessType: 'Massage',
    description:
      'Harmony Massage. Swedish massage $80, deep tissue $95, hot stone $110 (60 minutes). By appointment only. Text 614-555-0177. Columbus, Ohio.',
    facts: {
      offerings: offers(['Swedish massage', '$80'], ['Deep tissue', '$95'], ['Hot stone', '$110']),
      hours: { days: {}, appointmentOnly: true },
      contact: { phone: '614-555-0177' },
      place: 'Columbus, Ohio',
    },
  },
  {
    id: 'd28-dogwalking-clapham',
    name: 'Happy Tails Dog Walking',
    businessType: 'Pet services',
    description:
      'Happy Tails Dog Walking covers Clapham, Balham and Tooting. Group walks £15, solo walks £20, puppy visits £12. Run by Ellie Ford. Weekdays 8am to 6pm.',
    facts: {
      offerings: offers(['Group walks', '£15'], ['Solo walks', '£20'], ['Puppy visits', '£12']),
      hours: hours({ 'mon-fri': '08:00-18:00' }),
      people: [{ name: 'Ellie Ford' }],
      place: 'Clapham, Balham and Tooting',
    },
  },
  {
    id: 'd29-pizza-brooklyn',
    name: 'Slice of Brooklyn Pizzeria',
    businessType: 'Restaurant',
    description:
      'Slice of Brooklyn Pizzeria. We serve New York-style pizza by the slice, calzones, garlic knots and wings. 7 days a week 11am–11pm. 415 Court St, Brooklyn, NY 11231. Call (718) 555-0155.',
    facts: {
      offerings: offers('New York-style pizza', 'Calzones', 'Garlic knots', 'Wings'),
      hours: hours({ 'mon-sun': '11:00-23:00' }),
      contact: { address: '415 Court St, Brooklyn, NY 11231', phone: '(718) 555-0155' },
    },
  },
  {
    id: 'd30-accountants-edinburgh',
    name: 'Lindqvist & Co Accountants',
    businessType: 'Accountant',
    description:
      'Contact us for help with your tax return. Lindqvist & Co Accountants has offices in Edinburgh and Glasgow. Services: bookkeeping, management accounts, payroll and R&D tax credits. Call 0131 496 0000. Partners: Erik Lindqvist, ACA and Fiona MacLeod, CTA.',
    facts: {
      offerings: offers('Bookkeeping', 'Management accounts', 'Payroll', 'R&D tax credits'),
      contact: { phone: '0131 496 0000' },
      people: [
        { name: 'Erik Lindqvist', role: 'Partner' },
        { name: 'Fiona MacLeod', role: 'Partner' },
      ],
      place: 'Edinburgh and Glasgow',
    },
  },
  {
    id: 'd31-no-facts',
    name: 'Helpful Co',
    businessType: 'Other',
    description: 'We believe every customer deserves great service. Our friendly team is here to help with whatever you need.',
    facts: {},
  },
  {
    id: 'd32-beauty-charlotte',
    name: 'Glow Beauty Bar',
    businessType: 'Beauty salon',
    description:
      'Glow Beauty Bar in Charlotte, NC. We offer lash extensions, brow lamination, facials and waxing. Lash full set from $150. Open Wednesday to Sunday 10am-6pm. Book at https://glowbeautybar.glossgenius.com',
    facts: {
      offerings: offers('Lash extensions', 'Brow lamination', 'Facials', 'Waxing', ['Lash full set', 'from $150']),
      hours: hours({ 'wed-sun': '10:00-18:00' }),
      contact: { bookingUrl: 'https://glowbeautybar.glossgenius.com' },
      place: 'Charlotte, NC',
    },
  },
  {
    id: 'd33-pub-grantchester',
    name: 'The Red Lion',
    businessType: 'Pub',
    description:
      'The Red Lion is a village pub in Grantchester. Real ales, seasonal menu and a big beer garden. Food served 12–2:30 and 6–9, Monday to Saturday; Sunday lunch 12–4. Landlords: Tom and Sue Baker. 01223 840 121',
    facts: {
      offerings: offers('Real ales', 'Seasonal menu', 'Big beer garden'),
      // When food is served, under its label: no opening hours (docs/decisions/251).
      serviceHours: [service('Food served', { 'mon-sat': '12:00-14:30,18:00-21:00', sun: '12:00-16:00' })],
      contact: { phone: '01223 840 121' },
      people: [
        { name: 'Tom Baker', role: 'Landlord' },
        { name: 'Sue Baker', role: 'Landlord' },
      ],
      place: 'Grantchester',
    },
  },
  {
    id: 'd34-bikes-boston',
    name: 'Boston Bike Repair',
    businessType: 'Bike shop',
    description:
      'Contact: +1 (617) 555-0133, info@bostonbikes.com. Boston Bike Repair: flat fixes, tune-ups, brake adjustments and refurbished bikes for sale. Open Mon–Sat 10–6. 12 Mass Ave, Boston, MA 02115.',
    facts: {
      offerings: offers('Flat fixes', 'Tune-ups', 'Brake adjustments', 'Refurbished bikes'),
      hours: hours({ 'mon-sat': '10:00-18:00' }),
      contact: { phone: '+1 (617) 555-0133', email: 'info@bostonbikes.com', address: '12 Mass Ave, Boston, MA 02115' },
    },
  },
  {
    id: 'd35-dental-farnham',
    name: 'Castle Dental Care',
    businessType: 'Dentist',
    description:
      'Castle Dental Care, 3 Castle Street, Farnham GU9 7HR. Principal dentist Dr. Mark Evans BDS. Open Monday to Thursday 9am-1pm and 2pm-5.30pm, Friday 9am-3pm. NHS and private check-ups, hygienist, crowns, bridges and dentures. 01252 716 000',
    facts: {
      offerings: offers('NHS and private check-ups', 'Hygienist', 'Crowns', 'Bridges', 'Dentures'),
      hours: hours({ 'mon-thu': '09:00-13:00,14:00-17:30', fri: '09:00-15:00' }),
      contact: { address: '3 Castle Street, Farnham GU9 7HR', phone: '01252 716 000' },
      people: [{ name: 'Dr. Mark Evans', role: 'Principal dentist' }],
    },
  },
  {
    id: 'd36-coffee-roasters-leeds',
    name: 'Ember Coffee Roasters',
    businessType: 'E-commerce',
    description:
      'Ember Coffee Roasters roasts single-origin beans in Leeds. Our coffees: Ethiopia Yirgacheffe £9.50, Colombia Huila £8.50, House Espresso £8. Free UK delivery over £25. Shop: https://embercoffee.co.uk/shop. Instagram @embercoffee',
    facts: {
      offerings: offers(['Ethiopia Yirgacheffe', '£9.50'], ['Colombia Huila', '£8.50'], ['House Espresso', '£8']),
      contact: { bookingUrl: 'https://embercoffee.co.uk/shop' },
      place: 'Leeds',
    },
  },
  {
    id: 'd37-weddings-napa',
    name: 'Ever After Events',
    businessType: 'Wedding planner',
    description:
      'Ever After Events plans weddings across Napa and Sonoma, California. Full planning from $6,000, day-of coordination $1,800. Meet the team: Olivia Grant (founder) and Marcus Lee (lead coordinator). hello@everafterevents.com',
    facts: {
      offerings: offers(['Full planning', 'from $6,000'], ['Day-of coordination', '$1,800']),
      contact: { email: 'hello@everafterevents.com' },
      people: [
        { name: 'Olivia Grant', role: 'Founder' },
        { name: 'Marcus Lee', role: 'Lead coordinator' },
      ],
      place: 'Napa and Sonoma, California',
    },
  },
  {
    id: 'd38-coffee-savannah',
    name: "Dr. Bean's Coffee",
    businessType: 'Café',
    description:
      "Dr. Bean's Coffee on St. John St. in Savannah. Open Wednesday to Sunday 7am-2pm. Pour-over, cold brew, pastries and breakfast sandwiches.",
    facts: {
      offerings: offers('Pour-over', 'Cold brew', 'Pastries', 'Breakfast sandwiches'),
      hours: hours({ 'wed-sun': '07:00-14:00' }),
      place: 'Savannah',
    },
  },
  {
    id: 'd39-kungfu-reading',
    name: 'Dragon Gate Kung Fu Academy',
    businessType: 'Martial arts',
    description:
      'Dragon Gate Kung Fu Academy teaches kung fu, tai chi and kickboxing for kids and adults in Reading. Sifu Alan Wong has taught for 30 years. Classes Mon, Wed & Fri 6–9pm, Sat 10am–1pm. First class free. 0118 496 0222',
    facts: {
      offerings: offers('Kung fu', 'Tai chi', 'Kickboxing'),
      hours: hours({ 'mon,wed,fri': '18:00-21:00', sat: '10:00-13:00' }),
      contact: { phone: '0118 496 0222' },
      people: [{ name: 'Alan Wong' }],
      place: 'Reading',
    },
  },
  {
    id: 'd40-piano-online',
    name: "O'Connor Piano",
    businessType: 'Tutor',
    description:
      "Online piano lessons with Mr. James O'Connor, Juilliard graduate. 30-minute lessons $40, 60-minute lessons $75. Available Monday–Friday 3pm–9pm EST. Sign up: https://calendly.com/jamesoconnor-piano",
    facts: {
      offerings: offers(['30-minute lessons', '$40'], ['60-minute lessons', '$75']),
      hours: hours({ 'mon-fri': '15:00-21:00' }),
      contact: { bookingUrl: 'https://calendly.com/jamesoconnor-piano' },
      people: [{ name: "Mr. James O'Connor", role: 'Juilliard graduate' }],
    },
  },
  {
    id: 'd41-kitchen-providence',
    name: "Nonna's Kitchen",
    businessType: 'Restaurant',
    description:
      "Nonna's Kitchen in Providence, Rhode Island. Homemade gnocchi, chicken parm, eggplant rollatini and cannoli. Open Thursday–Sunday 4–9pm. Closed Monday, Tuesday and Wednesday.",
    facts: {
      offerings: offers('Homemade gnocchi', 'Chicken parm', 'Eggplant rollatini', 'Cannoli'),
      hours: hours({ 'thu-sun': '16:00-21:00', 'mon-wed': 'closed' }),
      place: 'Providence, Rhode Island',
    },
  },
  {
    id: 'd42-laundry-fulham',
    name: 'Northside Laundry',
    businessType: 'Laundry',
    description:
      'Northside Laundry offers wash & fold, dry cleaning and ironing for busy families in Fulham. Same-day service on orders before 10am. Prices start at £2 per kg.',
    facts: { offerings: offers('Wash & fold', 'Dry cleaning', 'Ironing'), place: 'Fulham' },
  },
  {
    id: 'd43-casa-verde-albuquerque',
    name: 'Casa Verde',
    businessType: 'Restaurant',
    description:
      'Casa Verde is a Mexican restaurant in Albuquerque, New Mexico. Our menu: green chile stew, carne adovada, sopaipillas. Closed Tuesdays. Wednesday–Monday 11–8.',
    facts: {
      offerings: offers('Green chile stew', 'Carne adovada', 'Sopaipillas'),
      hours: hours({ 'wed-mon': '11:00-20:00', tue: 'closed' }),
      place: 'Albuquerque, New Mexico',
    },
  },
  {
    id: 'd44-opticians-portsmouth',
    name: 'Harbour Opticians',
    businessType: 'Optician',
    description:
      'Helping families in Portsmouth since 1985, Harbour Opticians provides eye examinations and contact lens consultations. Our optometrists are Mr. Raj Mehta and Ms. Claire Dunn.',
    facts: {
      offerings: offers('Eye examinations', 'Contact lens consultations'),
      people: [
        { name: 'Mr. Raj Mehta', role: 'Optometrist' },
        { name: 'Ms. Claire Dunn', role: 'Optometrist' },
      ],
      place: 'Portsmouth',
    },
  },
  {
    id: 'd45-hardware-duluth',
    name: 'Lakeside Hardware',
    businessType: 'Shop',
    description:
      "We're a family-run hardware store in Duluth, Minnesota. We stock tools, paint, garden supplies and keys cut while you wait. Store hours: Mon–Sat 8am–6pm; Sun 10am–4pm.",
    facts: {
      offerings: offers('Tools', 'Paint', 'Garden supplies', 'Keys cut'),
      hours: hours({ 'mon-sat': '08:00-18:00', sun: '10:00-16:00' }),
      place: 'Duluth, Minnesota',
    },
  },
  {
    id: 'd46-thai-takeaway',
    name: 'Aroma Thai Kitchen',
    businessType: 'Restaurant',
    description:
      'Aroma Thai Kitchen: pad thai £9.50, green curry £10.50, massaman curry £11 and mango sticky rice £5. Takeaway and delivery. Order on 01632 960 111. Open Tue-Sun 5-10pm.',
    facts: {
      offerings: offers(['Pad thai', '£9.50'], ['Green curry', '£10.50'], ['Massaman curry', '£11'], ['Mango sticky rice', '£5']),
      hours: hours({ 'tue-sun': '17:00-22:00' }),
      contact: { phone: '01632 960 111' },
    },
  },
  {
    id: 'd47-tutoring-sheffield',
    name: 'Bright Minds Tutoring',
    businessType: 'Tutor',
    description:
      'Bright Minds Tutoring offers one-to-one and small-group tutoring in maths, English and science for ages 7–16 across Sheffield. Sessions from £30 an hour. Director: Dr. Amelia Shaw.',
    facts: {
      offerings: offers('One-to-one tutoring', 'Small-group tutoring', ['Sessions', 'from £30 an hour']),
      people: [{ name: 'Dr. Amelia Shaw', role: 'Director' }],
      place: 'Sheffield',
    },
  },
  {
    id: 'd48-yoga-hebden',
    name: 'Hollow Oak Yoga',
    businessType: 'Yoga studio',
    description:
      'Hollow Oak Yoga — small classes in a converted chapel near Hebden Bridge. Hatha Tuesday & Thursday 7pm-8.30pm, Yin Sunday 10am-11.15am. £12 drop-in or £50 for 5 classes. Teacher: Sophie Marsh.',
    facts: {
      offerings: offers('Hatha', 'Yin', ['Drop-in', '£12'], ['5 classes', '£50']),
      hours: hours({ 'tue,thu': '19:00-20:30', sun: '10:00-11:15' }),
      people: [{ name: 'Sophie Marsh', role: 'Teacher' }],
      place: 'Hebden Bridge',
    },
  },
  {
    id: 'd49-movers-dallas',
    name: 'Metro Movers LLC',
    businessType: 'Moving company',
    description:
      'Metro Movers LLC provides local and long-distance moving, packing services and storage in the Dallas–Fort Worth area. Call (214) 555-0199 for a free quote. Licensed and insured. Mon–Sat 7 AM–7 PM.',
    facts: {
      offerings: offers('Local and long-distance moving', 'Packing services', 'Storage'),
      hours: hours({ 'mon-sat': '07:00-19:00' }),
      contact: { phone: '(214) 555-0199' },
      place: 'the Dallas–Fort Worth area',
    },
  },
  {
    id: 'd50-lawn-plano',
    name: 'Fresh Cuts Lawn Care',
    businessType: 'Gardener',
    description: 'Fresh Cuts Lawn Care. Mowing, edging, leaf removal, mulching. Serving Plano, Frisco and Allen. Text Mike at 972-555-0134.',
    facts: {
      offerings: offers('Mowing', 'Edging', 'Leaf removal', 'Mulching'),
      contact: { phone: '972-555-0134' },
      place: 'Plano, Frisco and Allen',
    },
  },
  {
    id: 'd51-gastropub-fox',
    name: 'The Crooked Spoon',
    businessType: 'Pub',
    description:
      'The Crooked Spoon is a gastropub run by husband and wife Jamie and Laura Fox. Expect seasonal British dishes, Sunday roasts and local ales. Open Wed–Sat 12–9, Sun 12–6.',
    facts: {
      offerings: offers('Seasonal British dishes', 'Sunday roasts', 'Local ales'),
      hours: hours({ 'wed-sat': '12:00-21:00', sun: '12:00-18:00' }),
      people: [{ name: 'Jamie Fox' }, { name: 'Laura Fox' }],
    },
  },
  {
    id: 'd52-phone-repair-seattle',
    name: 'Kwik Fix Phone Repair',
    businessType: 'Repair shop',
    description:
      'Kwik Fix Phone Repair — screen replacements from $79, battery swaps $59, water damage diagnostics. Walk in at 88 Pine St, Seattle, WA 98101. Open 10–7 daily.',
    facts: {
      offerings: offers(['Screen replacements', 'from $79'], ['Battery swaps', '$59'], 'Water damage diagnostics'),
      hours: hours({ 'mon-sun': '10:00-19:00' }),
      contact: { address: '88 Pine St, Seattle, WA 98101' },
    },
  },
  {
    id: 'd53-family-firm-colchester',
    name: 'Walsh & Sons Removals',
    businessType: 'Moving company',
    description:
      'Established in 1998 by Peter and Anne Walsh, our family firm has grown from a single van to a team of twelve. We pride ourselves on reliability, honesty and fair prices. Based in Colchester, Essex.',
    facts: {
      people: [
        { name: 'Peter Walsh', role: 'Founder' },
        { name: 'Anne Walsh', role: 'Founder' },
      ],
      place: 'Colchester, Essex',
    },
  },
  {
    id: 'd54-dental-payments',
    name: 'Riverside Dental Care',
    businessType: 'Dentist',
    description:
      'Riverside Dental Care treats patients of all ages. We accept cash, cards and Apple Pay. Our team speaks English, Polish and Urdu. Treatments: fillings, extractions, dentures and emergency appointments.',
    facts: { offerings: offers('Fillings', 'Extractions', 'Dentures', 'Emergency appointments') },
  },
  {
    id: 'd55-windows-norwich',
    name: 'Spotless Window Cleaning',
    businessType: 'Window cleaner',
    description:
      "Friendly, reliable and affordable — that's Spotless Window Cleaning. We clean windows, frames, sills and conservatories across Norwich and Wymondham. Regular 4-weekly rounds.",
    facts: { place: 'Norwich and Wymondham' },
  },
  {
    id: 'd56-green-table-brunch',
    name: 'The Green Table',
    businessType: 'Café',
    description:
      'Vegan, vegetarian and gluten-free options available. The Green Table café serves brunch all day: shakshuka, vegan full English, banana bread and smoothies. Open 8–4 every day.',
    facts: {
      offerings: offers('Shakshuka', 'Vegan full English', 'Banana bread', 'Smoothies'),
      hours: hours({ 'mon-sun': '08:00-16:00' }),
    },
  },
  {
    id: 'd57-physio-conditions',
    name: 'Pinewood Physio',
    businessType: 'Healthcare',
    description:
      'Pinewood Physio. We treat back pain, neck pain, sports injuries and arthritis. Services include physiotherapy, massage and hydrotherapy. Appointments Mon–Fri 8am–8pm.',
    facts: {
      offerings: offers('Physiotherapy', 'Massage', 'Hydrotherapy'),
      hours: hours({ 'mon-fri': '08:00-20:00' }),
    },
  },
  {
    id: 'd58-chippy',
    name: 'Harbour Fish Bar',
    businessType: 'Restaurant',
    description:
      'Award-winning fish and chips since 1962. Cod, haddock, plaice and scampi, all fried in beef dripping. Winner of the National Fish & Chip Awards 2019. Sit in or take away, Tuesday to Saturday 11:30–14:00 and 16:30–21:00.',
    facts: {
      offerings: offers('Cod', 'Haddock', 'Plaice', 'Scampi'),
      hours: hours({ 'tue-sat': '11:30-14:00,16:30-21:00' }),
    },
  },
  {
    id: 'd59-dog-walking-leamington',
    name: "Hannah's Hounds",
    businessType: 'Pet services',
    description:
      "Hannah's Hounds: dog walking and pet sitting in Leamington Spa and Warwick. Fully insured, DBS checked, canine first aid trained. Solo walk £14, group walk £11.",
    facts: {
      offerings: offers('Dog walking', 'Pet sitting', ['Solo walk', '£14'], ['Group walk', '£11']),
      place: 'Leamington Spa and Warwick',
    },
  },
  {
    id: 'd60-stylists-first-names',
    name: 'Studio 54 Hair',
    businessType: 'Hair salon',
    description:
      'Whether you need a quick trim, a full restyle or colour correction, our stylists Becky and Dan have you covered. Book online at https://studio54hair.co.uk/book.',
    facts: {
      offerings: offers('Quick trim', 'Full restyle', 'Colour correction'),
      contact: { bookingUrl: 'https://studio54hair.co.uk/book' },
    },
  },
  {
    id: 'd61-riso-market',
    name: 'Ink & Ivy Press',
    businessType: 'Print studio',
    description:
      "We don't do weddings or events. We're a small print studio making risograph zines, art prints and tote bags, sold at Spitalfields Market every Sunday 10–5.",
    facts: {
      offerings: offers('Risograph zines', 'Art prints', 'Tote bags'),
      hours: hours({ sun: '10:00-17:00' }),
    },
  },
  {
    id: 'd62-coffee-kiosk',
    name: 'Two Friends Coffee',
    businessType: 'Café',
    description:
      "Hi! We're Sam and Alex, two friends who love coffee. Come try our flat whites, chai lattes and homemade brownies at our little kiosk in Victoria Park, Hackney. Weekends 8-3.",
    facts: {
      offerings: offers('Flat whites', 'Chai lattes', 'Homemade brownies'),
      hours: hours({ 'sat-sun': '08:00-15:00' }),
      place: 'Victoria Park, Hackney',
    },
  },
  {
    id: 'd63-grooming-prices',
    name: 'Calm Paws Grooming',
    businessType: 'Dog groomer',
    description:
      'Professional dog grooming in a calm, cage-free salon. Prices depend on breed and coat: small dogs from £35, medium from £45, large from £60. Open Tue–Sat. Call Gemma on 07700 900 222.',
    facts: {
      offerings: offers(['Small dogs', 'from £35'], ['Medium', 'from £45'], ['Large', 'from £60']),
      contact: { phone: '07700 900 222' },
    },
  },
  {
    id: 'd64-private-chef-cotswolds',
    name: "Ella's Kitchen Table",
    businessType: 'Private chef',
    description:
      "Ella's Kitchen Table: private chef Ella Moreno cooks dinner parties, tasting menus and cooking classes across the Cotswolds. Menus from £65 per guest. ella@kitchentable.co.uk",
    facts: {
      offerings: offers('Dinner parties', 'Tasting menus', 'Cooking classes', ['Menus', 'from £65 per guest']),
      contact: { email: 'ella@kitchentable.co.uk' },
      people: [{ name: 'Ella Moreno', role: 'Private chef' }],
      place: 'the Cotswolds',
    },
  },
  {
    id: 'd65-late-bar-oxford',
    name: 'The Night Owl',
    businessType: 'Bar',
    description:
      'Open late! Thursday, Friday and Saturday until 2am. Cocktails from £9, bar snacks, DJs every weekend. Over 18s only. 14 High Street, Oxford OX1 4AA.',
    facts: {
      offerings: offers(['Cocktails', 'from £9'], 'Bar snacks', 'DJs'),
      contact: { address: '14 High Street, Oxford OX1 4AA' },
    },
  },
  {
    id: 'd66-takeaway-bolton',
    name: 'Spice Garden',
    businessType: 'Restaurant',
    description:
      'Family-run Indian takeaway serving Bolton since 1995. Favourites: chicken tikka masala, lamb rogan josh, saag paneer, garlic naan. Free delivery within 3 miles. Open 7 nights 5pm–11pm. Tel 01204 555 123.',
    facts: {
      offerings: offers('Chicken tikka masala', 'Lamb rogan josh', 'Saag paneer', 'Garlic naan'),
      hours: hours({ 'mon-sun': '17:00-23:00' }),
      contact: { phone: '01204 555 123' },
      place: 'Bolton',
    },
  },
];
