import { Link } from '@remix-run/react';
import type { SessionUser } from '~core/lib/session-user';
import { statusMessage } from '~core/lib/projects';
import type { RecentProject } from '~core/models/home.server';
import { Icon, type IconName } from '../icons';

const QUICK_ACTIONS: { href: string; title: string; text: string; icon: IconName }[] = [
  { href: '/create', title: 'Create Website', text: 'Describe a business and generate its website.', icon: 'sparkles' },
  { href: '/dashboard', title: 'Dashboard', text: 'Follow generations, payments and publishing.', icon: 'chart' },
  { href: '/app-store', title: 'App Store', text: 'See what the community has published.', icon: 'star' },
  { href: '/app-builder', title: 'App Builder', text: 'Design an app in a guided chat.', icon: 'code' },
  { href: '/agent-builder', title: 'Agent Builder', text: 'Set up a customer-service agent.', icon: 'bot' },
  { href: '/redactor', title: 'Redactor', text: 'Mask personal and building data in text.', icon: 'shield' },
];

const STATUS_CLASS: Record<RecentProject['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  generating: 'bg-sky-100 text-sky-900',
  completed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

export function greetingName(user: Pick<SessionUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email || 'there';
}

function ProjectRow({ project }: { project: RecentProject }) {
  const awaitingPayment = project.status === 'pending' && project.paymentStatus === 'pending';
  return (
    <li
      className="card flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="recent-project"
    >
      <div>
        <h3 className="font-semibold text-slate-900">{project.name}</h3>
        <p className="text-sm text-slate-700">
          {project.businessType} · ${project.totalPrice}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASS[project.status]}`}>
            {project.status}
          </span>
          <span className="text-slate-800">{statusMessage(project)}</span>
          {project.isPublishedToStore ? (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
              Published
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {project.status === 'completed' &&
        project.generatedUrl &&
        /^(https?:\/\/|\/(?!\/))/.test(project.generatedUrl) ? (
          <a href={project.generatedUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            View Your Website<span className="sr-only"> {project.name}</span>
          </a>
        ) : null}
        {awaitingPayment ? (
          <Link to={`/checkout/${project.id}`} className="btn-primary">
            Complete payment<span className="sr-only"> for {project.name}</span>
          </Link>
        ) : (
          <Link to="/dashboard" className="btn-secondary">
            Manage<span className="sr-only"> {project.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** The signed-in Home page: greeting, the user's recent projects (newest six) and quick actions. */
export function HomePage({ user, projects }: { user: SessionUser; projects: RecentProject[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <section aria-labelledby="greeting">
        <h1 id="greeting" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Welcome back, {greetingName(user)}
        </h1>
        <p className="mt-2 text-slate-700">Pick up where you left off, or start something new.</p>
      </section>

      <section aria-labelledby="quick-actions-heading" className="mt-10">
        <h2 id="quick-actions-heading" className="text-xl font-semibold">
          Quick actions
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QUICK_ACTIONS.map((a) => (
            <li key={a.href}>
              <Link to={a.href} className="card flex h-full items-start gap-3 transition-colors hover:border-brand-500">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name={a.icon} className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{a.title}</span>
                  <span className="block text-sm text-slate-700">{a.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recent-heading" className="mt-12">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-heading" className="text-xl font-semibold">
            Your recent projects
          </h2>
          {projects.length > 0 ? (
            <Link to="/dashboard" className="text-sm font-semibold text-brand-700 hover:underline">
              See all in the dashboard
            </Link>
          ) : null}
        </div>
        {projects.length === 0 ? (
          <div className="card mt-4 text-center">
            <p className="font-semibold text-slate-900">No projects yet</p>
            <p className="mt-1 text-sm text-slate-700">Describe your business and we will generate its website.</p>
            <Link to="/create" className="btn-primary mt-4">
              Create Website
            </Link>
          </div>
        ) : (
          <ul className="mt-4 space-y-3">
            {projects.map((p) => (
              <ProjectRow key={p.id} project={p} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
