/** A template as the landing's gallery shows it (the public shape of GET /api/templates). */
export type TemplateCard = {
  id: number | null;
  name: string;
  description: string;
  category: string;
  basePrice: string;
  features: string[];
  /** The admin's picture, when set (server templates only). */
  imageUrl?: string | null;
};

/** Only this many features per template card. */
export const TEMPLATE_FEATURES_PER_CARD = 2;

/** Shown when the server returns no templates. `id: null`: they are not in the database. */
export const FALLBACK_TEMPLATES: readonly TemplateCard[] = [
  {
    id: null,
    name: 'E-commerce Store',
    description: 'A storefront with featured products, collections and a clear path to buy.',
    category: 'E-commerce',
    basePrice: '29.00',
    features: ['Featured products', 'Collections', 'Customer reviews'],
  },
  {
    id: null,
    name: 'Corporate Business',
    description: 'A credible company site: services, team, case studies and contact.',
    category: 'Business',
    basePrice: '35.00',
    features: ['Services overview', 'Team profiles', 'Case studies'],
  },
  {
    id: null,
    name: 'Creative Portfolio',
    description: 'A gallery-first site for designers, photographers and makers.',
    category: 'Portfolio',
    basePrice: '25.00',
    features: ['Work gallery', 'About the artist', 'Commissions'],
  },
  {
    id: null,
    name: 'Restaurant & Dining',
    description: 'Menu, opening hours and reservations for restaurants and cafés.',
    category: 'Restaurant',
    basePrice: '40.00',
    features: ['Menu', 'Opening hours', 'Reservations'],
  },
  {
    id: null,
    name: 'Tech Startup',
    description: 'A product launch site with features, pricing and a waitlist.',
    category: 'Technology',
    basePrice: '50.00',
    features: ['Feature highlights', 'Pricing table', 'Waitlist sign-up'],
  },
  {
    id: null,
    name: 'Healthcare & Medical',
    description: 'Clinics and practices: services, practitioners and appointments.',
    category: 'Healthcare',
    basePrice: '45.00',
    features: ['Services', 'Practitioners', 'Appointments'],
  },
];

/** The gallery: the server's templates (at most six), or the six fallbacks when it has none. */
export function galleryTemplates(fromServer: readonly TemplateCard[], limit = 6): TemplateCard[] {
  return (fromServer.length > 0 ? fromServer : FALLBACK_TEMPLATES).slice(0, limit).map((t) => ({
    ...t,
    features: t.features.slice(0, TEMPLATE_FEATURES_PER_CARD),
  }));
}
