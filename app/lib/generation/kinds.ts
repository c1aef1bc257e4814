/**
 * What each kind of business gets: its sections, the words used for them and the copy the composer
 * writes when the description is thin. Chosen from the project's business type (sections) and the
 * template's category (look).
 */
export const SITE_KINDS = [
  'restaurant',
  'healthcare',
  'ecommerce',
  'portfolio',
  'technology',
  'business',
  'education',
  'other',
] as const;
export type SiteKind = (typeof SITE_KINDS)[number];

const MATCHERS: [SiteKind, RegExp][] = [
  ['restaurant', /restaurant|dining|caf[eé]|bakery|food|bistro|bar\b|kitchen|catering/i],
  ['healthcare', /health|medical|clinic|dental|physio|therap|care\b|pharma/i],
  ['ecommerce', /e-?commerce|store|shop|retail|boutique|market/i],
  ['portfolio', /portfolio|creative|artist|photograph|design studio|illustrat/i],
  ['technology', /tech|startup|software|saas|\bapp\b|platform|\bai\b/i],
  ['education', /educat|school|academy|course|tutor|training|learning/i],
  ['business', /business|corporate|consult|agency|firm|services|company|law|account/i],
];

/** Maps a free-text business type or template category to a kind ('Other' when nothing matches). */
export function kindOf(...labels: (string | null | undefined)[]): SiteKind {
  for (const label of labels) {
    if (!label) continue;
    for (const [kind, pattern] of MATCHERS) if (pattern.test(label)) return kind;
  }
  return 'other';
}

export type SectionId = 'offerings' | 'process' | 'pricing' | 'hours' | 'faq' | 'about' | 'contact';
export type Item = { title: string; text: string };
type Text = (name: string) => string;

export type KindProfile = {
  /** schema.org type for the JSON-LD. */
  schemaType: string;
  /** Anchor and nav label of the main section, and how it is drawn. */
  offerings: {
    id: string;
    nav: string;
    headings: string[];
    intros: Text[];
    defaults: string[];
    itemTexts: ((item: string) => string)[];
    style: 'menu' | 'cards' | 'products' | 'gallery' | 'features';
  };
  process?: { id: string; nav: string; heading: string; steps: Item[] };
  hours?: { id: string; nav: string; heading: string; rows: { days: string; time: string }[] };
  faq?: { id: string; nav: string; heading: string; items: { question: string; answer: Text }[] };
  pricing?: { id: string; nav: string; heading: string };
  contact: { id: string; nav: string; heading: string; subject: string; texts: Text[] };
  primaryActions: string[];
  heroHeadings: Text[];
  leads: Text[];
  taglines: Text[];
  highlights: Item[];
  aboutFallback: Text[];
  closings: { heading: Text; text: Text }[];
  icon: string;
};

export const PROFILES: Record<SiteKind, KindProfile> = {
  restaurant: {
    schemaType: 'Restaurant',
    offerings: {
      id: 'menu',
      nav: 'Menu',
      headings: ['Menu highlights', 'From our kitchen', 'What we serve'],
      intros: [
        (n) => `A taste of what ${n} serves. The full menu changes with the season; ask us about allergens any time.`,
        (n) => `Favourites from the ${n} kitchen, made fresh every day. Tell us about allergies and we will guide you.`,
      ],
      defaults: ['Seasonal starters', 'House specials', 'Fresh salads', 'Homemade desserts', 'Coffee and tea', 'Drinks'],
      itemTexts: [
        (i) => `${i}, prepared fresh in our kitchen.`,
        (i) => `${i}, made with care from good ingredients.`,
        (i) => `Our take on ${i.toLowerCase()}, served the way our regulars love it.`,
      ],
      style: 'menu',
    },
    hours: {
      id: 'hours',
      nav: 'Hours',
      heading: 'Opening hours',
      rows: [
        { days: 'Monday', time: 'Closed' },
        { days: 'Tuesday – Friday', time: '12:00 – 22:00' },
        { days: 'Saturday', time: '10:00 – 23:00' },
        { days: 'Sunday', time: '10:00 – 16:00' },
      ],
    },
    faq: {
      id: 'good-to-know',
      nav: 'Good to know',
      heading: 'Good to know',
      items: [
        { question: 'Do you cater for allergies?', answer: () => 'Yes. Tell us when you book and our team will walk you through every dish.' },
        { question: 'Can I book for a group?', answer: () => 'We love groups. Send us a message with the date and number of guests.' },
        { question: 'Do you take walk-ins?', answer: () => 'Whenever a table is free. Booking ahead is the surest way to get one.' },
      ],
    },
    contact: {
      id: 'reservations',
      nav: 'Reservations',
      heading: 'Reservations and contact',
      subject: 'Table reservation',
      texts: [
        (n) => `Book a table at ${n} by e-mail: tell us the date, time and number of guests and we will confirm.`,
        (n) => `Planning a visit to ${n}? Send us your date, time and party size and we will save you a table.`,
      ],
    },
    primaryActions: ['Book a table', 'Reserve a table'],
    heroHeadings: [(n) => n, (n) => `Welcome to ${n}`],
    leads: [
      () => 'Good food, warm welcome, a table waiting for you.',
      () => 'Seasonal cooking and friendly service, every day we are open.',
      () => 'A neighbourhood favourite for food made with care.',
    ],
    taglines: [() => 'Fresh, seasonal, made with care', () => 'Good food and good company', () => 'Your table is waiting'],
    highlights: [
      { title: 'Fresh every day', text: 'We cook from fresh ingredients each morning, with local suppliers wherever we can.' },
      { title: 'Made for sharing', text: 'Plates and portions that bring people together around the table.' },
      { title: 'Allergens always shown', text: 'Ask us about any dish: we know exactly what goes into it.' },
      { title: 'Warm welcome', text: 'Families, friends and solo diners are all at home here.' },
    ],
    aboutFallback: [
      (n) => `${n} is a place to slow down and enjoy good food. Our kitchen cooks with the seasons, and our team will make you feel at home from the moment you arrive.`,
      (n) => `At ${n} we believe a good meal is about more than the food: it is the people you share it with. Come as you are; we will take care of the rest.`,
    ],
    closings: [
      { heading: () => 'Hungry yet?', text: (n) => `Book your table at ${n} today.` },
      { heading: (n) => `See you soon at ${n}`, text: () => 'Reserve a table in a minute by e-mail.' },
    ],
    icon: 'utensils',
  },
  healthcare: {
    schemaType: 'MedicalClinic',
    offerings: {
      id: 'services',
      nav: 'Services',
      headings: ['Our services', 'How we can help', 'Care we offer'],
      intros: [
        (n) => `${n} offers personal, evidence-based care. Every treatment starts with listening to you.`,
        (n) => `From your first appointment to your last, ${n} plans your care around your goals.`,
      ],
      defaults: ['Initial assessment', 'Personal treatment plans', 'Follow-up care', 'Preventive check-ups', 'Advice and education'],
      itemTexts: [
        (i) => `${i}, explained clearly and planned with you.`,
        (i) => `${i} from experienced practitioners who take the time to listen.`,
        (i) => `${i}, tailored to your needs and reviewed as you progress.`,
      ],
      style: 'cards',
    },
    process: {
      id: 'first-visit',
      nav: 'Your visit',
      heading: 'Your first visit',
      steps: [
        { title: 'Book an appointment', text: 'Send us a message with a few times that suit you and we will confirm one.' },
        { title: 'Meet your practitioner', text: 'We talk through your history and goals, then agree on a plan together.' },
        { title: 'Start your care', text: 'Clear next steps, written down, with follow-up whenever you need it.' },
      ],
    },
    hours: {
      id: 'hours',
      nav: 'Hours',
      heading: 'Clinic hours',
      rows: [
        { days: 'Monday – Friday', time: '08:00 – 18:00' },
        { days: 'Saturday', time: '09:00 – 13:00' },
        { days: 'Sunday', time: 'Closed' },
      ],
    },
    faq: {
      id: 'patient-information',
      nav: 'Patient info',
      heading: 'Patient information',
      items: [
        { question: 'What should I bring?', answer: () => 'Any referral letters, a list of your medicines and comfortable clothing.' },
        { question: 'Is the clinic accessible?', answer: () => 'Yes. Tell us about any access needs when you book and we will be ready.' },
        { question: 'How is my information kept?', answer: () => 'Your records are confidential and shared only with your consent.' },
        { question: 'What if it is an emergency?', answer: () => 'Call your local emergency number straight away. We do not provide emergency care.' },
      ],
    },
    contact: {
      id: 'appointments',
      nav: 'Appointments',
      heading: 'Book an appointment',
      subject: 'Appointment request',
      texts: [
        (n) => `Write to ${n} with the times that suit you and a few words about what you need help with. We reply within one working day.`,
        (n) => `Request an appointment at ${n} by e-mail. Tell us what brings you in and when you are free.`,
      ],
    },
    primaryActions: ['Book an appointment', 'Request an appointment'],
    heroHeadings: [(n) => n, (n) => `Care you can trust at ${n}`],
    leads: [
      () => 'Personal, unhurried care from people who listen.',
      () => 'Evidence-based care, explained in plain language.',
      () => 'Helping you feel better, one visit at a time.',
    ],
    taglines: [() => 'Care that listens', () => 'Your health, our priority', () => 'Personal care, clearly explained'],
    highlights: [
      { title: 'Time to listen', text: 'Appointments long enough to understand you, not just your symptoms.' },
      { title: 'Plain language', text: 'We explain every option so you can decide with confidence.' },
      { title: 'Private by default', text: 'Your information stays confidential and is shared only with your consent.' },
      { title: 'Accessible to all', text: 'Step-free access and support for any needs you tell us about.' },
    ],
    aboutFallback: [
      (n) => `${n} is an independent practice built on a simple idea: good care starts with listening. Our practitioners take the time to understand you and plan your care together with you.`,
      (n) => `At ${n}, every patient gets clear explanations, a plan they agreed to and a team that follows up.`,
    ],
    closings: [
      { heading: () => 'Ready to feel better?', text: (n) => `Request your first appointment at ${n}.` },
      { heading: (n) => `${n} is here to help`, text: () => 'Book an appointment by e-mail in a minute.' },
    ],
    icon: 'heart',
  },
  ecommerce: {
    schemaType: 'Store',
    offerings: {
      id: 'products',
      nav: 'Products',
      headings: ['Featured products', 'Shop favourites', 'New in store'],
      intros: [
        (n) => `A selection from the ${n} collection. Every piece is chosen for quality and made to last.`,
        (n) => `Customer favourites at ${n}, ready to order today.`,
      ],
      defaults: ['Best sellers', 'New arrivals', 'Gift sets', 'Everyday essentials', 'Limited editions', 'Gift cards'],
      itemTexts: [
        (i) => `${i}, chosen for quality and value.`,
        (i) => `${i} our customers come back for.`,
        (i) => `${i}, packed with care and sent quickly.`,
      ],
      style: 'products',
    },
    process: {
      id: 'ordering',
      nav: 'How to order',
      heading: 'How ordering works',
      steps: [
        { title: 'Choose', text: 'Pick your products and write to us with your order.' },
        { title: 'Confirm', text: 'We confirm availability, price and delivery within one working day.' },
        { title: 'Receive', text: 'Your order is packed with care and sent to your door.' },
      ],
    },
    faq: {
      id: 'shipping',
      nav: 'Shipping',
      heading: 'Shipping and returns',
      items: [
        { question: 'How fast is delivery?', answer: () => 'Most orders leave us within two working days.' },
        { question: 'Can I return an item?', answer: () => 'Yes, within 30 days, unused and in its original packaging.' },
        { question: 'Do you ship abroad?', answer: () => 'Write to us with your address and we will quote delivery.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Order or ask a question',
      subject: 'Order enquiry',
      texts: [
        (n) => `Send ${n} your order or your questions by e-mail. We answer every message within one working day.`,
        (n) => `Questions about a product or an order? Write to ${n} and a real person will reply.`,
      ],
    },
    primaryActions: ['Shop now', 'Start your order'],
    heroHeadings: [(n) => n, (n) => `Shop ${n}`],
    leads: [
      () => 'Quality products, fair prices and friendly service.',
      () => 'Thoughtfully chosen products, delivered with care.',
      () => 'Things you will love to use every day.',
    ],
    taglines: [() => 'Chosen with care', () => 'Made to be loved', () => 'Quality you can feel'],
    highlights: [
      { title: 'Fair prices', text: 'Clear prices with no surprises at checkout.' },
      { title: 'Fast dispatch', text: 'Most orders leave within two working days.' },
      { title: 'Easy returns', text: 'Changed your mind? Return unused items within 30 days.' },
      { title: 'Real support', text: 'Questions are answered by people who know the products.' },
    ],
    aboutFallback: [
      (n) => `${n} started with a simple wish: to offer products we would be proud to use ourselves. Every item is chosen for quality, value and how long it will last.`,
      (n) => `We are ${n}, a small team that cares about what we sell and about the people who buy it.`,
    ],
    closings: [
      { heading: () => 'Found something you like?', text: (n) => `Order from ${n} today.` },
      { heading: (n) => `Thanks for shopping with ${n}`, text: () => 'Send us your order by e-mail in a minute.' },
    ],
    icon: 'bag',
  },
  portfolio: {
    schemaType: 'ProfessionalService',
    offerings: {
      id: 'work',
      nav: 'Work',
      headings: ['Selected work', 'Recent projects', 'Work'],
      intros: [
        (n) => `A selection of recent work by ${n}. Each project starts with a conversation and ends with something made to last.`,
        (n) => `Projects ${n} is proud of, across clients and personal work.`,
      ],
      defaults: ['Brand identity', 'Editorial series', 'Commissioned portraits', 'Print collection', 'Exhibition design', 'Personal studies'],
      itemTexts: [(i) => `${i}: concept, craft and finish.`, (i) => `${i}, from first sketch to final piece.`],
      style: 'gallery',
    },
    process: {
      id: 'commissions',
      nav: 'Commissions',
      heading: 'Commissions',
      steps: [
        { title: 'Tell me about it', text: 'Share your idea, timeline and budget in a short e-mail.' },
        { title: 'Shape the brief', text: 'We agree on scope, milestones and a fixed price before any work begins.' },
        { title: 'Create and deliver', text: 'You see progress along the way and receive the final work ready to use.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Start a project',
      subject: 'Project enquiry',
      texts: [
        (n) => `Have a project in mind? Write to ${n} with a few lines about it and you will hear back within two working days.`,
        (n) => `${n} is open for commissions. Send a short description of your idea to get started.`,
      ],
    },
    primaryActions: ['Start a project', 'Commission work'],
    heroHeadings: [(n) => n, (n) => `Work by ${n}`],
    leads: [
      () => 'Thoughtful work, made with care and craft.',
      () => 'Ideas turned into work people remember.',
      () => 'Design and making, from first sketch to final piece.',
    ],
    taglines: [() => 'Craft, care and clear ideas', () => 'Made with intent', () => 'Work worth remembering'],
    highlights: [
      { title: 'Every collaborator credited', text: 'Good work is a team effort, and every project says who made it.' },
      { title: 'Clear process', text: 'A fixed scope and price agreed before any work begins.' },
      { title: 'Made to last', text: 'Work that still feels right years from now.' },
    ],
    aboutFallback: [
      (n) => `${n} makes work that is clear, honest and carefully made. Every project starts with listening and ends with something the client is proud of.`,
      (n) => `Behind ${n} is a simple belief: craft matters. Each piece is made with attention to detail and respect for the people it is for.`,
    ],
    closings: [
      { heading: () => 'Let us make something together', text: (n) => `${n} is open for new projects.` },
      { heading: () => 'Have an idea?', text: (n) => `Tell ${n} about it.` },
    ],
    icon: 'palette',
  },
  technology: {
    schemaType: 'Organization',
    offerings: {
      id: 'features',
      nav: 'Features',
      headings: ['Features', 'What you get', 'Built for your team'],
      intros: [
        (n) => `${n} does the heavy lifting so your team can focus on what matters.`,
        (n) => `Everything ${n} does today, explained plainly. No vapourware.`,
      ],
      defaults: ['Fast setup', 'Secure by design', 'Real-time insights', 'Integrations', 'Team collaboration', 'Helpful support'],
      itemTexts: [
        (i) => `${i}, working from day one.`,
        (i) => `${i}, built in and ready when you are.`,
        (i) => `${i}, without the complexity.`,
      ],
      style: 'features',
    },
    pricing: { id: 'pricing', nav: 'Pricing', heading: 'Simple, honest pricing' },
    faq: {
      id: 'faq',
      nav: 'FAQ',
      heading: 'Frequently asked questions',
      items: [
        { question: 'Is there a free plan?', answer: () => 'Yes. Start free and upgrade only when you need more.' },
        { question: 'Can I cancel any time?', answer: () => 'Yes. There are no long contracts and no cancellation fees.' },
        { question: 'How is my data protected?', answer: () => 'Your data is encrypted in transit and at rest, and it is never sold.' },
        { question: 'Do you offer support?', answer: () => 'Every plan includes support from the people who build the product.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Get early access',
      subject: 'Early access request',
      texts: [
        (n) => `Join the ${n} waitlist or ask us anything by e-mail. We read every message.`,
        (n) => `Want to try ${n}? Write to us and we will get you set up.`,
      ],
    },
    primaryActions: ['Get early access', 'Join the waitlist', 'Request a demo'],
    heroHeadings: [(n) => n, (n) => `Meet ${n}`],
    leads: [
      () => 'Software that does what it says, built for teams who ship.',
      () => 'Powerful tools, plain language, honest pricing.',
      () => 'The simplest way to get the job done.',
    ],
    taglines: [() => 'Built for teams who ship', () => 'Less busywork, more progress', () => 'Simple, fast, honest'],
    highlights: [
      { title: 'Honest about today', text: 'We describe what the product does now, not what it might do someday.' },
      { title: 'Private by design', text: 'Your data is yours: encrypted, never sold, exportable any time.' },
      { title: 'Fast to start', text: 'Set up in minutes, with help from real people when you need it.' },
    ],
    aboutFallback: [
      (n) => `${n} is built by a small team that believes software should be simple, fast and honest. We ship improvements every week and listen closely to the people who use the product.`,
      (n) => `We started ${n} to remove busywork from everyday tasks. Today we help teams move faster with tools that are a pleasure to use.`,
    ],
    closings: [
      { heading: () => 'Ready to get started?', text: (n) => `Request early access to ${n} today.` },
      { heading: (n) => `Try ${n}`, text: () => 'It takes a minute to get in touch.' },
    ],
    icon: 'bolt',
  },
  business: {
    schemaType: 'ProfessionalService',
    offerings: {
      id: 'services',
      nav: 'Services',
      headings: ['Our services', 'What we do', 'How we help'],
      intros: [
        (n) => `${n} helps clients with clear advice and dependable delivery.`,
        (n) => `Services from ${n}, shaped around your goals and your budget.`,
      ],
      defaults: ['Strategy and planning', 'Project delivery', 'Advisory services', 'Ongoing support', 'Training'],
      itemTexts: [
        (i) => `${i} with clear goals, milestones and reporting.`,
        (i) => `${i}, delivered by experienced people you can reach.`,
        (i) => `${i} tailored to your organisation.`,
      ],
      style: 'cards',
    },
    process: {
      id: 'approach',
      nav: 'Approach',
      heading: 'How we work',
      steps: [
        { title: 'Listen', text: 'We start by understanding your goals, constraints and what success looks like.' },
        { title: 'Plan', text: 'You receive a clear proposal with scope, timeline and a fixed price.' },
        { title: 'Deliver', text: 'We deliver in steps, report openly and adjust with you along the way.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Talk to us',
      subject: 'Enquiry',
      texts: [
        (n) => `Tell ${n} about your project by e-mail and we will arrange a call within two working days.`,
        (n) => `Questions or a project in mind? Write to ${n}; a real person will answer.`,
      ],
    },
    primaryActions: ['Get in touch', 'Request a proposal', 'Book a call'],
    heroHeadings: [(n) => n, (n) => `${n}: results you can measure`],
    leads: [
      () => 'Clear advice and dependable delivery for growing organisations.',
      () => 'Experienced people, plain language and results you can measure.',
      () => 'We help you make good decisions and deliver on them.',
    ],
    taglines: [() => 'Clear advice, dependable delivery', () => 'Results you can measure', () => 'Your partner for what comes next'],
    highlights: [
      { title: 'Plain-language advice', text: 'Claims anyone can check and recommendations you can act on.' },
      { title: 'Fixed, fair pricing', text: 'A clear price agreed up front, with no surprises.' },
      { title: 'People you can reach', text: 'You work directly with the people doing the work.' },
    ],
    aboutFallback: [
      (n) => `${n} works with organisations that want clear advice and dependable delivery. We keep our promises small and specific, and then we keep them.`,
      (n) => `Clients choose ${n} for honest advice, experienced people and work delivered on time.`,
    ],
    closings: [
      { heading: () => 'Let us talk about your goals', text: (n) => `Get in touch with ${n} today.` },
      { heading: () => 'Ready when you are', text: (n) => `Write to ${n} to start the conversation.` },
    ],
    icon: 'briefcase',
  },
  education: {
    schemaType: 'EducationalOrganization',
    offerings: {
      id: 'programmes',
      nav: 'Programmes',
      headings: ['Courses and programmes', 'What you can learn', 'Our programmes'],
      intros: [
        (n) => `Learning at ${n} is practical, friendly and built around each learner.`,
        (n) => `Programmes at ${n} for every level, taught by people who love their subject.`,
      ],
      defaults: ['Beginner courses', 'Advanced programmes', 'One-to-one tutoring', 'Workshops', 'Exam preparation'],
      itemTexts: [
        (i) => `${i} with small groups and plenty of practice.`,
        (i) => `${i}, taught step by step by experienced teachers.`,
        (i) => `${i} that fit around your schedule.`,
      ],
      style: 'cards',
    },
    process: {
      id: 'enrolment',
      nav: 'Enrolment',
      heading: 'How enrolment works',
      steps: [
        { title: 'Get in touch', text: 'Tell us what you would like to learn and your current level.' },
        { title: 'Find your fit', text: 'We suggest the right course and answer your questions.' },
        { title: 'Start learning', text: 'Join your first session with everything you need to know.' },
      ],
    },
    faq: {
      id: 'faq',
      nav: 'FAQ',
      heading: 'Questions from learners',
      items: [
        { question: 'Do I need experience?', answer: () => 'No. We have courses for complete beginners and for experienced learners.' },
        { question: 'How big are the groups?', answer: () => 'Small, so everyone gets attention and time to practise.' },
        { question: 'Can I try a session first?', answer: () => 'Write to us and we will arrange a trial where possible.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Enrol or ask a question',
      subject: 'Enrolment enquiry',
      texts: [
        (n) => `Write to ${n} to enrol or to ask about courses, dates and fees.`,
        (n) => `Questions about learning at ${n}? Send us an e-mail and we will help you choose.`,
      ],
    },
    primaryActions: ['Enrol now', 'Find a course'],
    heroHeadings: [(n) => n, (n) => `Learn with ${n}`],
    leads: [
      () => 'Friendly, practical learning for every level.',
      () => 'Learn something new with teachers who care.',
      () => 'Small groups, real progress, lasting skills.',
    ],
    taglines: [() => 'Learning that sticks', () => 'Grow your skills with us', () => 'Every learner welcome'],
    highlights: [
      { title: 'Small groups', text: 'Time and attention for every learner.' },
      { title: 'Experienced teachers', text: 'People who know their subject and love to share it.' },
      { title: 'Flexible schedules', text: 'Day, evening and weekend options.' },
    ],
    aboutFallback: [
      (n) => `${n} helps people of every age and level learn with confidence. Our teachers combine real expertise with patience and encouragement.`,
      (n) => `At ${n}, learning is practical and friendly: small groups, clear goals and plenty of practice.`,
    ],
    closings: [
      { heading: () => 'Start learning today', text: (n) => `Enrol with ${n} in a minute.` },
      { heading: (n) => `Join ${n}`, text: () => 'Write to us to find the right course.' },
    ],
    icon: 'book',
  },
  other: {
    schemaType: 'LocalBusiness',
    offerings: {
      id: 'services',
      nav: 'Services',
      headings: ['What we offer', 'Our services', 'How we can help'],
      intros: [(n) => `Here is what ${n} can do for you.`, (n) => `${n} offers friendly, reliable service.`],
      defaults: ['Personal service', 'Quality work', 'Friendly advice', 'Reliable support'],
      itemTexts: [(i) => `${i}, done properly and on time.`, (i) => `${i} from people who care about the details.`],
      style: 'cards',
    },
    process: {
      id: 'how-it-works',
      nav: 'How it works',
      heading: 'How it works',
      steps: [
        { title: 'Get in touch', text: 'Tell us what you need in a short e-mail.' },
        { title: 'Agree the details', text: 'We confirm scope, timing and price up front.' },
        { title: 'Done', text: 'We deliver and follow up to make sure you are happy.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Get in touch',
      subject: 'Enquiry',
      texts: [(n) => `Write to ${n} by e-mail and we will get back to you quickly.`, (n) => `Questions? ${n} is happy to help.`],
    },
    primaryActions: ['Get in touch', 'Contact us'],
    heroHeadings: [(n) => n, (n) => `Welcome to ${n}`],
    leads: [() => 'Friendly, reliable service from people who care.', () => 'Quality work and a warm welcome.'],
    taglines: [() => 'Here to help', () => 'Quality you can count on'],
    highlights: [
      { title: 'Reliable', text: 'We do what we say, when we say we will.' },
      { title: 'Friendly', text: 'A warm welcome and straight answers.' },
      { title: 'Fair', text: 'Clear prices agreed before we start.' },
    ],
    aboutFallback: [
      (n) => `${n} is run by people who care about doing things properly. We keep our promises and treat every customer the way we would like to be treated.`,
    ],
    closings: [{ heading: () => 'Let us help', text: (n) => `Get in touch with ${n} today.` }],
    icon: 'star',
  },
};
