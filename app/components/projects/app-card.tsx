import type { ShowcaseApp } from '~/content/showcase';
import { AppIcon } from './app-icon';

const users = new Intl.NumberFormat('en-US');

/** One showcase entry: icon, name, category, description, features, rating, users, Visit and Preview. */
export function AppCard({ app }: { app: ShowcaseApp }) {
  const headingId = `${app.key}-name`;
  return (
    <li className="card flex flex-col" aria-labelledby={headingId} data-testid="app-card" data-built-in={app.builtIn}>
      <div className="flex items-start gap-4">
        <AppIcon type={app.iconType} color={app.color} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {app.name}
          </h2>
          <p className="text-sm text-slate-700">
            {app.category}
            {app.builtIn ? ' · Built-in' : ''}
          </p>
        </div>
      </div>
      {app.description ? <p className="mt-3 text-sm text-slate-700">{app.description}</p> : null}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Features of ${app.name}`}>
        {app.features.map((f) => (
          <li key={f} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
            {f}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        <span aria-label={`Rated ${app.rating} out of 5`}>★ {app.rating}</span> · {users.format(app.userCount)} users
      </p>
      <div className="mt-auto pt-4">
        <div className="flex gap-2">
          <a href={app.url} target="_blank" rel="noopener" className="btn-primary flex-1">
            Visit<span className="sr-only"> {app.name} (opens in a new tab)</span>
          </a>
        </div>
        <details className="mt-2 group">
          <summary className="btn-secondary w-full cursor-pointer list-none">
            Preview<span className="sr-only"> {app.name}</span>
          </summary>
          <iframe
            src={app.url}
            title={`Preview of ${app.name}`}
            loading="lazy"
            sandbox="allow-same-origin"
            className="mt-2 h-64 w-full rounded-md border border-slate-200"
          />
        </details>
      </div>
    </li>
  );
}
