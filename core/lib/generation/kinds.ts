/**
 * What each kind of business gets: its sections, the words used for them and the copy the composer
 * writes when the description is thin. Chosen from the project's business type (sections) and the
 * template's category (look).
 *
 * Every sentence here must be true of any business of the kind: no hours, prices, delivery times,
 * guarantees, policies, staff or items (docs/decisions/146). What a business offers, when it opens and how
 * to reach it come only from its facts.
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
  ['restaurant', /restaurant|dining|caf[eé]|coffee|bakery|food|bistro|bar\b|kitchen|catering|pizz|\bpub\b|diner\b|tea ?room|\bdeli\b|takeaway|ice cream|eatery/i],
  ['healthcare', /health|medical|clinic|dental|dentist|doctor|\bgp\b|physio|therap|care\b|pharma|optician|optometr|\bvets?\b|veterinar/i],
  // A shop that sells a service is not a store: no products, no "Shop online" (docs/decisions/149).
  ['other', /\b(?:repair|barber|tattoo|hair|nail|body)\s+shop\b/i],
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

export type SectionId = 'offerings' | 'process' | 'hours' | 'faq' | 'about' | 'contact' | 'team';
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
    style: 'menu' | 'cards' | 'products' | 'gallery' | 'features';
  };
  process?: { id: string; nav: string; heading: string; steps: Item[] };
  /** Where the questions and answers (written from the facts) go, when the kind has them. */
  faq?: { id: string; nav: string; heading: string };
  contact: { id: string; nav: string; heading: string; subject: string; texts: Text[] };
  /** The main button's text when the facts give a booking or shop link. */
  bookAction: string;
  heroHeadings: Text[];
  leads: Text[];
  taglines: Text[];
  highlights: Item[];
  aboutFallback: Text[];
  closings: { heading: Text; text: Text }[];
  icon: string;
};

/** The opening hours section, the same for every kind; its rows are the facts' own. */
export const HOURS_SECTION = { id: 'hours', nav: 'Hours', heading: 'Opening hours' } as const;

export const PROFILES: Record<SiteKind, KindProfile> = {
  restaurant: {
    schemaType: 'Restaurant',
    offerings: {
      id: 'menu',
      nav: 'Menu',
      headings: ['Menu highlights', 'From our kitchen', 'What we serve'],
      intros: [(n) => `A taste of what ${n} serves.`, (n) => `Some of what comes out of the ${n} kitchen.`],
      style: 'menu',
    },
    faq: { id: 'good-to-know', nav: 'Good to know', heading: 'Good to know' },
    contact: {
      id: 'visit',
      nav: 'Visit',
      heading: 'Visit and contact',
      subject: 'Enquiry',
      texts: [
        (n) => `Questions for ${n}? Here is how to reach us.`,
        (n) => `Questions before you come? ${n} is happy to hear from you.`,
      ],
    },
    bookAction: 'Book a table',
    heroHeadings: [(n) => n, (n) => `Welcome to ${n}`],
    leads: [
      () => 'Good food and a warm welcome.',
      () => 'Food made with care, served with a smile.',
      () => 'Food made to be enjoyed.',
    ],
    taglines: [() => 'Made with care', () => 'Good food and good company', () => 'Come hungry'],
    highlights: [
      { title: 'Made with care', text: 'Food we are happy to put our name to.' },
      { title: 'Made for sharing', text: 'Good food is better with good company.' },
      { title: 'Ask us anything', text: 'Want to know what goes into a dish? Just ask.' },
      { title: 'Warm welcome', text: 'We are glad you found us.' },
    ],
    aboutFallback: [
      (n) => `${n} is about good food, made with care and shared with the people you like.`,
      (n) => `At ${n} we believe a good meal is about more than the food: it is the people you share it with.`,
    ],
    closings: [
      { heading: () => 'Hungry yet?', text: (n) => `${n} is happy to hear from you.` },
      { heading: (n) => `Get in touch with ${n}`, text: () => 'Questions? Just ask.' },
    ],
    icon: 'utensils',
  },
  healthcare: {
    schemaType: 'MedicalClinic',
    offerings: {
      id: 'services',
      nav: 'Services',
      headings: ['Our services', 'How we can help', 'Care we offer'],
      intros: [(n) => `How ${n} can help.`, (n) => `The care ${n} offers.`],
      style: 'cards',
    },
    process: {
      id: 'first-visit',
      nav: 'Your visit',
      heading: 'Your first visit',
      steps: [
        { title: 'Get in touch', text: 'Contact us to arrange a time that suits you.' },
        { title: 'Talk it through', text: 'We talk through what brings you in and agree on a plan together.' },
        { title: 'Start your care', text: 'You leave knowing the next steps.' },
      ],
    },
    faq: { id: 'patient-information', nav: 'Patient info', heading: 'Patient information' },
    contact: {
      id: 'appointments',
      nav: 'Appointments',
      heading: 'Appointments and contact',
      subject: 'Appointment request',
      texts: [
        (n) => `To make an appointment at ${n}, or to ask a question, use the details below.`,
        (n) => `Tell ${n} what brings you in and when suits you.`,
      ],
    },
    bookAction: 'Book an appointment',
    heroHeadings: [(n) => n, (n) => `Welcome to ${n}`],
    leads: [
      () => 'Personal, unhurried care from people who listen.',
      () => 'Care explained in plain language.',
      () => 'Helping you feel better, one visit at a time.',
    ],
    taglines: [() => 'Care that listens', () => 'Your questions welcome', () => 'Personal care, clearly explained'],
    highlights: [
      { title: 'Time to listen', text: 'We want to understand you, not just your symptoms.' },
      { title: 'Plain language', text: 'We explain your options so you can decide with confidence.' },
      { title: 'Your questions welcome', text: 'Ask us anything about your care, before, during or after a visit.' },
      { title: 'Care as a partnership', text: 'Your plan is made with you, not for you.' },
    ],
    aboutFallback: [
      (n) => `${n} is built on a simple idea: good care starts with listening. We take the time to understand you and plan your care together with you.`,
      (n) => `At ${n}, every patient deserves clear explanations and a plan they agreed to.`,
    ],
    closings: [
      { heading: () => 'Ready to feel better?', text: (n) => `${n} is here to help.` },
      { heading: (n) => `${n} is here to help`, text: () => 'Get in touch whenever you are ready.' },
    ],
    icon: 'heart',
  },
  ecommerce: {
    schemaType: 'Store',
    offerings: {
      id: 'products',
      nav: 'Products',
      headings: ['Featured products', 'Shop favourites', 'From the shop'],
      intros: [(n) => `A selection from ${n}.`, (n) => `Things you will find at ${n}.`],
      style: 'products',
    },
    faq: { id: 'questions', nav: 'Questions', heading: 'Good to know' },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Order or ask a question',
      subject: 'Order enquiry',
      texts: [
        (n) => `Questions about a product or an order? ${n} is happy to help.`,
        (n) => `Get in touch with ${n} using the details below.`,
      ],
    },
    bookAction: 'Shop online',
    heroHeadings: [(n) => n, (n) => `Shop ${n}`],
    leads: [
      () => 'Products chosen with care.',
      () => 'Thoughtfully chosen things you will enjoy using.',
      () => 'Things you will love to use.',
    ],
    taglines: [() => 'Chosen with care', () => 'Made to be loved', () => 'Have a look around'],
    highlights: [
      { title: 'Chosen with care', text: 'Everything we sell is something we like ourselves.' },
      { title: 'Ask before you buy', text: 'Not sure which one is right for you? Ask us.' },
      { title: 'Happy to help', text: 'Questions about a product are welcome.' },
    ],
    aboutFallback: [
      (n) => `${n} started with a simple wish: to offer products we would be proud to use ourselves.`,
      (n) => `We are ${n}, and we care about what we sell and about the people who buy it.`,
    ],
    closings: [
      { heading: () => 'Found something you like?', text: (n) => `${n} is happy to help you choose.` },
      { heading: (n) => `Thanks for visiting ${n}`, text: () => 'Get in touch with any question.' },
    ],
    icon: 'bag',
  },
  portfolio: {
    schemaType: 'ProfessionalService',
    offerings: {
      id: 'work',
      nav: 'Work',
      headings: ['Selected work', 'What I do', 'Work'],
      intros: [(n) => `What ${n} makes.`, (n) => `A look at the work of ${n}.`],
      style: 'gallery',
    },
    process: {
      id: 'commissions',
      nav: 'Commissions',
      heading: 'Working together',
      steps: [
        { title: 'Tell me about it', text: 'Share your idea and what you hope it will become.' },
        { title: 'Shape the brief', text: 'We agree on what will be made before any work begins.' },
        { title: 'Make it', text: 'You see the work take shape along the way.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Start a project',
      subject: 'Project enquiry',
      texts: [(n) => `Have a project in mind? Tell ${n} about it.`, (n) => `Get in touch with ${n} to talk about your idea.`],
    },
    bookAction: 'Book a session',
    heroHeadings: [(n) => n, (n) => `Work by ${n}`],
    leads: [
      () => 'Thoughtful work, made with care and craft.',
      () => 'Ideas turned into work people remember.',
      () => 'Design and making, from first sketch to final piece.',
    ],
    taglines: [() => 'Craft, care and clear ideas', () => 'Made with intent', () => 'Work worth remembering'],
    highlights: [
      { title: 'Craft first', text: 'Attention to detail in every piece.' },
      { title: 'Clear process', text: 'We agree on what will be made before any work begins.' },
      { title: 'Your idea first', text: 'Every project starts with what you want it to be.' },
    ],
    aboutFallback: [
      (n) => `${n} makes work that is clear, honest and carefully made. Every project starts with listening.`,
      (n) => `Behind ${n} is a simple belief: craft matters.`,
    ],
    closings: [
      { heading: () => 'Let us make something together', text: (n) => `Tell ${n} about your idea.` },
      { heading: () => 'Have an idea?', text: (n) => `${n} would love to hear it.` },
    ],
    icon: 'palette',
  },
  technology: {
    schemaType: 'Organization',
    offerings: {
      id: 'features',
      nav: 'Features',
      headings: ['Features', 'What you get', 'What it does'],
      intros: [(n) => `What ${n} does, explained plainly.`, (n) => `What you get with ${n}.`],
      style: 'features',
    },
    faq: { id: 'faq', nav: 'FAQ', heading: 'Frequently asked questions' },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Get in touch',
      subject: 'Enquiry',
      texts: [(n) => `Questions about ${n}? We read every message.`, (n) => `Want to know more about ${n}? Get in touch.`],
    },
    bookAction: 'Get started',
    heroHeadings: [(n) => n, (n) => `Meet ${n}`],
    leads: [
      () => 'Software that does what it says.',
      () => 'Useful tools, plain language.',
      () => 'A simpler way to get the job done.',
    ],
    taglines: [() => 'Built for people who ship', () => 'Less busywork, more progress', () => 'Simple and honest'],
    highlights: [
      { title: 'Honest about today', text: 'We describe what the product does now, not what it might do someday.' },
      { title: 'Plain language', text: 'No jargon: what it does, in words anyone can follow.' },
      { title: 'People behind it', text: 'Built by people who listen to the ones who use it.' },
    ],
    aboutFallback: [
      (n) => `${n} is built by people who believe software should be simple and honest, and who listen closely to the people who use it.`,
      (n) => `We started ${n} to take busywork out of everyday tasks.`,
    ],
    closings: [
      { heading: () => 'Ready to get started?', text: (n) => `Find out what ${n} can do for you.` },
      { heading: (n) => `Try ${n}`, text: () => 'We would love to hear from you.' },
    ],
    icon: 'bolt',
  },
  business: {
    schemaType: 'ProfessionalService',
    offerings: {
      id: 'services',
      nav: 'Services',
      headings: ['Our services', 'What we do', 'How we help'],
      intros: [(n) => `What ${n} can do for you.`, (n) => `Services from ${n}.`],
      style: 'cards',
    },
    process: {
      id: 'approach',
      nav: 'Approach',
      heading: 'How we work',
      steps: [
        { title: 'Listen', text: 'We start by understanding your goals and what success looks like to you.' },
        { title: 'Plan', text: 'We agree with you on what will be done.' },
        { title: 'Do the work', text: 'We get on with what was agreed.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Talk to us',
      subject: 'Enquiry',
      texts: [(n) => `Tell ${n} about what you need.`, (n) => `Questions or a project in mind? ${n} is happy to hear from you.`],
    },
    bookAction: 'Book online',
    heroHeadings: [(n) => n, (n) => `Talk to ${n}`],
    leads: [
      () => 'Clear advice and dependable work.',
      () => 'Plain language and work done properly.',
      () => 'We help you make good decisions.',
    ],
    taglines: [() => 'Clear advice, dependable work', () => 'Done properly', () => 'Your partner for what comes next'],
    highlights: [
      { title: 'Plain-language advice', text: 'Recommendations you can understand and act on.' },
      { title: 'Straight answers', text: 'Ask us anything before you decide.' },
      { title: 'Agreed up front', text: 'We agree with you on what will be done before we start.' },
    ],
    aboutFallback: [
      (n) => `${n} works with people who want clear advice and dependable work.`,
      (n) => `At ${n} we like to agree on the details before the work starts.`,
    ],
    closings: [
      { heading: () => 'Let us talk about your goals', text: (n) => `${n} is happy to hear from you.` },
      { heading: () => 'Ready when you are', text: (n) => `Start the conversation with ${n}.` },
    ],
    icon: 'briefcase',
  },
  education: {
    schemaType: 'EducationalOrganization',
    offerings: {
      id: 'programmes',
      nav: 'Programmes',
      headings: ['Courses and programmes', 'What you can learn', 'Our programmes'],
      intros: [(n) => `What you can learn at ${n}.`, (n) => `Learning at ${n}.`],
      style: 'cards',
    },
    process: {
      id: 'enrolment',
      nav: 'Enrolment',
      heading: 'How to start',
      steps: [
        { title: 'Get in touch', text: 'Tell us what you would like to learn and where you are starting from.' },
        { title: 'Find your fit', text: 'We help you choose and answer your questions.' },
        { title: 'Start learning', text: 'Join your first session knowing what to expect.' },
      ],
    },
    faq: { id: 'faq', nav: 'FAQ', heading: 'Questions from learners' },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Enrol or ask a question',
      subject: 'Enrolment enquiry',
      texts: [(n) => `Get in touch with ${n} to enrol or to ask a question.`, (n) => `Questions about learning at ${n}? We will help you choose.`],
    },
    bookAction: 'Enrol online',
    heroHeadings: [(n) => n, (n) => `Learn with ${n}`],
    leads: [
      () => 'Friendly, practical learning.',
      () => 'Learn something new, step by step.',
      () => 'Real progress, lasting skills.',
    ],
    taglines: [() => 'Learning that sticks', () => 'Grow your skills with us', () => 'Every learner welcome'],
    highlights: [
      { title: 'Every learner welcome', text: 'Wherever you are starting from, you are welcome here.' },
      { title: 'Questions welcome', text: 'Ask anything, whatever your level.' },
      { title: 'Learning by doing', text: 'Practice and encouragement, step by step.' },
    ],
    aboutFallback: [
      (n) => `${n} helps people learn with confidence, with patience and encouragement.`,
      (n) => `At ${n}, learning is practical and friendly.`,
    ],
    closings: [
      { heading: () => 'Start learning today', text: (n) => `${n} is happy to help you choose.` },
      { heading: (n) => `Join ${n}`, text: () => 'Get in touch to find the right fit.' },
    ],
    icon: 'book',
  },
  other: {
    schemaType: 'LocalBusiness',
    offerings: {
      id: 'services',
      nav: 'Services',
      headings: ['What we offer', 'Our services', 'How we can help'],
      intros: [(n) => `Here is what ${n} offers.`, (n) => `What you will find at ${n}.`],
      style: 'cards',
    },
    process: {
      id: 'how-it-works',
      nav: 'How it works',
      heading: 'How it works',
      steps: [
        { title: 'Get in touch', text: 'Tell us what you need.' },
        { title: 'Agree the details', text: 'We agree on what will be done before we start.' },
        { title: 'Done', text: 'We do what was agreed.' },
      ],
    },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Get in touch',
      subject: 'Enquiry',
      texts: [(n) => `${n} is happy to hear from you.`, (n) => `Questions? ${n} is happy to help.`],
    },
    bookAction: 'Book online',
    heroHeadings: [(n) => n, (n) => `Welcome to ${n}`],
    leads: [() => 'Friendly service from people who care.', () => 'Good work and a warm welcome.'],
    taglines: [() => 'Here to help', () => 'Good to meet you'],
    highlights: [
      { title: 'Plain speaking', text: 'We explain what will be done in plain words.' },
      { title: 'Friendly', text: 'A warm welcome and straight answers.' },
      { title: 'Careful', text: 'We care about the details.' },
    ],
    aboutFallback: [
      (n) => `${n} cares about doing things properly and treating every customer the way we would like to be treated.`,
    ],
    closings: [{ heading: () => 'Let us help', text: (n) => `${n} is happy to hear from you.` }],
    icon: 'star',
  },
};
