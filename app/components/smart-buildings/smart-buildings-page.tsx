import { Link } from '@remix-run/react';
import { TALK_TO_KIT_HREF } from '~/content/smart-buildings';
import { isToolOpen, LANDING_TOOLS, STATUS_BADGE_CLASS, toolHref } from '~/content/tools';
import type { NewsletterResult } from '~core/lib/schemas/newsletter-messages';
import { Icon, type IconName } from '../icons';
import { NewsletterForm } from '../newsletter-form';
import { SmartNav } from './smart-nav';

const VALUE_CARDS: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Privacy first',
    text: 'Personal and building data is redacted or aggregated before anything is stored or shared.',
    icon: 'lock',
  },
  {
    title: 'Measurable savings',
    text: '15-30% lower energy costs and 25% better space utilisation in typical offices.',
    icon: 'chart',
  },
  {
    title: 'Your infrastructure',
    text: 'Run on-premise, in a hybrid cloud or as SaaS. Your data stays where your rules say.',
    icon: 'server',
  },
];

const TOOL_ICONS: Record<(typeof LANDING_TOOLS)[number]['slug'], IconName> = {
  redactor: 'shield',
  occupancy: 'users',
  energy: 'zap',
  playbooks: 'briefcase',
};

const STEPS = [
  { title: 'Connect', text: 'Read-only links to your BMS, meters and sensors. No new hardware to start.' },
  { title: 'Analyze', text: 'Occupancy, energy and comfort, with personal data removed at the source.' },
  { title: 'Act', text: 'Pick the changes with the best savings for the least disruption, and measure them.' },
] as const;

const TRUST_POINTS = [
  'No cameras, badges or personal devices tracked',
  'Redaction runs before data leaves your site',
  'Read-only access to building systems during pilots',
  'Single sign-on and a full audit log',
] as const;

/** The alternate smart-building landing, at /smart-buildings and at / with LANDING=smart-buildings. */
export function SmartBuildingsPage({
  homeHref,
  newsletter,
}: {
  homeHref: string;
  newsletter?: NewsletterResult | null;
}) {
  return (
    <>
      <SmartNav homeHref={homeHref} />
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-balance-600">
            Privacy-first smart-building tools
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Smarter buildings, without surveillance
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Cut energy costs, use space better and share building data safely, with tools that protect the people
            inside.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/tools" className="btn-primary px-6 py-3 text-base">
              Explore Tools
            </Link>
            <a href={TALK_TO_KIT_HREF} className="btn-secondary px-6 py-3 text-base">
              Talk to KIT
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="text-center text-3xl font-bold">
          Why teams choose us
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUE_CARDS.map((v) => (
            <li key={v.title} className="card">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-teal-100 text-teal-800">
                <Icon name={v.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{v.title}</h3>
              <p className="mt-2 text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tools-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="tools-heading" className="text-center text-3xl font-bold">
            The toolkit
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {LANDING_TOOLS.map((tool) => (
              <li key={tool.slug} className="card flex flex-col" data-testid={`tool-card-${tool.slug}`}>
                <div className="flex items-center justify-between">
                  <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-teal-100 text-teal-800">
                    <Icon name={TOOL_ICONS[tool.slug]} />
                  </span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE_CLASS[tool.status]}`}>
                    {tool.status}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold">{tool.name}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{tool.description}</p>
                {isToolOpen(tool.status) ? (
                  <Link to={toolHref(tool)} className="btn-secondary mt-4">
                    Open {tool.name}
                  </Link>
                ) : (
                  <button type="button" disabled className="btn-secondary mt-4">
                    Coming Soon
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="steps-heading" className="text-center text-3xl font-bold">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-balance-600 text-sm font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="trust-heading" className="bg-slate-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="trust-heading" className="text-3xl font-bold">
              Built for trust
            </h2>
            <p className="mt-4 text-slate-200">
              Facilities, IT and privacy teams sign off on our tools because privacy is the default, not an option. Read
              the{' '}
              <Link to="/playbooks" className="font-semibold text-teal-300 underline">
                privacy and consent playbook
              </Link>
              .
            </p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {TRUST_POINTS.map((p) => (
              <li key={p} className="flex items-start gap-2 rounded-lg bg-white/10 p-4 text-sm">
                <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-teal-300" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sb-cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="sb-cta-heading" className="text-3xl font-bold">
          Start with one building
        </h2>
        <p className="mt-4 text-slate-700">Try the Redactor now, or plan a 30-day pilot with our team.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/redactor" className="btn-primary px-6 py-3 text-base">
            Try Redactor
          </Link>
          <Link to="/contact" className="btn-secondary px-6 py-3 text-base">
            Plan a Pilot
          </Link>
        </div>
      </section>

      <section id="newsletter" aria-label="Newsletter" className="bg-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <NewsletterForm
            result={newsletter}
            description="Smart-building news, new tools and playbooks, at most twice a month."
          />
        </div>
      </section>
    </>
  );
}
