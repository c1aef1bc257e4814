import { Link } from '@remix-run/react';
import { DAY_STATUS_LABELS } from '~core/lib/facts/form';
import { DAY_NAMES, DAYS, hasNoFacts, type BusinessFacts, type DayHours } from '~core/lib/facts/schema';
import { timetableRows } from '~core/lib/generation/facts-text';

function dayText(hours: DayHours): string {
  if (hours.status === 'open') return hours.intervals.map((i) => `${i.open}–${i.close}`).join(', ');
  return DAY_STATUS_LABELS[hours.status];
}

/**
 * The confirmed facts in short, with the way back to correct them (checkout, the project page). Unconfirmed
 * facts (null) get a prompt to check them instead (docs/decisions/143).
 */
export function FactsSummary({ facts, correctAt }: { facts: BusinessFacts | null; correctAt: string | null }) {
  const link = correctAt ? (
    <Link to={correctAt} className="font-medium text-brand-700 underline">
      {facts ? 'Correct your facts' : 'Check what we understood'}
    </Link>
  ) : null;
  if (!facts) {
    return (
      <div className="text-sm text-slate-700">
        <p>You have not confirmed your business facts yet. Without them the site uses what we read in your description.</p>
        {link ? <p className="mt-2">{link}</p> : null}
      </div>
    );
  }
  const c = facts.contact;
  const days = facts.hours ? DAYS.filter((d) => facts.hours!.days[d]) : [];
  const rows: [string, string][] = [
    ['Offerings', facts.offerings.map((o) => (o.price ? `${o.name} (${o.price})` : o.name)).join(', ')],
    ['Opening hours', facts.hours?.appointmentOnly ? 'By appointment only' : ''],
    ...days.map((d): [string, string] => [DAY_NAMES[d], dayText(facts.hours!.days[d]!)]),
    ['Hours note', facts.hours?.note ?? ''],
    // A service's hours, under its label, on one line (docs/decisions/251).
    ...facts.serviceHours.map((s): [string, string] => [
      s.label,
      DAYS.filter((d) => s.days[d])
        .map((d) => `${DAY_NAMES[d]} ${dayText(s.days[d]!)}`)
        .join('; '),
    ]),
    // The confirmed timetable on one line, in the site's order (docs/decisions/267).
    ['Timetable', timetableRows(facts.timetable).map((r) => `${r.name} ${r.time} ${r.activity}`).join('; ')],
    ['E-mail', c.email ?? ''],
    ['Phone', c.phone ?? ''],
    ['Address', c.address ?? ''],
    ['Booking or shop link', c.bookingUrl ?? ''],
    ['People', facts.people.map((p) => (p.role ? `${p.name}, ${p.role}` : p.name)).join('; ')],
    ['City or area', facts.place ?? ''],
    ['Social links', facts.social.join(', ')],
  ];
  const shown = rows.filter(([, v]) => v);
  return (
    <div className="text-sm">
      {hasNoFacts(facts) ? (
        <p className="text-slate-700">No facts confirmed: the site will state no offerings, hours, contact details or names.</p>
      ) : (
        <dl className="space-y-1" data-testid="facts-summary">
          {shown.map(([label, value], i) => (
            <div key={i} className="flex justify-between gap-4">
              <dt className="shrink-0 text-slate-700">{label}</dt>
              <dd className="text-right text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {link ? <p className="mt-3">{link}</p> : null}
    </div>
  );
}
