import type { MetaFunction } from '@remix-run/cloudflare';

export const meta: MetaFunction = () => [
  { title: 'About | Fairstack' },
  { name: 'description', content: 'Fairstack builds AI tools that are fair, transparent and priced honestly.' },
];

export default function About() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold">About Fairstack</h1>
      <p className="mt-6 text-lg text-slate-700">
        We believe AI should be fair to the people who use it: clear prices, honest output and data that stays yours.
        Fairstack generates complete websites for small businesses and offers privacy-first tools for smart buildings.
      </p>
    </article>
  );
}
