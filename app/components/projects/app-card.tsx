import { isRated, NOT_RATED, type ShowcaseApp } from '~core/content/showcase';
import { AppIcon } from './app-icon';
import { Icon } from '../icons';
import { SitePicture } from '../site-picture';

const users = new Intl.NumberFormat('en-US');
const published = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** One showcase entry: icon, name, category, description, features, rating, users, Visit and Preview. */
export function AppCard({ app }: { app: ShowcaseApp }) {
  const headingId = `${app.key}-name`;
  return (
    <li className="card flex flex-col" aria-labelledby={headingId} data-testid="app-card" data-built-in={app.builtIn}>
      {app.imageUrl ? <SitePicture src={app.imageUrl} className="mb-4" /> : null}
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
        {isRated(app) ? (
          <>
            <span className="inline-flex items-center gap-1">
              <Icon name="star" className="h-4 w-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">Rated </span>
              {app.rating}
              <span className="sr-only"> out of 5</span>
            </span> · {users.format(app.userCount)} users
          </>
        ) : (
          <>
            {NOT_RATED}
            {app.userCount > 0 ? ` · ${users.format(app.userCount)} users` : null}
          </>
        )}
      </p>
      <div className="mt-auto pt-4">
        <div className="flex gap-2">
          <a href={app.url} target="_blank" rel="noopener" className="btn-primary flex-1">
            Visit<span className="sr-only"> {app.name} (opens in a new tab)</span>
          </a>
        </div>
        {/* Our pages refuse to be framed (X-Frame-Options: DENY), so Preview is a quick look on this page. */}
        <details className="mt-2">
          <summary className="btn-secondary w-full cursor-pointer list-none">
            Preview<span className="sr-only"> {app.name}</span>
          </summary>
          <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm" data-testid="app-preview">
            <dl className="space-y-1">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Address</dt>
                <dd className="font-mono text-xs [overflow-wrap:anywhere]">{app.url}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Category</dt>
                <dd>{app.category}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Rating</dt>
                <dd>{isRated(app) ? `${app.rating} of 5` : NOT_RATED}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-700">Users</dt>
                <dd>{users.format(app.userCount)}</dd>
              </div>
              {app.createdAt ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-700">Published</dt>
                  <dd>{published.format(new Date(app.createdAt))}</dd>
                </div>
              ) : null}
            </dl>
            <p className="pt-2">
              <a href={app.url} className="font-medium text-brand-700 underline">
                Open {app.name} here
              </a>
            </p>
          </div>
        </details>
      </div>
    </li>
  );
}
