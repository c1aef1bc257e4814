/** The help center's questions. The search box filters these (`/help-center?q=...`). */
export type FaqEntry = { id: string; category: string; question: string; answer: string };

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'what-is-fairstack',
    category: 'Getting started',
    question: 'What is Fairstack?',
    answer:
      'Fairstack generates complete websites with AI. You describe your business, see the full price, pay once, and the site is generated for you. You can then view it at its own address and publish it to the app store.',
  },
  {
    id: 'how-to-start',
    category: 'Getting started',
    question: 'How do I create my first website?',
    answer:
      'Sign in with Google or GitHub, choose Create Website, fill in your business name, type and a description, optionally pick a template, and continue to checkout. After payment, choose Generate Website with AI on your dashboard.',
  },
  {
    id: 'price',
    category: 'Billing',
    question: 'How much does a website cost?',
    answer:
      'You pay per generation, with no subscription. The base price is {base} without a template, or the template price, plus a {feePercent} platform service fee. The default total is {total}, and you always see the full amount before you pay.',
  },
  {
    id: 'subscription',
    category: 'Billing',
    question: 'Is there a subscription or a recurring charge?',
    answer: 'No. Each website is a one-time payment. Nothing renews and there is nothing to cancel.',
  },
  {
    id: 'generation-time',
    category: 'Generation',
    question: 'How long does generation take?',
    answer:
      'Most websites are ready in up to 30 seconds. Complex sites can take 2-3 minutes. Your dashboard shows the progress and updates by itself.',
  },
  {
    id: 'generation-failed',
    category: 'Generation',
    question: 'What happens if a generation fails?',
    answer:
      'The project shows "Generation failed - please try again" with a Try Again button. Trying again does not charge you a second time.',
  },
  {
    id: 'publish',
    category: 'Publishing',
    question: 'How do I publish my site to the app store?',
    answer:
      'When a project is completed, choose Publish to Store on your dashboard, give it a name, description, category and a few features, and it appears in the app store with a Published badge.',
  },
  {
    id: 'custom-domain',
    category: 'Publishing',
    question: 'Can I use my own domain?',
    answer:
      'Yes. Follow the domain setup guide: buy a domain from a registrar, add the DNS records we list, and allow 24-48 hours for DNS to propagate.',
  },
  {
    id: 'data-privacy',
    category: 'Privacy',
    question: 'Is my business description used to train AI models?',
    answer:
      'No. What you write is used to generate your website and nothing else. Our privacy policy explains what we collect, why, and how to ask for it to be deleted.',
  },
  {
    id: 'redactor',
    category: 'Smart buildings',
    question: 'What does the Redactor remove from my documents?',
    answer:
      'Building IDs and unit numbers, floor and room identifiers, property addresses, HVAC identifiers, sensor IDs and readings, energy usage figures, e-mail addresses, phone numbers, social security numbers and other personal identifiers.',
  },
  {
    id: 'api-limits',
    category: 'API',
    question: 'Are there limits on the API?',
    answer:
      'Yes: 100 requests per minute per user, 10 website generations per hour and 1000 API calls per day. Every response carries rate-limit headers with the limit, the remaining requests and the reset time.',
  },
  {
    id: 'contact-support',
    category: 'Support',
    question: 'How do I reach a person?',
    answer:
      'Use the contact page or e-mail our support team. We answer within one business day, and legal requests within 5-7 business days.',
  },
];

/**
 * Entries matching every word of the query in their question, answer or category (case-insensitive).
 * The same function runs on the server (GET form without JavaScript) and in the browser as you type.
 */
export function searchFaq(query: string, entries: readonly FaqEntry[] = FAQ): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const text = `${e.question} ${e.answer} ${e.category}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The query as the page uses it: trimmed and at most 100 characters. */
export function normalizeFaqQuery(value: string | null): string {
  return (value ?? '').trim().slice(0, 100);
}
