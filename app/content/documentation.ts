/** The documentation page's sections; each has an id so `/documentation#pricing` links straight to it. */
export type DocSection = {
  id: string;
  title: string;
  intro: string;
  steps?: string[];
  points?: string[];
  link?: { href: string; label: string };
};

export const DOC_SECTIONS: readonly DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    intro:
      'Fairstack turns a description of your business into a complete website. You need an account and a few sentences about what you do.',
    steps: [
      'Sign in with Google or GitHub from the Sign In button.',
      'Choose Create Website and enter your business name and type.',
      'Describe the business: what you offer, who for, where, and anything that makes you different.',
      'Optionally choose a template; its category becomes your business type.',
      'Review the price and continue to checkout.',
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing and payment',
    intro: 'You pay once per generation. There is no subscription.',
    points: [
      'Base price: {base} without a template, otherwise the template price.',
      'Platform service fee: {feePercent} of the base price, rounded to cents ({fee} by default).',
      'Total: base plus fee, {total} by default, shown before you pay.',
      'Payment is handled by our card payment provider; we never see your card number.',
    ],
  },
  {
    id: 'generation',
    title: 'Generating your website',
    intro: 'After payment your project says "Payment confirmed - Ready to generate".',
    steps: [
      'Choose Generate Website with AI on the dashboard or the checkout page.',
      'Watch the progress: most sites are ready in up to 30 seconds, complex ones in 2-3 minutes.',
      'When it says "Your website is ready!", choose View Your Website.',
      'If it says "Generation failed - please try again", choose Try Again. You are not charged twice.',
    ],
  },
  {
    id: 'publishing',
    title: 'Publishing to the app store',
    intro: 'A completed website can be shared in the public app store.',
    steps: [
      'Choose Publish to Store on a completed project.',
      'Enter a name, a description, a category and features separated by commas.',
      'The project shows a Published badge and the app appears in the app store.',
    ],
    link: { href: '/app-store', label: 'Browse the app store' },
  },
  {
    id: 'domains',
    title: 'Custom domains',
    intro: 'Serve your website from your own domain with two DNS records. DNS changes take 24-48 hours to propagate.',
    link: { href: '/domain-setup', label: 'Read the domain setup guide' },
  },
  {
    id: 'smart-buildings',
    title: 'Smart-building toolkit',
    intro: 'Privacy-first tools for facilities, IT and privacy teams.',
    points: [
      'Redactor: masks building, sensor and personal data in text you paste or upload (.txt).',
      'Occupancy Insights: anonymous occupancy and capacity figures (demo).',
      'Energy Optimizer: energy, cost and comfort estimates per scenario (demo).',
      'Playbooks: guides for pilots, architectures and consent.',
    ],
    link: { href: '/tools', label: 'See all tools' },
  },
  {
    id: 'api',
    title: 'API',
    intro: 'Create projects and start generations from your own software.',
    points: [
      '100 requests per minute per user.',
      '10 website generations per hour.',
      '1000 API calls per day.',
      'Every response carries rate-limit headers: limit, remaining and reset.',
    ],
    link: { href: '/api-reference', label: 'Open the API reference' },
  },
];
