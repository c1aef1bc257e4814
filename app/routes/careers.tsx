import type { MetaFunction } from '@remix-run/cloudflare';
import { PageHeader } from '~/components/page-header';
import { applyHref, BENEFITS, GENERAL_APPLICATION_HREF, POSITIONS } from '~/content/careers';
import { staticPageHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta('Careers', 'Join Fairstack: remote, full-time roles in AI ethics, engineering, community and design.');
export const headers = staticPageHeaders;

export default function Careers() {
  return (
    <>
      <PageHeader eyebrow="Company" title="Careers at Fairstack">
        Help us make AI fair for the people who use it. Every role is remote and full-time.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <section aria-labelledby="benefits">
          <h2 id="benefits" className="text-2xl font-bold">
            Benefits
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map((b) => (
              <li key={b.title} className="card">
                <h3 className="font-semibold">{b.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{b.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="positions" className="mt-16">
          <h2 id="positions" className="text-2xl font-bold">
            Open positions
          </h2>
          <ul className="mt-6 space-y-4">
            {POSITIONS.map((p) => (
              <li
                key={p.title}
                className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between"
                data-testid="position"
              >
                <div>
                  <h3 className="text-lg font-semibold">{p.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">
                    {p.team} · {p.location} · {p.type}
                  </p>
                  <p className="mt-2 max-w-2xl text-slate-700">{p.description}</p>
                </div>
                <a href={applyHref(p)} className="btn-primary shrink-0">
                  Apply Now<span className="sr-only">: {p.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="general" className="card mt-16 bg-slate-50 text-center">
          <h2 id="general" className="text-xl font-semibold">
            Don&apos;t see your role?
          </h2>
          <p className="mt-2 text-slate-700">Tell us what you would bring. We read every application.</p>
          <a href={GENERAL_APPLICATION_HREF} className="btn-secondary mt-4">
            Get in Touch
          </a>
        </section>
      </div>
    </>
  );
}
