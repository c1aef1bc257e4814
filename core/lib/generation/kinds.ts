/**
 * What each kind of business gets: its sections, the words used for them and the copy the composer
 * writes when the description is thin. Chosen from the project's business type (sections) and the
 * template's category (look).
 *
 * Every sentence here must be true of any business of the kind: no hours, prices, delivery times,
 * guarantees, policies, staff or items (docs/decisions/146), and no quality, outcome, way of working, history or
 * value the owner did not state: only invitations to look, ask and get in touch (docs/decisions/244). What a business offers, when it opens and how
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
  ['restaurant', /restaurant|dining|caf[eé]|coffee|bakery|food|bistro|bar\b|kitchen|catering|pizz|\bpub\b|diner\b|tea ?room|\bdeli\b|takeaway|ice cream|eatery|chip shop|chippy|fish bar|chippie/i],
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

/**
 * Words that invite the visitor to ask, write or call. The copy says them only when the facts give a way to reach
 * the business (`canBeReached`): "Questions welcome" on a site with no phone, e-mail, booking link, address or social
 * profile invites what nobody can do (docs/decisions/255). Every list of copy below has an entry without them.
 */
export const INVITATION =
  /\bget in touch\b|\bcontact\b|\bask\b|\bquestions?\b|\btell (?:us|me)\b|\btalk\b|\bsay hello\b|\bhear (?:from you|it)\b|\breach\b|\bhelp(?:s|ing)?\b|\bshare your\b|\benrol\b|\bjoin\b|\bwould love\b/i;
export const invites = (text: string) => INVITATION.test(text);

/** What a site that cannot be reached says where the copy would invite (docs/decisions/255). */
export const UNREACHABLE_COPY = {
  about: (n: string) => `This is the website of ${n}.`,
  closing: { heading: () => 'Thanks for visiting', text: (n: string) => `This is the website of ${n}.` },
  /** The contact section when it holds only the place (often an area served): nothing to get in touch through. */
  contact: { nav: 'Location', heading: 'Where we are based' },
} as const;

/** The opening hours section, the same for every kind; its rows are the facts' own. */
/** `heading` when the facts give opening hours; `servicesHeading` when they give only a service's (docs/decisions/251). */
export const HOURS_SECTION = { id: 'hours', nav: 'Hours', heading: 'Opening hours', servicesHeading: 'Hours' } as const;

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
      // Not "Visit": a caterer, a takeaway or a coffee van has no place to visit (docs/decisions/244).
      nav: 'Contact',
      heading: 'Get in touch',
      subject: 'Enquiry',
      texts: [
        (n) => `Questions for ${n}? Here is how to reach us.`,
        (n) => `Questions before you come? ${n} is happy to hear from you.`,
      ],
    },
    bookAction: 'Book a table',
    heroHeadings: [(n) => n, (n) => `Welcome to ${n}`],
    leads: [() => 'What we serve and how to reach us.', () => 'Have a look at what we serve.'],
    // Not "Come hungry" or "Food and drink": a bakery may serve no drink and have nowhere to sit (docs/decisions/255).
    taglines: [() => 'Have a look', () => 'Welcome'],
    highlights: [
      { title: 'Ask about a dish', text: 'Want to know what goes into a dish? Just ask.' },
      { title: 'Questions welcome', text: 'Questions before you come? Get in touch.' },
      { title: 'Ask about the menu', text: 'Questions about the menu? Ask us.' },
      { title: 'Say hello', text: 'We are glad you found us.' },
    ],
    aboutFallback: [(n) => `Questions about ${n} or its food are welcome.`],
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
        { title: 'Get in touch', text: 'Contact us to ask about an appointment.' },
        { title: 'Tell us why', text: 'Tell us what brings you in.' },
        { title: 'Ask your questions', text: 'Ask anything about your care, before or after a visit.' },
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
    leads: [() => 'How we can help, and how to reach us.', () => 'Questions about your care are welcome.', () => 'An overview of what we offer.'],
    taglines: [() => 'Your questions welcome', () => 'Ask us', () => 'Get in touch', () => 'Welcome'],
    highlights: [
      { title: 'Your questions welcome', text: 'Ask us anything about your care, before or after a visit.' },
      { title: 'Your options', text: 'Ask about your options before you decide.' },
      { title: 'Bring your questions', text: 'Write your questions down before a visit and ask them.' },
    ],
    aboutFallback: [(n) => `Questions about ${n} and your care are welcome.`],
    closings: [
      { heading: () => 'Questions about a visit?', text: (n) => `${n} is happy to hear from you.` },
      { heading: (n) => `Contact ${n}`, text: () => 'Get in touch whenever you are ready.' },
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
    leads: [() => 'Have a look at what we sell.', () => 'See what is in the shop.'],
    taglines: [() => 'Have a look around', () => 'In the shop', () => 'Take a look'],
    highlights: [
      { title: 'Ask before you buy', text: 'Not sure which one is right for you? Ask us.' },
      { title: 'Happy to help', text: 'Questions about a product are welcome.' },
      { title: 'Looking for something?', text: 'Cannot see what you are looking for? Ask us.' },
    ],
    aboutFallback: [(n) => `Questions about anything ${n} sells are welcome.`],
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
      id: 'working-together',
      nav: 'Working together',
      heading: 'Working together',
      steps: [
        { title: 'Tell me about it', text: 'Share your idea and what you hope it will become.' },
        { title: 'Ask your questions', text: 'Ask what is possible before you decide.' },
        { title: 'Go ahead', text: 'Go ahead when you are ready.' },
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
    leads: [() => 'A look at the work, and how to get in touch.', () => 'See the work and talk about your idea.', () => 'Have a look at the work.'],
    // Not "Work and commissions": an artist may take none (docs/decisions/255).
    taglines: [() => 'Have a look', () => 'Say hello'],
    highlights: [
      { title: 'Start with your idea', text: 'Share your idea and what you hope it will become.' },
      { title: 'Talk it through', text: 'Tell us what you have in mind and ask what is possible.' },
      { title: 'Questions welcome', text: 'Ask anything before you decide.' },
    ],
    aboutFallback: [(n) => `Have a project in mind? Tell ${n} about it.`],
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
      texts: [(n) => `Questions about ${n}? Get in touch.`, (n) => `Want to know more about ${n}? Get in touch.`],
    },
    bookAction: 'Get started',
    heroHeadings: [(n) => n, (n) => `Meet ${n}`],
    leads: [() => 'What it does, and how to get started.', () => 'See what it does.'],
    taglines: [() => 'See what it does', () => 'Have a look', () => 'Questions welcome'],
    highlights: [
      { title: 'Questions welcome', text: 'Ask about what it does before you decide.' },
      { title: 'Tell us how you work', text: 'Tell us what you need it for and ask whether it fits.' },
      { title: 'Say hello', text: 'Feedback and questions are welcome.' },
    ],
    aboutFallback: [(n) => `Questions about ${n} are welcome.`],
    closings: [
      { heading: () => 'Ready to get started?', text: (n) => `Find out what ${n} can do for you.` },
      { heading: (n) => `Questions about ${n}?`, text: () => 'We would love to hear from you.' },
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
        { title: 'Get in touch', text: 'Tell us what you need.' },
        { title: 'Ask your questions', text: 'Ask about anything before you decide.' },
        { title: 'Go ahead', text: 'Go ahead when you are ready.' },
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
    leads: [() => 'What we do and how to reach us.', () => 'Tell us what you need.', () => 'An overview of what we do.'],
    taglines: [() => 'Talk to us', () => 'Questions welcome', () => 'Tell us what you need', () => 'Welcome'],
    highlights: [
      { title: 'Ask first', text: 'Ask us anything before you decide.' },
      { title: 'Tell us what you need', text: 'Describe what you are looking for and ask what is possible.' },
      { title: 'Questions welcome', text: 'Questions about what we do are welcome.' },
    ],
    aboutFallback: [(n) => `Questions about ${n} and what it does are welcome.`],
    closings: [
      { heading: () => 'Let us talk about your goals', text: (n) => `${n} is happy to hear from you.` },
      { heading: () => 'Start the conversation', text: (n) => `Get in touch with ${n}.` },
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
        { title: 'Ask your questions', text: 'Ask about anything before you start.' },
        { title: 'Start learning', text: 'Join when you are ready.' },
      ],
    },
    faq: { id: 'faq', nav: 'FAQ', heading: 'Questions from learners' },
    contact: {
      id: 'contact',
      nav: 'Contact',
      heading: 'Enrol or ask a question',
      subject: 'Enrolment enquiry',
      texts: [(n) => `Get in touch with ${n} to enrol or to ask a question.`, (n) => `Questions about learning at ${n}? Get in touch.`],
    },
    bookAction: 'Enrol online',
    heroHeadings: [(n) => n, (n) => `Learn with ${n}`],
    leads: [() => 'What you can learn and how to start.', () => 'Questions about learning are welcome.'],
    taglines: [() => 'Start learning', () => 'Questions welcome', () => 'Have a look'],
    highlights: [
      { title: 'Questions welcome', text: 'Ask anything, whatever your level.' },
      { title: 'Tell us your level', text: 'Tell us where you are starting from and what you would like to learn.' },
      { title: 'Ask before you start', text: 'Questions about a course are welcome.' },
    ],
    aboutFallback: [(n) => `Questions about learning at ${n} are welcome.`],
    closings: [
      { heading: () => 'Start learning', text: (n) => `Get in touch with ${n}.` },
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
        { title: 'Ask your questions', text: 'Ask about anything before you decide.' },
        { title: 'Go ahead', text: 'Go ahead when you are ready.' },
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
    leads: [() => 'What we do and how to reach us.', () => 'Tell us what you need.', () => 'An overview of what we do.'],
    taglines: [() => 'Welcome', () => 'Good to meet you'],
    highlights: [
      { title: 'Ask first', text: 'Ask us anything before you decide.' },
      { title: 'Tell us what you need', text: 'Describe what you are looking for.' },
      { title: 'Questions welcome', text: 'Questions are welcome.' },
    ],
    aboutFallback: [(n) => `Questions about ${n} are welcome.`],
    closings: [{ heading: () => 'Let us help', text: (n) => `${n} is happy to hear from you.` }],
    icon: 'star',
  },
};
