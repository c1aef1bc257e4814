import { hours, offers, service, type FactCase } from './case';

/**
 * HELD-OUT scoring set of the fact-extraction suite (docs/decisions/141). Never tune the extractor on
 * these: tune on ./dev.ts, score here. Facts are what a careful reader takes from the text, written as the
 * owner wrote them (conventions in the decision record).
 */
export const heldOut: FactCase[] = [
  {
    id: 'h01-sourdough-portland',
    name: 'Souza Sourdough',
    businessType: 'Bakery',
    description:
      'Sourdough bakery in Portland, Oregon run by Ana Souza. We bake country loaves, cardamom buns and rye crackers. Open Wednesday to Sunday 7am-2pm.',
    facts: {
      offerings: offers('Country loaves', 'Cardamom buns', 'Rye crackers'),
      hours: hours({ 'wed-sun': '07:00-14:00' }),
      people: [{ name: 'Ana Souza' }],
      place: 'Portland, Oregon',
    },
  },
  {
    id: 'h02-dental-cedar-rapids',
    name: 'Cedar Family Dental',
    businessType: 'Healthcare',
    description:
      'Family dental practice in Cedar Rapids, Iowa. Dr. Maria Lopez and Dr. James Park offer check-ups, fillings, crowns and teeth whitening. Hours: 8:00 to 17:00, Monday to Friday. Call (319) 555-0142 to book.',
    facts: {
      offerings: offers('Check-ups', 'Fillings', 'Crowns', 'Teeth whitening'),
      hours: hours({ 'mon-fri': '08:00-17:00' }),
      contact: { phone: '(319) 555-0142' },
      people: [{ name: 'Dr. Maria Lopez' }, { name: 'Dr. James Park' }],
      place: 'Cedar Rapids, Iowa',
    },
  },
  {
    id: 'h03-cantina-tucson',
    name: "Rosa's Cantina",
    businessType: 'Restaurant',
    description:
      "Rosa's Cantina is a family-run Mexican restaurant on Alder Street in Tucson, Arizona, owned by Rosa Delgado and her brother Luis Delgado. We serve tacos al pastor, chicken mole, enchiladas and churros. Call 520.555.0199 or stop by 412 E Alder Street. Open Tuesday–Sunday 11am to 10pm; closed Mondays.",
    facts: {
      offerings: offers('Tacos al pastor', 'Chicken mole', 'Enchiladas', 'Churros'),
      hours: hours({ 'tue-sun': '11:00-22:00', mon: 'closed' }),
      contact: { phone: '520.555.0199', address: '412 E Alder Street' },
      people: [
        { name: 'Rosa Delgado', role: 'Owner' },
        { name: 'Luis Delgado', role: 'Owner' },
      ],
      place: 'Tucson, Arizona',
    },
  },
  {
    id: 'h04-cafe-frome',
    name: 'Little Wren Café',
    businessType: 'Café',
    description:
      'Little Wren Café — a cosy spot on the corner of Church Road, Frome. Open 7 days a week 8:00–16:00. Flat whites, homemade cakes & toasted sandwiches. Find us at 3 Church Road, Frome BA11 1PW or ring 01373 462 118.',
    facts: {
      offerings: offers('Flat whites', 'Homemade cakes', 'Toasted sandwiches'),
      hours: hours({ 'mon-sun': '08:00-16:00' }),
      contact: { phone: '01373 462 118', address: '3 Church Road, Frome BA11 1PW' },
      place: 'Frome',
    },
  },
  {
    id: 'h05-physio-northgate',
    name: 'Northgate Physiotherapy',
    businessType: 'Healthcare',
    description:
      "Northgate Physiotherapy helps runners, office workers and older adults move without pain. Our physiotherapists, led by clinical director Sarah O'Neill, offer sports massage, acupuncture, post-surgery rehab and Pilates classes. Mon–Fri 8.30am–6pm; Sat 9–1. Book online at https://northgatephysio.co.uk/book or email hello@northgatephysio.co.uk.",
    facts: {
      offerings: offers('Sports massage', 'Acupuncture', 'Post-surgery rehab', 'Pilates classes'),
      hours: hours({ 'mon-fri': '08:30-18:00', sat: '09:00-13:00' }),
      contact: { email: 'hello@northgatephysio.co.uk', bookingUrl: 'https://northgatephysio.co.uk/book' },
      people: [{ name: "Sarah O'Neill", role: 'Clinical director' }],
    },
  },
  {
    id: 'h06-salon-didsbury',
    name: 'Hair by Jess',
    businessType: 'Hair salon',
    description:
      "Hair by Jess is a small salon in Didsbury, Manchester. Services: cuts, colour, balayage, blow-dries and bridal hair. Women's cut & finish from £45, men's cuts £25. Tuesday to Saturday 9:30–17:30, late night Thursday until 8pm. Instagram: https://instagram.com/hairbyjess.mcr",
    facts: {
      offerings: offers('Cuts', 'Colour', 'Balayage', 'Blow-dries', 'Bridal hair', ["Women's cut & finish", 'from £45'], ["Men's cuts", '£25']),
      hours: hours({ 'tue-wed': '09:30-17:30', thu: '09:30-20:00', 'fri-sat': '09:30-17:30' }),
      place: 'Didsbury, Manchester',
      social: ['https://instagram.com/hairbyjess.mcr'],
    },
  },
  {
    id: 'h07-barber-chicago',
    name: 'Classic Cuts Barbershop',
    businessType: 'Barber',
    description:
      'Classic Cuts Barbershop — walk-ins welcome! Haircut $30, beard trim $15, hot towel shave $35. Open Mon-Sat 9-7, Sun closed. 2217 W Belmont Ave, Chicago, IL 60618. (773) 555-0187.',
    facts: {
      offerings: offers(['Haircut', '$30'], ['Beard trim', '$15'], ['Hot towel shave', '$35']),
      hours: hours({ 'mon-sat': '09:00-19:00', sun: 'closed' }),
      contact: { phone: '(773) 555-0187', address: '2217 W Belmont Ave, Chicago, IL 60618' },
    },
  },
  {
    id: 'h08-plumber-leeds',
    name: 'Reliable Plumbing & Heating',
    businessType: 'Plumber',
    description:
      'Reliable Plumbing & Heating serves Leeds and Bradford. Services: boiler servicing, leak repairs, bathroom fitting and drain unblocking. Gas Safe registered. 24/7 emergency call-outs: 07700 900123. Call-out fee £60, then £45 per hour.',
    facts: {
      offerings: offers('Boiler servicing', 'Leak repairs', 'Bathroom fitting', 'Drain unblocking'),
      contact: { phone: '07700 900123' },
      place: 'Leeds and Bradford',
    },
  },
  {
    id: 'h09-electric-travis',
    name: 'Bright Spark Electric',
    businessType: 'Electrician',
    description:
      "Bright Spark Electric is a licensed electrician serving Travis County, Texas. Owner Mike Hernandez has 20 years' experience. We do panel upgrades, EV charger installation, lighting and rewiring. Free estimates — call 512-555-0163 or email mike@brightsparkelectric.com. Monday through Friday 7:00 AM to 5:00 PM.",
    facts: {
      offerings: offers('Panel upgrades', 'EV charger installation', 'Lighting', 'Rewiring'),
      hours: hours({ 'mon-fri': '07:00-17:00' }),
      contact: { phone: '512-555-0163', email: 'mike@brightsparkelectric.com' },
      people: [{ name: 'Mike Hernandez', role: 'Owner' }],
      place: 'Travis County, Texas',
    },
  },
  {
    id: 'h10-cleaning-cincinnati',
    name: 'Sparkle Cleaning Services',
    businessType: 'Cleaning',
    description:
      'Sparkle Cleaning Services provides home and office cleaning across Cincinnati, Ohio. We offer regular weekly cleans, deep cleans, move-out cleaning and carpet shampooing. Rates from $35 per hour. Contact us at (513) 555-0110.',
    facts: {
      offerings: offers('Regular weekly cleans', 'Deep cleans', 'Move-out cleaning', 'Carpet shampooing'),
      contact: { phone: '(513) 555-0110' },
      place: 'Cincinnati, Ohio',
    },
  },
  {
    id: 'h11-solicitors-bristol',
    name: 'Hartley & Wong Solicitors',
    businessType: 'Law firm',
    description:
      'Hartley & Wong Solicitors is a firm of family and property lawyers based in Bristol. Partners: Emma Hartley and David Wong. We advise on divorce, child arrangements, conveyancing and wills. Office hours 9am–5pm weekdays. 0117 496 0321 | info@hartleywong.co.uk | 22 Queen Square, Bristol BS1 4ND.',
    facts: {
      offerings: offers('Divorce', 'Child arrangements', 'Conveyancing', 'Wills'),
      hours: hours({ 'mon-fri': '09:00-17:00' }),
      contact: { phone: '0117 496 0321', email: 'info@hartleywong.co.uk', address: '22 Queen Square, Bristol BS1 4ND' },
      people: [
        { name: 'Emma Hartley', role: 'Partner' },
        { name: 'David Wong', role: 'Partner' },
      ],
      place: 'Bristol',
    },
  },
  {
    id: 'h12-accountant-croydon',
    name: 'Shah Accounts',
    businessType: 'Accountant',
    description:
      "I'm Priya Shah, a chartered accountant helping freelancers and small businesses in Croydon. I offer self-assessment tax returns (from £180), bookkeeping, VAT returns and payroll. Appointments Monday to Thursday, by appointment on Fridays. priya@shahaccounts.co.uk",
    facts: {
      offerings: offers(['Self-assessment tax returns', 'from £180'], 'Bookkeeping', 'VAT returns', 'Payroll'),
      hours: hours({ fri: 'appointment' }),
      contact: { email: 'priya@shahaccounts.co.uk' },
      people: [{ name: 'Priya Shah', role: 'Chartered accountant' }],
      place: 'Croydon',
    },
  },
  {
    id: 'h13-photo-atlanta',
    name: 'Okafor Photography',
    businessType: 'Photographer',
    description:
      'Okafor Photography is a husband-and-wife studio in Atlanta, GA, run by Chidi Okafor and Ada Okafor. Wedding packages start at $2,400; portrait sessions $350. See our work on Instagram (instagram.com/okaforphoto) and Facebook (facebook.com/okaforphotography). Enquiries: 404-555-0134.',
    facts: {
      offerings: offers(['Wedding packages', 'from $2,400'], ['Portrait sessions', '$350']),
      contact: { phone: '404-555-0134' },
      people: [{ name: 'Chidi Okafor' }, { name: 'Ada Okafor' }],
      place: 'Atlanta, GA',
      social: ['https://instagram.com/okaforphoto', 'https://facebook.com/okaforphotography'],
    },
  },
  {
    id: 'h14-tutor-reading',
    name: 'Reeves Tutoring',
    businessType: 'Tutor',
    description:
      "Maths and physics tutoring for GCSE and A-level students in Reading and Wokingham. Sessions are £40 per hour online or at your home. I'm a former secondary teacher (Mr. Daniel Reeves). Weekday evenings 4pm–8pm and Saturday mornings 9 till 12.",
    facts: {
      offerings: offers('Maths tutoring', 'Physics tutoring'),
      hours: hours({ 'mon-fri': '16:00-20:00', sat: '09:00-12:00' }),
      people: [{ name: 'Mr. Daniel Reeves' }],
      place: 'Reading and Wokingham',
    },
  },
  {
    id: 'h15-gym-nottingham',
    name: 'IronWorks Gym',
    businessType: 'Gym',
    description:
      'IronWorks Gym, 88 Canal Street, Nottingham NG1 7EH. Open 24 hours, 7 days a week for members. Staffed hours 6am–10pm. Memberships from £24.99/month; day pass £8. Classes include HIIT, spin, boxing and kettlebells.',
    facts: {
      offerings: offers(['Memberships', 'from £24.99/month'], ['Day pass', '£8'], 'HIIT', 'Spin', 'Boxing', 'Kettlebells'),
      hours: hours({ 'mon-sun': '00:00-24:00' }),
      contact: { address: '88 Canal Street, Nottingham NG1 7EH' },
    },
  },
  {
    id: 'h16-yoga-bend',
    name: 'Still Point Yoga',
    businessType: 'Yoga studio',
    description:
      'Still Point Yoga is a community studio in Bend, Oregon. We teach vinyasa, yin, hatha and prenatal yoga. Drop-in class $20, 10-class pass $170. Schedule: weekdays 6:30am–8pm, weekends 8am–12pm. Founded by yoga teacher Laura Kim.',
    facts: {
      offerings: offers('Vinyasa', 'Yin', 'Hatha', 'Prenatal yoga', ['Drop-in class', '$20'], ['10-class pass', '$170']),
      hours: hours({ 'mon-fri': '06:30-20:00', 'sat-sun': '08:00-12:00' }),
      people: [{ name: 'Laura Kim', role: 'Founder' }],
      place: 'Bend, Oregon',
    },
  },
  {
    id: 'h17-stationery-northampton',
    name: 'Paper Trail Stationery',
    businessType: 'Shop',
    description:
      'Paper Trail Stationery sells notebooks, fountain pens, ink and greeting cards from our shop at 57 Main St, Northampton, MA 01060. Shop online: https://papertrailstationery.com/shop. Open Mon–Sat 10–6, Sun 12–5. Questions? hello@papertrail.shop',
    facts: {
      offerings: offers('Notebooks', 'Fountain pens', 'Ink', 'Greeting cards'),
      hours: hours({ 'mon-sat': '10:00-18:00', sun: '12:00-17:00' }),
      contact: { address: '57 Main St, Northampton, MA 01060', bookingUrl: 'https://papertrailstationery.com/shop', email: 'hello@papertrail.shop' },
    },
  },
  {
    id: 'h18-ledgerly-berlin',
    name: 'Ledgerly',
    businessType: 'Technology',
    description:
      'Ledgerly is bookkeeping software for freelancers. Features: automatic bank feeds, invoice reminders, receipt scanning and quarterly tax estimates. Plans from $12/month. Built by a small team in Berlin led by CEO Jonas Weber and CTO Amara Osei. Try it free at https://ledgerly.app/signup.',
    facts: {
      offerings: offers('Automatic bank feeds', 'Invoice reminders', 'Receipt scanning', 'Quarterly tax estimates'),
      contact: { bookingUrl: 'https://ledgerly.app/signup' },
      people: [
        { name: 'Jonas Weber', role: 'CEO' },
        { name: 'Amara Osei', role: 'CTO' },
      ],
      place: 'Berlin',
    },
  },
  {
    id: 'h19-vets-harrogate',
    name: 'Meadowbank Veterinary Clinic',
    businessType: 'Vet',
    description:
      'Meadowbank Veterinary Clinic has cared for pets in Harrogate since 1987. Our vets, Dr. Helen Price and Dr. Tom Fairley, offer vaccinations, neutering, dental care and microchipping. Open Monday to Friday 8am to 7pm and Saturday 9am to 12 noon. Emergencies: 01423 555 019.',
    facts: {
      offerings: offers('Vaccinations', 'Neutering', 'Dental care', 'Microchipping'),
      hours: hours({ 'mon-fri': '08:00-19:00', sat: '09:00-12:00' }),
      contact: { phone: '01423 555 019' },
      people: [
        { name: 'Dr. Helen Price', role: 'Vet' },
        { name: 'Dr. Tom Fairley', role: 'Vet' },
      ],
      place: 'Harrogate',
    },
  },
  {
    id: 'h20-florist-bristol',
    name: 'Bloom & Wild Things',
    businessType: 'Florist',
    description:
      'Bloom & Wild Things is an independent florist on Gloucester Road. We make wedding flowers, sympathy wreaths, seasonal bouquets and plant gifts. Bouquets from £30. Same-day delivery across Bristol when you order by 1pm. Order online at www.bloomwildthings.co.uk/order or call 0117 944 2020.',
    facts: {
      offerings: offers('Wedding flowers', 'Sympathy wreaths', 'Seasonal bouquets', 'Plant gifts', ['Bouquets', 'from £30']),
      contact: { phone: '0117 944 2020', bookingUrl: 'https://www.bloomwildthings.co.uk/order' },
      place: 'Bristol',
    },
  },
  {
    id: 'h21-bnb-keswick',
    name: 'Heather View B&B',
    businessType: 'B&B',
    description:
      'Heather View B&B — three en-suite rooms in a Victorian farmhouse near Keswick in the Lake District. Double rooms from £95 a night including full Cumbrian breakfast. Hosts: Margaret and Ian Lowther. Check-in 3pm–8pm. Book direct: https://heatherviewkeswick.co.uk/book. Tel: +44 17687 72345',
    facts: {
      offerings: offers(['Double rooms', 'from £95 a night']),
      contact: { phone: '+44 17687 72345', bookingUrl: 'https://heatherviewkeswick.co.uk/book' },
      people: [
        { name: 'Margaret Lowther', role: 'Host' },
        { name: 'Ian Lowther', role: 'Host' },
      ],
      place: 'Keswick',
    },
  },
  {
    id: 'h22-gp-hackney',
    name: 'Riverside Medical Centre',
    businessType: 'GP surgery',
    description:
      'Riverside Medical Centre is an NHS GP surgery for patients in Hackney. Surgery hours: Monday–Friday 08:00–18:30. Closed weekends and bank holidays. Clinics: asthma reviews, baby immunisations, travel vaccinations and smear tests. Reception 020 7946 0811.',
    facts: {
      offerings: offers('Asthma reviews', 'Baby immunisations', 'Travel vaccinations', 'Smear tests'),
      hours: hours({ 'mon-fri': '08:00-18:30', 'sat-sun': 'closed' }),
      contact: { phone: '020 7946 0811' },
      place: 'Hackney',
    },
  },
  {
    id: 'h23-trattoria-hoboken',
    name: 'Trattoria Nonna',
    businessType: 'Restaurant',
    description:
      "Trattoria Nonna in Hoboken, New Jersey. Chef-owner Marco Bellini cooks from his grandmother's recipes: handmade pappardelle, lasagne, veal saltimbocca and tiramisu. Reservations: call 201-555-0148. Dinner Tue–Sun 5pm–10pm.",
    facts: {
      offerings: offers('Handmade pappardelle', 'Lasagne', 'Veal saltimbocca', 'Tiramisu'),
      hours: hours({ 'tue-sun': '17:00-22:00' }),
      contact: { phone: '201-555-0148' },
      people: [{ name: 'Marco Bellini', role: 'Chef-owner' }],
      place: 'Hoboken, New Jersey',
    },
  },
  {
    id: 'h24-coffee-bullets-portland',
    name: 'Bean There Coffee House',
    businessType: 'Café',
    description:
      'Bean There Coffee House\nWe serve:\n- espresso drinks\n- cold brew\n- breakfast burritos\n- gluten-free muffins\nHours: M-F 6:30a-3p, Sat-Sun 7a-2p\n1420 NE Broadway, Portland, OR 97232',
    facts: {
      offerings: offers('Espresso drinks', 'Cold brew', 'Breakfast burritos', 'Gluten-free muffins'),
      hours: hours({ 'mon-fri': '06:30-15:00', 'sat-sun': '07:00-14:00' }),
      contact: { address: '1420 NE Broadway, Portland, OR 97232' },
    },
  },
  {
    id: 'h25-dental-wetherby',
    name: 'Smile Studio Dental Practice',
    businessType: 'Dentist',
    description:
      'Smile Studio Dental Practice, 5 Market Place, Wetherby LS22 6LQ. Dr. Anil Mehta (principal dentist) and hygienist Kate Brown. Open Mon–Thu 8.45am–5.15pm with lunch 1–2pm; Fri 8.45am–1pm. Treatments: check-ups, hygiene appointments, Invisalign and implants.',
    facts: {
      offerings: offers('Check-ups', 'Hygiene appointments', 'Invisalign', 'Implants'),
      hours: hours({ 'mon-thu': '08:45-13:00,14:00-17:15', fri: '08:45-13:00' }),
      contact: { address: '5 Market Place, Wetherby LS22 6LQ' },
      people: [
        { name: 'Dr. Anil Mehta', role: 'Principal dentist' },
        { name: 'Kate Brown', role: 'Hygienist' },
      ],
    },
  },
  {
    id: 'h26-pottery-asheville',
    name: 'Clay & Kiln',
    businessType: 'E-commerce',
    description:
      'Clay & Kiln makes small-batch stoneware by hand in Asheville, North Carolina. Our shop has mugs ($38), pasta bowls ($46), serving platters and bud vases. We ship across the US. Shop at clayandkiln.com. Follow along on Instagram: https://www.instagram.com/clayandkiln/',
    facts: {
      offerings: offers(['Mugs', '$38'], ['Pasta bowls', '$46'], 'Serving platters', 'Bud vases'),
      contact: { bookingUrl: 'https://clayandkiln.com' },
      place: 'Asheville, North Carolina',
      social: ['https://www.instagram.com/clayandkiln/'],
    },
  },
  {
    id: 'h27-trainer-miami',
    name: 'Coach Dee Fitness',
    businessType: 'Personal trainer',
    description:
      "I'm Coach Dee (Deanna Brooks), a certified personal trainer in Miami, Florida. 1:1 training $80/session, small group $25/person, online programs from $99. Available by appointment only. Text me at 305.555.0172.",
    facts: {
      offerings: offers(['1:1 training', '$80/session'], ['Small group', '$25/person'], ['Online programs', 'from $99']),
      hours: { days: {}, appointmentOnly: true },
      contact: { phone: '305.555.0172' },
      people: [{ name: 'Deanna Brooks', role: 'Certified personal trainer' }],
      place: 'Miami, Florida',
    },
  },
  {
    id: 'h28-music-madison',
    name: 'Riverbend Music School',
    businessType: 'Education',
    description:
      'Riverbend Music School offers piano, guitar, violin and drum lessons for all ages. Lessons are 30 or 60 minutes. Head of school: Mrs. Clara Jensen. We\'re in Madison, Wisconsin, at 730 Williamson St. Office hours Monday–Thursday 2–8pm, Saturday 9am–1pm.',
    facts: {
      offerings: offers('Piano', 'Guitar', 'Violin', 'Drum lessons'),
      hours: hours({ 'mon-thu': '14:00-20:00', sat: '09:00-13:00' }),
      contact: { address: '730 Williamson St' },
      people: [{ name: 'Mrs. Clara Jensen', role: 'Head of school' }],
      place: 'Madison, Wisconsin',
    },
  },
  {
    id: 'h29-bbq-truck',
    name: 'Smokestack BBQ',
    businessType: 'Food truck',
    description:
      'Smokestack BBQ is a food truck parked at Oak Street Brewery Thursday through Monday, noon–9pm, closed midweek. Brisket plate $18, pulled pork sandwich $12, mac and cheese $6. Catering for weddings and parties. Follow us: facebook.com/smokestackbbqtruck',
    facts: {
      offerings: offers(['Brisket plate', '$18'], ['Pulled pork sandwich', '$12'], ['Mac and cheese', '$6'], 'Catering'),
      hours: hours({ 'thu-mon': '12:00-21:00', 'tue-wed': 'closed' }),
      social: ['https://facebook.com/smokestackbbqtruck'],
    },
  },
  {
    id: 'h30-cleaning-chelmsford',
    name: 'Mrs Mop Domestic Cleaning',
    businessType: 'Cleaning',
    description:
      'Mrs Mop Domestic Cleaning — trusted cleaners in Chelmsford and surrounding villages since 2012. We offer regular home cleaning, end of tenancy cleans, oven cleaning and ironing. All our cleaners are DBS checked and insured. Office: Mon–Fri 9am–5pm. Call Julie Ward on 01245 600 321.',
    facts: {
      offerings: offers('Regular home cleaning', 'End of tenancy cleans', 'Oven cleaning', 'Ironing'),
      hours: hours({ 'mon-fri': '09:00-17:00' }),
      contact: { phone: '01245 600 321' },
      people: [{ name: 'Julie Ward' }],
      place: 'Chelmsford',
    },
  },
  {
    id: 'h31-eyecare-boulder',
    name: 'Clearview Eye Care',
    businessType: 'Optometrist',
    description:
      'Clearview Eye Care, 1550 Pearl Street, Suite 200, Boulder, CO 80302. Dr. Rachel Nguyen, OD, provides comprehensive eye exams, contact lens fittings and pediatric eye care. Hours: Mon/Wed/Fri 9:00–17:00, Tue/Thu 10:00–19:00. Phone 303-555-0127. Book at https://clearvieweyecare.com/appointments',
    facts: {
      offerings: offers('Comprehensive eye exams', 'Contact lens fittings', 'Pediatric eye care'),
      hours: hours({ 'mon,wed,fri': '09:00-17:00', 'tue,thu': '10:00-19:00' }),
      contact: { address: '1550 Pearl Street, Suite 200, Boulder, CO 80302', phone: '303-555-0127', bookingUrl: 'https://clearvieweyecare.com/appointments' },
      people: [{ name: 'Dr. Rachel Nguyen' }],
    },
  },
  {
    id: 'h32-bakery-stokes-croft',
    name: 'Crumb & Co.',
    businessType: 'Bakery',
    description:
      'Crumb & Co. is a neighbourhood bakery on Stokes Croft. Every morning: sausage rolls £3.50, cinnamon buns £3.20, and sourdough loaves £5. Open Tues–Sat 8–3. No cards under £5, sorry!',
    facts: {
      offerings: offers(['Sausage rolls', '£3.50'], ['Cinnamon buns', '£3.20'], ['Sourdough loaves', '£5']),
      hours: hours({ 'tue-sat': '08:00-15:00' }),
    },
  },
  {
    id: 'h33-nails-scottsdale',
    name: 'Polished Nail Bar',
    businessType: 'Nail salon',
    description:
      'Polished Nail Bar in Scottsdale, AZ. Manicure $35 • Pedicure $50 • Gel polish $45 • Acrylic full set $65. Walk-ins welcome, or book on Vagaro: https://www.vagaro.com/polishednailbar. Open daily 10am–7pm except Sunday 11–5.',
    facts: {
      offerings: offers(['Manicure', '$35'], ['Pedicure', '$50'], ['Gel polish', '$45'], ['Acrylic full set', '$65']),
      hours: hours({ 'mon-sat': '10:00-19:00', sun: '11:00-17:00' }),
      contact: { bookingUrl: 'https://www.vagaro.com/polishednailbar' },
      place: 'Scottsdale, AZ',
    },
  },
  {
    id: 'h34-handyman-swindon',
    name: 'Dave Collins Handyman',
    businessType: 'Handyman',
    description:
      "Hi, I'm Dave Collins — a local handyman covering Swindon and Marlborough. No job too small: flat-pack assembly, shelves, tiling, small plumbing jobs and garden fences. £30 per hour, minimum 1 hour. Call or WhatsApp 07911 123456. Available Monday–Saturday.",
    facts: {
      offerings: offers('Flat-pack assembly', 'Shelves', 'Tiling', 'Small plumbing jobs', 'Garden fences'),
      contact: { phone: '07911 123456' },
      people: [{ name: 'Dave Collins', role: 'Handyman' }],
      place: 'Swindon and Marlborough',
    },
  },
  {
    id: 'h35-ramen-paris',
    name: 'Sakura Ramen',
    businessType: 'Restaurant',
    description:
      'Sakura Ramen, 14 Rue Oberkampf, 75011 Paris. Tonkotsu, shoyu and miso ramen, gyoza and matcha ice cream. Ouvert / open 12:00–14:30 and 19:00–23:00, Tuesday to Saturday. Sunday and Monday closed. Tel. +33 1 43 55 12 34.',
    facts: {
      offerings: offers('Tonkotsu', 'Shoyu', 'Miso ramen', 'Gyoza', 'Matcha ice cream'),
      hours: hours({ 'tue-sat': '12:00-14:30,19:00-23:00', 'sun-mon': 'closed' }),
      contact: { address: '14 Rue Oberkampf, 75011 Paris', phone: '+33 1 43 55 12 34' },
    },
  },
  {
    id: 'h36-quillbot-toronto',
    name: 'Quillbot Labs',
    businessType: 'Technology',
    description:
      'Quillbot Labs builds AI writing assistants for legal teams. Our products: DraftCheck, ClauseFinder and RedlineAI. Headquartered in Toronto, Ontario. Founders: Dr. Mei Chen (CEO) and Raj Patel (CTO). Contact sales@quillbotlabs.ai. We\'re on LinkedIn: https://www.linkedin.com/company/quillbotlabs',
    facts: {
      offerings: offers('DraftCheck', 'ClauseFinder', 'RedlineAI'),
      contact: { email: 'sales@quillbotlabs.ai' },
      people: [
        { name: 'Dr. Mei Chen', role: 'CEO' },
        { name: 'Raj Patel', role: 'CTO' },
      ],
      place: 'Toronto, Ontario',
      social: ['https://www.linkedin.com/company/quillbotlabs'],
    },
  },
  {
    id: 'h37-advisory-midlands',
    name: 'Meridian Advisory',
    businessType: 'Business',
    description:
      'Meridian Advisory helps mid-sized manufacturers improve margins. Over 15 years we have worked with companies across the Midlands. Get in touch to arrange a free consultation.',
    facts: { place: 'the Midlands' },
  },
  {
    id: 'h38-groomer-wimbledon',
    name: 'Pawfect Grooming',
    businessType: 'Dog groomer',
    description:
      'Pawfect Grooming, run by Sam Taylor in Wimbledon. Full groom from £40, bath & brush £25, nail clipping £10. Tuesday–Saturday, 9am–4pm. Call 020 8123 4567 or message us on Facebook: https://facebook.com/pawfectgroomingsw19',
    facts: {
      offerings: offers(['Full groom', 'from £40'], ['Bath & brush', '£25'], ['Nail clipping', '£10']),
      hours: hours({ 'tue-sat': '09:00-16:00' }),
      contact: { phone: '020 8123 4567' },
      people: [{ name: 'Sam Taylor' }],
      place: 'Wimbledon',
      social: ['https://facebook.com/pawfectgroomingsw19'],
    },
  },
  {
    id: 'h39-gastropub-ely',
    name: 'The Old Forge',
    businessType: 'Pub',
    description:
      "The Old Forge is a gastropub on St. Mary's Street in Ely, Cambridgeshire. Head chef Tom Ashby changes the menu weekly; Sunday roasts are our speciality. Food served Wed–Sat 12–3 & 6–9, Sun 12–5. Call 01353 662 100 to book.",
    facts: {
      offerings: offers('Sunday roasts'),
      // When food is served, under its label: no opening hours (docs/decisions/251).
      serviceHours: [service('Food served', { 'wed-sat': '12:00-15:00,18:00-21:00', sun: '12:00-17:00' })],
      contact: { phone: '01353 662 100' },
      people: [{ name: 'Tom Ashby', role: 'Head chef' }],
      place: 'Ely, Cambridgeshire',
    },
  },
  {
    id: 'h40-sat-prep-plano',
    name: 'Hayes Tutoring',
    businessType: 'Tutor',
    description:
      'SAT and ACT prep with Ms. Lauren Hayes, a former high-school English teacher in Plano, Texas. Packages: 5 sessions for $450, 10 sessions for $850. Sessions held weekdays 3:30–7:30pm and Sundays 1–5pm. lauren@hayestutoring.com',
    facts: {
      offerings: offers(['5 sessions', '$450'], ['10 sessions', '$850']),
      hours: hours({ 'mon-fri': '15:30-19:30', sun: '13:00-17:00' }),
      contact: { email: 'lauren@hayestutoring.com' },
      people: [{ name: 'Ms. Lauren Hayes', role: 'Former high-school English teacher' }],
      place: 'Plano, Texas',
    },
  },
  {
    id: 'h41-massage-missoula',
    name: 'Kneaded Relief Massage Therapy',
    businessType: 'Massage',
    description:
      'Kneaded Relief Massage Therapy, 302 Elm St., Missoula, MT 59801. Swedish massage, deep tissue, prenatal massage and hot stone. 60 min $90 / 90 min $130. Open Wed–Sun 10 a.m.–7 p.m. Book: https://kneadedrelief.janeapp.com',
    facts: {
      offerings: offers('Swedish massage', 'Deep tissue', 'Prenatal massage', 'Hot stone'),
      hours: hours({ 'wed-sun': '10:00-19:00' }),
      contact: { address: '302 Elm St., Missoula, MT 59801', bookingUrl: 'https://kneadedrelief.janeapp.com' },
    },
  },
  {
    id: 'h42-driving-norwich',
    name: 'Pass with Pete',
    businessType: 'Driving school',
    description:
      'Pass with Pete — driving lessons in Norwich with a friendly, patient DVSA-approved instructor, Pete Gallagher. Manual and automatic lessons £36 per hour, block of 10 for £340. Lessons 7 days a week, 7am to 9pm. Mobile: 07700 900 456.',
    facts: {
      offerings: offers(['Manual and automatic lessons', '£36 per hour'], ['Block of 10', '£340']),
      hours: hours({ 'mon-sun': '07:00-21:00' }),
      contact: { phone: '07700 900 456' },
      people: [{ name: 'Pete Gallagher', role: 'DVSA-approved instructor' }],
      place: 'Norwich',
    },
  },
  {
    id: 'h43-florist-savannah',
    name: 'Wildflower Studio',
    businessType: 'Florist',
    description:
      'Wildflower Studio — floral design for weddings and events in Savannah, Georgia. Owner: Beth Carrow. Studio visits by appointment. beth@wildflowersavannah.com • 912-555-0166',
    facts: {
      hours: { days: {}, appointmentOnly: true },
      contact: { email: 'beth@wildflowersavannah.com', phone: '912-555-0166' },
      people: [{ name: 'Beth Carrow', role: 'Owner' }],
      place: 'Savannah, Georgia',
    },
  },
  {
    id: 'h44-bookshop-hay',
    name: 'Chapter & Verse',
    businessType: 'Bookshop',
    description:
      "Chapter & Verse is an independent bookshop in Hay-on-Wye. We stock new and secondhand books, maps, and a children's corner. Open Monday to Saturday 9.30 to 5.30, Sundays 11 until 4. 01497 820 111 / books@chapterandverse.co.uk",
    facts: {
      offerings: offers('New and secondhand books', 'Maps', "Children's corner"),
      hours: hours({ 'mon-sat': '09:30-17:30', sun: '11:00-16:00' }),
      contact: { phone: '01497 820 111', email: 'books@chapterandverse.co.uk' },
      place: 'Hay-on-Wye',
    },
  },
  {
    id: 'h45-crossfit-reno',
    name: 'Summit CrossFit',
    businessType: 'Gym',
    description:
      'Summit CrossFit — 4500 Industrial Blvd, Unit B, Reno, NV 89502. Coaches: Jake Moreno and Tasha Reid. Class times Mon–Fri 5:30am–7:30pm, Sat 8–11am. Unlimited membership $165/mo; drop-in $25.',
    facts: {
      offerings: offers(['Unlimited membership', '$165/mo'], ['Drop-in', '$25']),
      hours: hours({ 'mon-fri': '05:30-19:30', sat: '08:00-11:00' }),
      contact: { address: '4500 Industrial Blvd, Unit B, Reno, NV 89502' },
      people: [
        { name: 'Jake Moreno', role: 'Coach' },
        { name: 'Tasha Reid', role: 'Coach' },
      ],
    },
  },
  {
    id: 'h46-pharmacy-sevenoaks',
    name: 'Greenhill Pharmacy',
    businessType: 'Pharmacy',
    description:
      'Greenhill Pharmacy on the High Street, Sevenoaks. NHS prescriptions, flu jabs, blood pressure checks and travel clinic. Open Mon–Fri 9am–6:30pm, Sat 9am–5pm, Sun closed. Pharmacist: Mr. Oluwaseun Adeyemi.',
    facts: {
      offerings: offers('NHS prescriptions', 'Flu jabs', 'Blood pressure checks', 'Travel clinic'),
      hours: hours({ 'mon-fri': '09:00-18:30', sat: '09:00-17:00', sun: 'closed' }),
      people: [{ name: 'Mr. Oluwaseun Adeyemi', role: 'Pharmacist' }],
      place: 'Sevenoaks',
    },
  },
  {
    id: 'h47-webdesign-cardiff',
    name: 'Rhys Designs',
    businessType: 'Web designer',
    description:
      'I design and build websites for small businesses. Starter sites from £600, online shops from £1,500. Based in Cardiff, working with clients across Wales. Email me: rhys@rhysdesigns.wales. Portfolio on Behance: https://www.behance.net/rhysmorgan',
    facts: {
      offerings: offers(['Starter sites', 'from £600'], ['Online shops', 'from £1,500']),
      contact: { email: 'rhys@rhysdesigns.wales' },
      place: 'Cardiff',
      social: ['https://www.behance.net/rhysmorgan'],
    },
  },
  {
    id: 'h48-cafe-west-asheville',
    name: 'Morning Glory Café',
    businessType: 'Café',
    description:
      'Morning Glory Café is a breakfast and lunch spot in West Asheville. Think buttermilk pancakes, huevos rancheros, avocado toast and house-made granola. 7 days a week 6:30–15:00 (closed Thanksgiving and Christmas Day).',
    facts: {
      offerings: offers('Buttermilk pancakes', 'Huevos rancheros', 'Avocado toast', 'House-made granola'),
      hours: hours({ 'mon-sun': '06:30-15:00' }),
      place: 'West Asheville',
    },
  },
  {
    id: 'h49-pilates-harrogate',
    name: 'Core Studio Pilates',
    businessType: 'Pilates studio',
    description:
      'Core Studio Pilates in Harrogate offers reformer classes, mat Pilates and private sessions. Taught by Emily Hart and Zoë Clarke. Intro offer: 3 classes for £30. Class timetable and booking at https://corestudio.setmore.com',
    facts: {
      offerings: offers('Reformer classes', 'Mat Pilates', 'Private sessions'),
      contact: { bookingUrl: 'https://corestudio.setmore.com' },
      people: [{ name: 'Emily Hart' }, { name: 'Zoë Clarke' }],
      place: 'Harrogate',
    },
  },
  {
    id: 'h50-electrical-sheffield',
    name: 'Sparks Electrical Ltd',
    businessType: 'Electrician',
    description:
      'Sparks Electrical Ltd (NICEIC approved) — rewires, consumer unit upgrades, EV chargers and PAT testing for homes and landlords in Sheffield, Rotherham & Barnsley. Contact Gary Holt on 0114 496 0555 or gary@sparkselectrical.co.uk. Mon–Fri 7.30–4.30.',
    facts: {
      offerings: offers('Rewires', 'Consumer unit upgrades', 'EV chargers', 'PAT testing'),
      hours: hours({ 'mon-fri': '07:30-16:30' }),
      contact: { phone: '0114 496 0555', email: 'gary@sparkselectrical.co.uk' },
      people: [{ name: 'Gary Holt' }],
      place: 'Sheffield, Rotherham & Barnsley',
    },
  },
  {
    id: 'h51-animal-hospital-topeka',
    name: 'Prairie Paws Animal Hospital',
    businessType: 'Vet',
    description:
      'Prairie Paws Animal Hospital | Dr. Ken Yoshida, DVM & Dr. Alicia Ruiz, DVM | Wellness exams, spay/neuter, dentistry, and urgent care for dogs and cats | Monday–Friday 7:30 AM–6 PM, Saturday 8 AM–noon | 3100 S Kansas Ave, Topeka, KS 66611 | (785) 555-0190',
    facts: {
      offerings: offers('Wellness exams', 'Spay/neuter', 'Dentistry', 'Urgent care'),
      hours: hours({ 'mon-fri': '07:30-18:00', sat: '08:00-12:00' }),
      contact: { address: '3100 S Kansas Ave, Topeka, KS 66611', phone: '(785) 555-0190' },
      people: [{ name: 'Dr. Ken Yoshida' }, { name: 'Dr. Alicia Ruiz' }],
    },
  },
  {
    id: 'h52-catering-london',
    name: 'Spice Route Catering',
    businessType: 'Caterer',
    description:
      'Spice Route Catering brings South Indian food to weddings, office lunches and parties across Greater London. Menu favourites include masala dosa, chicken chettinad, lemon rice and payasam. Minimum order 20 people, from £18 per head. Chef Lakshmi Iyer. WhatsApp +44 7700 900 789.',
    facts: {
      offerings: offers('Masala dosa', 'Chicken chettinad', 'Lemon rice', 'Payasam'),
      contact: { phone: '+44 7700 900 789' },
      people: [{ name: 'Lakshmi Iyer', role: 'Chef' }],
      place: 'Greater London',
    },
  },
  {
    id: 'h53-barbers-leeds',
    name: 'Fade Factory Barbers',
    businessType: 'Barber',
    description:
      'Fade Factory Barbers, 9 Boar Lane, Leeds LS1 6EA. Skin fade £18, scissor cut £20, beard trim £10, kids (under 12) £14. Monday closed. Tue–Fri 09:00–19:00, Sat 08:00–17:00, Sun 10:00–15:00. No appointments needed.',
    facts: {
      offerings: offers(['Skin fade', '£18'], ['Scissor cut', '£20'], ['Beard trim', '£10'], ['Kids (under 12)', '£14']),
      hours: hours({ mon: 'closed', 'tue-fri': '09:00-19:00', sat: '08:00-17:00', sun: '10:00-15:00' }),
      contact: { address: '9 Boar Lane, Leeds LS1 6EA' },
    },
  },
  {
    id: 'h54-cpa-raleigh',
    name: 'Morgan & Ellis CPAs',
    businessType: 'Accountant',
    description:
      'Morgan & Ellis CPAs, PLLC — tax preparation, bookkeeping, payroll and small business consulting in Raleigh, NC. Tax season hours (Jan–Apr): Mon–Sat 8am–8pm. Rest of year: Mon–Fri 9–5. Partners Linda Morgan, CPA and Greg Ellis, CPA. Call 919-555-0105.',
    facts: {
      offerings: offers('Tax preparation', 'Bookkeeping', 'Payroll', 'Small business consulting'),
      contact: { phone: '919-555-0105' },
      people: [
        { name: 'Linda Morgan', role: 'Partner' },
        { name: 'Greg Ellis', role: 'Partner' },
      ],
      place: 'Raleigh, NC',
    },
  },
  {
    id: 'h55-mobile-hair-exeter',
    name: 'Lucy Moore Hair',
    businessType: 'Hairdresser',
    description:
      "Mobile hairdresser covering Exeter and East Devon. I'm Lucy Moore and I've been cutting hair for 15 years. Ladies' cut and blow-dry £35, gents' cut £18, children's cuts £12. Tues, Thurs and Fri 9–6, Sat 8–2.",
    facts: {
      offerings: offers(["Ladies' cut and blow-dry", '£35'], ["Gents' cut", '£18'], ["Children's cuts", '£12']),
      hours: hours({ 'tue,thu,fri': '09:00-18:00', sat: '08:00-14:00' }),
      people: [{ name: 'Lucy Moore' }],
      place: 'Exeter and East Devon',
    },
  },
  {
    id: 'h56-gelato-pier',
    name: 'Scoops on the Pier',
    businessType: 'Ice cream shop',
    description:
      'Scoops on the Pier — 18 flavours of homemade gelato on Brighton Palace Pier. Cones from £3.50, tubs from £4. Open every day 10am till late in summer; weekends only in winter.',
    facts: {
      offerings: offers(['Cones', 'from £3.50'], ['Tubs', 'from £4']),
      place: 'Brighton Palace Pier',
    },
  },
  {
    id: 'h57-nursery-horsforth',
    name: 'Little Acorns Nursery',
    businessType: 'Nursery',
    description:
      'Little Acorns Nursery cares for children aged 3 months to 5 years in Horsforth, Leeds. Open 7:30am–6pm Monday to Friday, 51 weeks a year. Manager: Claire Dobson. Fees from £62 per day. Visit us at 21 Station Road, Horsforth LS18 5NT.',
    facts: {
      hours: hours({ 'mon-fri': '07:30-18:00' }),
      contact: { address: '21 Station Road, Horsforth LS18 5NT' },
      people: [{ name: 'Claire Dobson', role: 'Manager' }],
      place: 'Horsforth, Leeds',
    },
  },
  {
    id: 'h58-tattoo-brooklyn',
    name: 'Black Anchor Tattoo',
    businessType: 'Tattoo studio',
    description:
      'Black Anchor Tattoo, 221 Bedford Ave, Brooklyn, NY 11211. Artists: Nico Alvarez, Jun Park and Sasha Lee. Custom work, cover-ups and flash. Minimum $120. Open noon to 8pm, Wednesday through Sunday. Consultations by appointment.',
    facts: {
      offerings: offers('Custom work', 'Cover-ups', 'Flash'),
      hours: hours({ 'wed-sun': '12:00-20:00' }),
      contact: { address: '221 Bedford Ave, Brooklyn, NY 11211' },
      people: [
        { name: 'Nico Alvarez', role: 'Artist' },
        { name: 'Jun Park', role: 'Artist' },
        { name: 'Sasha Lee', role: 'Artist' },
      ],
    },
  },
  {
    id: 'h59-chiro-boise',
    name: 'Whitfield Chiropractic',
    businessType: 'Chiropractor',
    description:
      'Dr. Sam Whitfield, D.C. has been helping patients in Boise, Idaho with back pain, sciatica and sports injuries since 2009. Adjustments $65, new patient exam $95. M/W/F 8–6, T/Th 12–7. Call (208) 555-0118.',
    facts: {
      offerings: offers(['Adjustments', '$65'], ['New patient exam', '$95']),
      hours: hours({ 'mon,wed,fri': '08:00-18:00', 'tue,thu': '12:00-19:00' }),
      contact: { phone: '(208) 555-0118' },
      people: [{ name: 'Dr. Sam Whitfield' }],
      place: 'Boise, Idaho',
    },
  },
  {
    id: 'h60-cottage-st-ives',
    name: 'Seaglass Cottage',
    businessType: 'Holiday let',
    description:
      "Seaglass Cottage sleeps four, five minutes' walk from the beach at St Ives, Cornwall. Weekly lets Saturday to Saturday, from £650 to £1,200. Dogs welcome. Enquiries to Mr. and Mrs. Penrose: stay@seaglasscottage.co.uk",
    facts: {
      offerings: offers(['Weekly lets', 'from £650 to £1,200']),
      contact: { email: 'stay@seaglasscottage.co.uk' },
      place: 'St Ives, Cornwall',
    },
  },
  {
    id: 'h61-cakes-boulder',
    name: 'Honey Crumb',
    businessType: 'Bakery',
    description:
      "Honey Crumb is a home bakery (cottage food license) in Boulder, Colorado, run by me, Megan Oyelaran. Custom cakes start at $65, cupcakes $36/dozen, and cookie boxes $28. Orders need 72 hours' notice. Pickup Fridays 3–6pm and Saturdays 9am–noon. Order form: https://forms.gle/honeycrumbbakes",
    facts: {
      offerings: offers(['Custom cakes', 'from $65'], ['Cupcakes', '$36/dozen'], ['Cookie boxes', '$28']),
      hours: hours({ fri: '15:00-18:00', sat: '09:00-12:00' }),
      contact: { bookingUrl: 'https://forms.gle/honeycrumbbakes' },
      people: [{ name: 'Megan Oyelaran' }],
      place: 'Boulder, Colorado',
    },
  },
  {
    id: 'h62-auto-mesa',
    name: 'Eastside Auto Repair',
    businessType: 'Auto repair',
    description:
      'Eastside Auto Repair – family owned since 1992 by Frank and Joe Russo. ASE-certified mechanics for brakes, oil changes, tune-ups, transmissions and AC repair. 8:00 to 17:30, Monday to Friday; Saturdays 8:00 to 12:00. 765 E Main St, Mesa, AZ 85203 · 480-555-0138',
    facts: {
      offerings: offers('Brakes', 'Oil changes', 'Tune-ups', 'Transmissions', 'AC repair'),
      hours: hours({ 'mon-fri': '08:00-17:30', sat: '08:00-12:00' }),
      contact: { address: '765 E Main St, Mesa, AZ 85203', phone: '480-555-0138' },
      people: [
        { name: 'Frank Russo', role: 'Owner' },
        { name: 'Joe Russo', role: 'Owner' },
      ],
    },
  },
  {
    id: 'h63-languages-manchester',
    name: 'Polyglot Corner',
    businessType: 'Education',
    description:
      'Polyglot Corner teaches Spanish, French, Mandarin and Arabic to adults and teens in small groups. Courses run for 10 weeks and cost £220. Evening classes Monday–Thursday 6–9pm. 2nd floor, 40 Deansgate, Manchester M3 2EG. Director: Isabel Marín.',
    facts: {
      offerings: offers('Spanish', 'French', 'Mandarin', 'Arabic'),
      hours: hours({ 'mon-thu': '18:00-21:00' }),
      contact: { address: '40 Deansgate, Manchester M3 2EG' },
      people: [{ name: 'Isabel Marín', role: 'Director' }],
    },
  },
  {
    id: 'h64-gardening-guildford',
    name: 'Green Thumb Gardening',
    businessType: 'Gardener',
    description:
      'Green Thumb Gardening: lawn mowing, hedge trimming, planting and garden clearances around Guildford. Fully insured. Free quotes — ring Tom on 07123 456789.',
    facts: {
      offerings: offers('Lawn mowing', 'Hedge trimming', 'Planting', 'Garden clearances'),
      contact: { phone: '07123 456789' },
      place: 'Guildford',
    },
  },
  {
    id: 'h65-vegan-austin',
    name: 'Plant Power Kitchen',
    businessType: 'Restaurant',
    description:
      'Plant Power Kitchen — 100% vegan comfort food in Austin, TX. Menu highlights: jackfruit tacos, cashew mac, buffalo cauliflower wings & vegan queso. Open Sun–Thu 11am–9pm, Fri & Sat 11am–11pm. Call ahead for large groups: 512 555 0177. Order pickup at plantpowerkitchen.com/order.',
    facts: {
      offerings: offers('Jackfruit tacos', 'Cashew mac', 'Buffalo cauliflower wings', 'Vegan queso'),
      hours: hours({ 'sun-thu': '11:00-21:00', 'fri-sat': '11:00-23:00' }),
      contact: { phone: '512 555 0177', bookingUrl: 'https://plantpowerkitchen.com/order' },
      place: 'Austin, TX',
    },
  },
  {
    id: 'h66-counselling-kendal',
    name: 'Kendal Counselling',
    businessType: 'Counsellor',
    description:
      'Counselling with Anna Kowalski, MBACP. Short- and long-term therapy for anxiety, depression and bereavement, in person in Kendal or online. Sessions £55 (50 minutes). Daytime and evening appointments available. anna@kendalcounselling.co.uk',
    facts: {
      offerings: offers(['Sessions', '£55']),
      contact: { email: 'anna@kendalcounselling.co.uk' },
      people: [{ name: 'Anna Kowalski' }],
      place: 'Kendal',
    },
  },
  {
    id: 'h67-jazz-dc',
    name: 'The Blue Note Lounge',
    businessType: 'Bar',
    description:
      'The Blue Note Lounge is a jazz bar at 1200 U St NW, Washington, DC 20009. Live music Thursday to Saturday from 8pm. Cocktails, local beers and small plates. Happy hour 5–7pm weekdays.',
    facts: {
      offerings: offers('Cocktails', 'Local beers', 'Small plates'),
      // Happy hour under its label, never the bar's opening hours (docs/decisions/251).
      serviceHours: [service('Happy hour', { 'mon-fri': '17:00-19:00' })],
      contact: { address: '1200 U St NW, Washington, DC 20009' },
    },
  },
  {
    id: 'h68-swim-ipswich',
    name: 'Splash Academy',
    businessType: 'Swimming school',
    description:
      'Splash Academy: swimming lessons for babies, toddlers and children at Crown Pools, Ipswich. Classes on Saturdays and Sundays 8am–1pm. Term of 10 lessons £95. Head coach: Gemma Walsh. Enrol online at https://splashacademy.co.uk/enrol',
    facts: {
      offerings: offers('Swimming lessons'),
      hours: hours({ 'sat-sun': '08:00-13:00' }),
      contact: { bookingUrl: 'https://splashacademy.co.uk/enrol' },
      people: [{ name: 'Gemma Walsh', role: 'Head coach' }],
      place: 'Ipswich',
    },
  },
  {
    id: 'h69-print-sf',
    name: 'Inkwell Print Co.',
    businessType: 'Print shop',
    description:
      'Inkwell Print Co. prints business cards, flyers, banners and wedding stationery. Business cards from $29. Same-day service before 11am. 455 Market St, San Francisco, CA 94105 — (415) 555-0193 — orders@inkwellprint.co',
    facts: {
      offerings: offers(['Business cards', 'from $29'], 'Flyers', 'Banners', 'Wedding stationery'),
      contact: { address: '455 Market St, San Francisco, CA 94105', phone: '(415) 555-0193', email: 'orders@inkwellprint.co' },
    },
  },
  {
    id: 'h70-pt-fort-collins',
    name: 'Peak Performance Physical Therapy',
    businessType: 'Physical therapy',
    description:
      'Peak Performance Physical Therapy in Fort Collins, Colorado. Owner and lead therapist: Dr. Brian Walsh, PT, DPT. We treat sports injuries, post-op knees and shoulders, and chronic back pain. Monday–Friday 7am–6pm (closed 12–1 for lunch). Most insurance accepted. 970-555-0150',
    facts: {
      hours: hours({ 'mon-fri': '07:00-12:00,13:00-18:00' }),
      contact: { phone: '970-555-0150' },
      people: [{ name: 'Dr. Brian Walsh', role: 'Owner and lead therapist' }],
      place: 'Fort Collins, Colorado',
    },
  },
  {
    id: 'h71-escape-aberdeen',
    name: 'Locked In Escape Rooms',
    businessType: 'Entertainment',
    description:
      "Locked In Escape Rooms, Unit 4, Riverside Park, Aberdeen AB11 5QN. Three rooms: The Heist, Sanatorium and Pirate's Curse. £20 per player. Open Wednesday–Sunday, 10:00–22:00. Book at https://lockedin-aberdeen.co.uk/book",
    facts: {
      offerings: offers('The Heist', 'Sanatorium', "Pirate's Curse"),
      hours: hours({ 'wed-sun': '10:00-22:00' }),
      contact: { address: 'Unit 4, Riverside Park, Aberdeen AB11 5QN', bookingUrl: 'https://lockedin-aberdeen.co.uk/book' },
    },
  },
  {
    id: 'h72-windows-mk',
    name: 'Clearview Windows',
    businessType: 'Window cleaner',
    description: 'Window cleaning, gutter clearing and conservatory roofs. Covering Milton Keynes. Call 01908 123 456.',
    facts: {
      offerings: offers('Window cleaning', 'Gutter clearing', 'Conservatory roofs'),
      contact: { phone: '01908 123 456' },
      place: 'Milton Keynes',
    },
  },
  {
    id: 'h73-no-facts',
    name: 'Friendly Services',
    businessType: 'Other',
    description:
      'We are passionate about what we do and love helping our customers. Quality and friendly service are at the heart of everything.',
    facts: {},
  },
  {
    id: 'h74-dentistry-overland-park',
    name: 'Gentle Family Dentistry',
    businessType: 'Dentist',
    description:
      'Gentle Family Dentistry — Dr. Omar Haddad and Dr. Lisa Chang welcome new patients in Overland Park, Kansas. Cleanings, fillings, crowns, root canals and Invisalign. Weekdays 8 to 5, Saturdays by appointment. 913-555-0171 · frontdesk@gentlefamilydental.com',
    facts: {
      offerings: offers('Cleanings', 'Fillings', 'Crowns', 'Root canals', 'Invisalign'),
      hours: hours({ 'mon-fri': '08:00-17:00', sat: 'appointment' }),
      contact: { phone: '913-555-0171', email: 'frontdesk@gentlefamilydental.com' },
      people: [{ name: 'Dr. Omar Haddad' }, { name: 'Dr. Lisa Chang' }],
      place: 'Overland Park, Kansas',
    },
  },
];
