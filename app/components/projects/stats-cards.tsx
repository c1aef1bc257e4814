import { formatUsd } from '~core/lib/money';
import type { DashboardStats } from '~core/lib/projects';

/** The dashboard counts. */
export function StatsCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: 'Websites Generated', value: String(stats.websitesGenerated), testId: 'stat-generated' },
    { label: 'Total Spent', value: formatUsd(stats.totalSpentCents), testId: 'stat-spent' },
    { label: 'Active Projects', value: String(stats.activeProjects), testId: 'stat-active' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((c) => (
        <div key={c.label} className="card">
          <dt className="text-sm font-medium text-slate-700">{c.label}</dt>
          <dd className="mt-2 text-3xl font-bold text-slate-900" data-testid={c.testId}>
            {c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
