/** Blog posts and categories. Category filters travel in the query string (`/blog?category=ai-ethics`). */
export const BLOG_CATEGORIES = [
  { slug: 'all', label: 'All' },
  { slug: 'ai-ethics', label: 'AI Ethics' },
  { slug: 'technology', label: 'Technology' },
  { slug: 'company', label: 'Company' },
  { slug: 'community', label: 'Community' },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];
export type BlogCategoryLabel = Exclude<(typeof BLOG_CATEGORIES)[number]['label'], 'All'>;

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, shown as e.g. 'January 15, 2025'. */
  date: string;
  category: BlogCategoryLabel;
  readTime: string;
  featured: boolean;
  body: string[];
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'what-fair-ai-means-for-small-business',
    title: 'What fair AI means for a small business website',
    excerpt:
      'Fair AI is not a slogan: it is a price you see before you pay, copy you can check, and a site you own outright. Here is how we hold ourselves to it.',
    author: 'Maya Okafor',
    date: '2025-01-15',
    category: 'AI Ethics',
    readTime: '6 min read',
    featured: true,
    body: [
      'When a bakery or a physiotherapy practice asks an AI to build its website, the power sits almost entirely on one side. The business cannot see how the text was produced, what it will cost next month, or whether the claims on the page are true. We started Fairstack to move some of that power back.',
      'Fairness starts with the price. Every website costs the same transparent amount: a base price of {base} (or the template price) plus a {feePercent} service fee, shown in full before you pay. There is no subscription, no renewal you forgot about and no upsell hidden behind a button.',
      'Fairness continues with the content. Our generator is instructed to write plain-language claims that a customer can check, never invented reviews or awards. If the AI does not know something about your business, it leaves a clearly marked gap for you to fill rather than making it up.',
      'Finally, fairness means ownership. The site you paid for is yours: you can publish it to the app store, keep it private, or take the files anywhere. We think that is what a paying customer should expect, and we think it is what AI should deliver.',
    ],
  },
  {
    slug: 'how-we-generate-a-site-in-thirty-seconds',
    title: 'How we generate a complete site in thirty seconds',
    excerpt:
      'A look inside the generation pipeline: one run per project at the edge, streaming progress to your dashboard and storing every version.',
    author: 'Jonas Lindqvist',
    date: '2025-01-08',
    category: 'Technology',
    readTime: '8 min read',
    featured: false,
    body: [
      'Most sites are ready in about thirty seconds; complex ones can take two to three minutes. That speed comes from doing the work close to you: every generation run lives at the network edge, next to the data it needs.',
      'Each project gets exactly one run at a time, so a double click can never start two generations or charge twice. The run reports its progress as it goes, which is what moves the progress bar on your dashboard.',
      'Every finished site is stored as a version. If a regeneration is not to your taste, the previous version is still there, and nothing is ever overwritten in place.',
    ],
  },
  {
    slug: 'pay-per-generation-no-subscription',
    title: 'Why we chose pay per generation over subscriptions',
    excerpt:
      'Subscriptions are good for the company and often bad for the customer. We decided to charge once per website, and here is the maths behind it.',
    author: 'Priya Raman',
    date: '2024-12-18',
    category: 'Company',
    readTime: '5 min read',
    featured: false,
    body: [
      'A small business that needs one website should pay for one website. That sounds obvious, yet most website builders charge every month for as long as the site exists.',
      'We charge per generation: the base price plus a {feePercent} service fee, {total} in total by default. The fee pays for the AI, the hosting of the generator and the people who answer your e-mails.',
      'It means we only earn when we deliver something. We think that keeps us honest.',
    ],
  },
  {
    slug: 'community-showcase-first-hundred-sites',
    title: 'Community showcase: the first hundred published sites',
    excerpt:
      'From a harbour-side bakery to a rural veterinary clinic, creators have published their sites to the app store. A few favourites and what made them work.',
    author: 'Sam Achterberg',
    date: '2024-12-02',
    category: 'Community',
    readTime: '4 min read',
    featured: false,
    body: [
      'Publishing to the app store is optional, and we were moved by how many creators chose to share their sites with others.',
      'The sites that work best have one thing in common: a clear, specific description going in. "Sourdough bakery by the harbour, open from 7, known for cardamom buns" produces a far better site than "a bakery".',
      'Thank you to everyone who published. If you would like your site featured in a future post, reply to our newsletter.',
    ],
  },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'January 15, 2025', identical on the server and in the browser (no locale or time-zone dependence). */
export function formatPostDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** The category for a query-string value; anything unknown (or absent) means All. */
export function blogCategoryFrom(value: string | null): (typeof BLOG_CATEGORIES)[number] {
  return BLOG_CATEGORIES.find((c) => c.slug === value) ?? BLOG_CATEGORIES[0];
}

export function postsInCategory(slug: BlogCategorySlug, posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  const category = blogCategoryFrom(slug);
  return category.slug === 'all' ? [...posts] : posts.filter((p) => p.category === category.label);
}

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}
