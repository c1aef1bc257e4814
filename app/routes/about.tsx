import type { MetaFunction } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { Icon, type IconName } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { staticPageHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'About',
    'Fairstack builds AI tools that are fair, transparent and priced honestly: websites for small businesses and privacy-first smart-building tools.',
  );
export const headers = staticPageHeaders;

const PRINCIPLES: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Fair prices',
    text: 'One price per website, shown before you pay. We only earn when we deliver.',
    icon: 'scale',
  },
  {
    title: 'Honest output',
    text: 'Generated text makes claims a customer can check. No invented reviews, awards or numbers.',
    icon: 'sparkles',
  },
  {
    title: 'Your data stays yours',
    text: 'What you write builds your website and nothing else. It never trains AI models.',
    icon: 'lock',
  },
  {
    title: 'Privacy in buildings',
    text: 'Our smart-building tools count and aggregate; they never identify the people inside.',
    icon: 'building',
  },
];

const MILESTONES = [
  { year: '2023', text: 'Founded by engineers and ethicists who wanted AI to work for small businesses, not on them.' },
  { year: '2024', text: 'Launched pay-per-generation websites and the community app store.' },
  { year: '2025', text: 'Opened the smart-building toolkit, starting with the Redactor.' },
] as const;

export default function About() {
  return (
    <>
      <PageHeader eyebrow="Company" title="About Fairstack">
        We believe AI should be fair to the people who use it: clear prices, honest output and data that stays yours.
        Fairstack generates complete websites for small businesses and offers privacy-first tools for smart buildings.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <section aria-labelledby="principles">
          <h2 id="principles" className="text-2xl font-bold">
            What we stand for
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PRINCIPLES.map((p) => (
              <li key={p.title} className="card">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name={p.icon} />
                </span>
                <h3 className="mt-4 font-semibold">{p.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{p.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="story" className="mt-16 grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="story" className="text-2xl font-bold">
              Our story
            </h2>
            <p className="mt-4 text-slate-700">
              Small businesses were being sold AI website builders with monthly fees that never ended and copy nobody
              could check. We started Fairstack to offer the opposite: one honest price per website, output you can
              trust, and a site you own.
            </p>
            <p className="mt-4 text-slate-700">
              The same principles led us to smart buildings, where data about people is everywhere. Our toolkit helps
              facilities teams save energy and use space better without turning buildings into surveillance systems.
            </p>
          </div>
          <ol className="space-y-4 border-l-2 border-brand-100 pl-6">
            {MILESTONES.map((m) => (
              <li key={m.year}>
                <p className="font-bold text-brand-700">{m.year}</p>
                <p className="text-slate-700">{m.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="join"
          className="card mt-16 flex flex-col items-start gap-4 bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="join" className="text-xl font-semibold">
              Work with us
            </h2>
            <p className="mt-1 text-slate-700">We are hiring remote engineers, designers and community builders.</p>
          </div>
          <div className="flex gap-2">
            <Link to="/careers" className="btn-primary">
              See open positions
            </Link>
            <Link to="/contact" className="btn-secondary">
              Contact us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
