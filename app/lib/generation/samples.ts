import { buildBrief, type BriefInput, type SiteBrief } from './brief';

/**
 * Sample businesses of every kind, shared by the unit tests, the HTML validator test, the browser
 * tests and the benchmarks. Two per kind, so tests can check that they differ.
 */
export const SAMPLE_INPUTS: Omit<BriefInput, 'siteUrl' | 'generatedAt'>[] = [
  { name: 'Harbor Street Bakery', businessType: 'Restaurant', templateName: 'Restaurant & Dining', templateCategory: 'Restaurant', description: 'Sourdough, pastries and coffee by the harbour since 1998. A family bakery where the ovens start at four every morning.', requirements: 'We are dog-friendly. Outdoor seating in summer.', ownerEmail: 'hello@harborstreet.example' },
  { name: 'La Piazza Trattoria', businessType: 'Restaurant', templateName: 'Restaurant & Dining', templateCategory: 'Restaurant', description: 'Handmade pasta, wood-fired pizza and Sicilian desserts in the old town.', requirements: '', ownerEmail: 'ciao@lapiazza.example' },
  { name: 'Northwind Physio', businessType: 'Healthcare', templateName: null, templateCategory: null, description: 'Sports physiotherapy and rehabilitation clinic.', requirements: 'Call us on +1 555 010 2040.', ownerEmail: 'care@northwind.example' },
  { name: 'Brightsmile Dental', businessType: 'Healthcare', templateName: 'Healthcare & Medical', templateCategory: 'Healthcare', description: 'Family dentistry, teeth whitening and gentle check-ups for nervous patients.', requirements: 'Include FAQ', ownerEmail: 'team@brightsmile.example' },
  { name: 'Clay & Kiln', businessType: 'E-commerce', templateName: 'E-commerce Store', templateCategory: 'E-commerce', description: 'Handmade ceramic mugs, plates and planters, glazed in small batches.', requirements: '', ownerEmail: 'shop@clayandkiln.example' },
  { name: 'Trailhead Outfitters', businessType: 'E-commerce', templateName: 'E-commerce Store', templateCategory: 'E-commerce', description: 'Lightweight tents, backpacks and trail shoes for weekend hikers.', requirements: 'Make it green', ownerEmail: 'orders@trailhead.example' },
  { name: 'Mara Lindqvist Studio', businessType: 'Portfolio', templateName: 'Creative Portfolio', templateCategory: 'Portfolio', description: 'Illustration, book covers and editorial portraits.', requirements: '', ownerEmail: 'studio@maralindqvist.example' },
  { name: 'Okafor Photography', businessType: 'Portfolio', templateName: 'Creative Portfolio', templateCategory: 'Portfolio', description: 'Wedding photography, street portraits and architectural photography across West Africa.', requirements: 'Use a dark theme', ownerEmail: 'book@okafor.example' },
  { name: 'Ledgerly', businessType: 'Technology', templateName: 'Tech Startup', templateCategory: 'Technology', description: 'Automatic bookkeeping for freelancers. Connect your bank, snap receipts, and file taxes on time.', requirements: '', ownerEmail: 'founders@ledgerly.example' },
  { name: 'Quillbot Labs', businessType: 'Technology', templateName: 'Tech Startup', templateCategory: 'Technology', description: 'Code review assistant, test generation and release notes for small teams.', requirements: 'Include pricing and FAQ', ownerEmail: 'hi@quillbot.example' },
  { name: 'Meridian Advisory', businessType: 'Business', templateName: 'Corporate Business', templateCategory: 'Business', description: 'Financial planning, tax strategy and succession planning for family businesses.', requirements: '', ownerEmail: 'office@meridian.example' },
  { name: 'Greenway Facilities', businessType: 'Business', templateName: null, templateCategory: null, description: 'Office cleaning, maintenance and energy audits for commercial buildings.', requirements: 'Blue colours please', ownerEmail: 'contact@greenway.example' },
  { name: 'Riverbend Music School', businessType: 'Education', templateName: null, templateCategory: null, description: 'Piano lessons, guitar lessons and music theory for children and adults.', requirements: '', ownerEmail: 'learn@riverbend.example' },
  { name: 'Polyglot Corner', businessType: 'Education', templateName: null, templateCategory: null, description: 'Spanish, French and Japanese conversation classes in small groups.', requirements: 'Include opening hours', ownerEmail: 'hola@polyglot.example' },
  { name: 'Fix-It Felix Repairs', businessType: 'Other', templateName: null, templateCategory: null, description: 'Bicycle repairs, phone screen replacement and small appliance fixes.', requirements: '', ownerEmail: 'felix@fixit.example' },
  { name: 'Empty Description Co', businessType: 'Other', templateName: null, templateCategory: null, description: '', requirements: '', ownerEmail: 'owner@empty.example' },
];

export function sampleBriefs(siteUrl = 'https://fairstack.example/sites/sample/', generatedAt = Date.UTC(2026, 10, 23)): SiteBrief[] {
  return SAMPLE_INPUTS.map((input, i) => buildBrief({ ...input, siteUrl: siteUrl.replace('sample', `sample-${i + 1}`), generatedAt }));
}

/** Descriptions that must come out as text, never as markup. */
export const HOSTILE_DESCRIPTIONS = [
  '<script>alert("x")</script><img src=x onerror=alert(1)> "quotes" & \'apostrophes\' </p></section></body>',
  'We ❤️ coffee ☕ and 🥐 croissants — 👩‍🍳 chef-owned since 2001!',
  'مخبز عائلي يقدم الخبز الطازج والحلويات العربية منذ عام ١٩٩٨. نرحب بكم كل يوم.',
  'עברית: מאפייה משפחתית עם לחם טרי בכל בוקר',
  `${'Long description with many words. '.repeat(290)}`.slice(0, 10_000),
  'x'.repeat(10_000),
  '\u0000\u0007control\u0085 chars\uFFFE and a lone \uD800 surrogate',
  '{{template}} ${injection} `backticks` </script><!-- comment -->',
];
