export type DemoStep = { title: string; text: string; visual: readonly string[] };

/**
 * The four steps of the core flow the demo walks through; prices are placeholders for the live price
 * (app/content/prices.ts), `{wait}` for the configured provider's wait, in the words of its toast (app/lib/generation/wait.ts).
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'Describe your business',
    text: 'Business name, type and a few sentences about what makes you different. Pick a template if you like.',
    visual: [
      'Business Name: Harbor Street Bakery',
      'Type: Restaurant',
      'Sourdough and cardamom buns by the harbour since 1998.',
    ],
  },
  {
    title: 'See the full price',
    text: 'Base price plus a {feePercent} service fee, shown before you pay. No subscription.',
    visual: ['Base price  ${base}', 'Service fee ({feePercent})  ${fee}', 'Total  ${total}'],
  },
  {
    title: 'AI builds your site',
    text: '{wait}, and your dashboard shows the progress live.',
    visual: ['AI is creating your website...', 'Writing your menu page', 'Your website is ready!'],
  },
  {
    title: 'Publish and share',
    text: 'Visit your site at its own address and, if you want, publish it to the app store.',
    visual: ['harbor-street-bakery.sites.fairstack.app', 'Publish to Store', 'Published'],
  },
];
