import type { z } from 'zod';
import { businessFactsSchema, DAYS, FACT_LIMITS, type BusinessFacts, type Day, type DayHours, type TimetableRow } from './schema';

/**
 * The facts form (docs/decisions/143): the "What we understood" step and the site editor's facts form.
 * It works without JavaScript, so everything lives in the posted fields: adding or removing a row is a
 * submit button whose `intent` the server applies before rendering the form again. Field names are the
 * schema's own paths (`offerings.0.name`, `hours.days.mon.intervals.0.open`, `serviceHours.0.label`, `contact.phone`),
 * so an error from `businessFactsSchema` lands on the field that caused it.
 */

export type HoursMode = 'days' | 'appointment' | 'none';
export type DayStatus = 'unstated' | DayHours['status'];
export type IntervalValues = { open: string; close: string };
export type DaysValues = Record<Day, { status: DayStatus; intervals: IntervalValues[] }>;
/** One service's hours as the form shows them (docs/decisions/251). */
export type ServiceHoursValues = { label: string; days: DaysValues };

/** One timetable row as the form shows it (docs/decisions/267): a day ('' when not chosen), a start, an end, the class. */
export type TimetableRowValues = { day: string; start: string; end: string; activity: string };

/** What the form shows: raw text as typed (also when invalid), never a parsed value. */
export type FactsFormValues = {
  offerings: { name: string; description: string; price: string }[];
  hoursMode: HoursMode;
  days: DaysValues;
  hoursNote: string;
  serviceHours: ServiceHoursValues[];
  timetable: TimetableRowValues[];
  email: string;
  /** The owner's explicit choice to publish their sign-in e-mail; never preselected. */
  useSignInEmail: boolean;
  phone: string;
  address: string;
  bookingUrl: string;
  people: { name: string; role: string }[];
  place: string;
  social: string[];
};

export type FactsFieldErrors = Record<string, string>;

export const ROW_KINDS = ['offerings', 'people', 'social', 'serviceHours', 'timetable'] as const;
export type RowKind = (typeof ROW_KINDS)[number];
export const ROW_LIMITS: Record<RowKind, number> = {
  offerings: FACT_LIMITS.offerings,
  people: FACT_LIMITS.people,
  social: FACT_LIMITS.social,
  serviceHours: FACT_LIMITS.serviceHours,
  timetable: FACT_LIMITS.timetable,
};

export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  unstated: 'Not stated',
  open: 'Open',
  closed: 'Closed',
  appointment: 'By appointment',
};
export const HOURS_MODE_LABELS: Record<HoursMode, string> = {
  days: 'Opening hours day by day',
  appointment: 'By appointment only',
  none: 'No opening hours on the site',
};

const blankDays = (): DaysValues =>
  Object.fromEntries(DAYS.map((d) => [d, { status: 'unstated' as DayStatus, intervals: [{ open: '', close: '' }] }])) as DaysValues;

/** Stated days as the form's day rows (opening hours or a service's). */
function daysToValues(stated: Partial<Record<Day, DayHours>> | undefined): DaysValues {
  const days = blankDays();
  for (const day of DAYS) {
    const hours = stated?.[day];
    if (!hours) continue;
    days[day] = {
      status: hours.status,
      intervals: hours.status === 'open' ? hours.intervals.map((i) => ({ open: i.open, close: i.close })) : [{ open: '', close: '' }],
    };
  }
  return days;
}

const timetableValues = (rows: TimetableRow[]): TimetableRowValues[] => rows.map((r) => ({ day: r.day, start: r.start, end: r.end ?? '', activity: r.activity }));

/**
 * Facts as the form's fields. `proposedTimetable`: the rows the extractor read from a description the owner has not
 * confirmed yet, shown for them to confirm or correct (docs/decisions/267); confirmed facts show their own.
 */
export function factsToFormValues(facts: BusinessFacts, proposedTimetable: TimetableRow[] = []): FactsFormValues {
  const days = daysToValues(facts.hours?.days);
  return {
    offerings: facts.offerings.map((o) => ({ name: o.name, description: o.description ?? '', price: o.price ?? '' })),
    hoursMode: facts.hours?.appointmentOnly ? 'appointment' : 'days',
    days,
    hoursNote: facts.hours?.note ?? '',
    serviceHours: facts.serviceHours.map((sh) => ({ label: sh.label, days: daysToValues(sh.days) })),
    timetable: timetableValues(facts.timetable.length ? facts.timetable : proposedTimetable),
    email: facts.contact.email ?? '',
    useSignInEmail: false,
    phone: facts.contact.phone ?? '',
    address: facts.contact.address ?? '',
    bookingUrl: facts.contact.bookingUrl ?? '',
    people: facts.people.map((p) => ({ name: p.name, role: p.role ?? '' })),
    place: facts.place ?? '',
    social: [...facts.social],
  };
}

type Fields = Record<string, unknown>;

// Field text is bounded before anything else looks at it; the schema's limits are far lower.
const MAX_FIELD = 2000;
const MAX_ROW_INDEX = 99;

function textOf(fields: Fields, key: string): string {
  const v = fields[key];
  return typeof v === 'string' ? v.slice(0, MAX_FIELD) : '';
}

/** Row indexes present in the posted fields for `prefix` (`offerings.3.name` -> 3), in order. */
function rowIndexes(fields: Fields, prefix: string): number[] {
  const found = new Set<number>();
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.(\\d{1,2})(?:\\.|$)`);
  for (const key of Object.keys(fields)) {
    const m = pattern.exec(key);
    if (m && Number(m[1]) <= MAX_ROW_INDEX) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

const DAY_STATUSES: DayStatus[] = ['unstated', 'open', 'closed', 'appointment'];
const HOURS_MODES: HoursMode[] = ['days', 'appointment', 'none'];

/** The day rows posted under `prefix` (`hours` or `serviceHours.0`). */
function daysFromFields(fields: Fields, prefix: string): DaysValues {
  const days = blankDays();
  for (const day of DAYS) {
    const status = textOf(fields, `${prefix}.days.${day}.status`) as DayStatus;
    const intervals = rowIndexes(fields, `${prefix}.days.${day}.intervals`)
      .slice(0, FACT_LIMITS.intervalsPerDay)
      .map((i) => ({
        open: textOf(fields, `${prefix}.days.${day}.intervals.${i}.open`).trim(),
        close: textOf(fields, `${prefix}.days.${day}.intervals.${i}.close`).trim(),
      }));
    days[day] = { status: DAY_STATUSES.includes(status) ? status : 'unstated', intervals: intervals.length ? intervals : [{ open: '', close: '' }] };
  }
  return days;
}

/** The posted fields as form values (anything missing or unknown becomes empty). */
export function formValuesFromFields(fields: Fields): FactsFormValues {
  const days = daysFromFields(fields, 'hours');
  const mode = textOf(fields, 'hours.mode') as HoursMode;
  return {
    offerings: rowIndexes(fields, 'offerings').map((i) => ({
      name: textOf(fields, `offerings.${i}.name`),
      description: textOf(fields, `offerings.${i}.description`),
      price: textOf(fields, `offerings.${i}.price`),
    })),
    hoursMode: HOURS_MODES.includes(mode) ? mode : 'days',
    days,
    hoursNote: textOf(fields, 'hours.note'),
    serviceHours: rowIndexes(fields, 'serviceHours')
      .slice(0, ROW_LIMITS.serviceHours + 1)
      .map((i) => ({ label: textOf(fields, `serviceHours.${i}.label`), days: daysFromFields(fields, `serviceHours.${i}`) })),
    timetable: rowIndexes(fields, 'timetable')
      .slice(0, ROW_LIMITS.timetable + 1)
      .map((i) => ({
        day: textOf(fields, `timetable.${i}.day`).trim(),
        start: textOf(fields, `timetable.${i}.start`).trim(),
        end: textOf(fields, `timetable.${i}.end`).trim(),
        activity: textOf(fields, `timetable.${i}.activity`),
      })),
    email: textOf(fields, 'contact.email'),
    useSignInEmail: fields['contact.useSignInEmail'] === 'yes',
    phone: textOf(fields, 'contact.phone'),
    address: textOf(fields, 'contact.address'),
    bookingUrl: textOf(fields, 'contact.bookingUrl'),
    people: rowIndexes(fields, 'people').map((i) => ({ name: textOf(fields, `people.${i}.name`), role: textOf(fields, `people.${i}.role`) })),
    place: textOf(fields, 'place'),
    social: rowIndexes(fields, 'social').map((i) => textOf(fields, `social.${i}`)),
  };
}

const blank = (s: string) => s.trim() === '';

/** Day rows without their empty time ranges. */
const compactDays = (days: DaysValues): DaysValues =>
  Object.fromEntries(
    DAYS.map((d) => {
      const kept = days[d].intervals.filter((i) => !(blank(i.open) && blank(i.close)));
      return [d, { ...days[d], intervals: kept.length ? kept : [{ open: '', close: '' }] }];
    }),
  ) as DaysValues;

/** Rows left entirely empty are dropped (an added row the owner did not fill in is not an error). */
export function compactValues(values: FactsFormValues): FactsFormValues {
  return {
    ...values,
    offerings: values.offerings.filter((o) => !(blank(o.name) && blank(o.description) && blank(o.price))),
    people: values.people.filter((p) => !(blank(p.name) && blank(p.role))),
    social: values.social.filter((s) => !blank(s)),
    timetable: values.timetable.filter((r) => !(blank(r.day) && blank(r.start) && blank(r.end) && blank(r.activity))),
    days: compactDays(values.days),
    serviceHours: values.serviceHours
      .map((sh) => ({ ...sh, days: compactDays(sh.days) }))
      .filter((sh) => !(blank(sh.label) && DAYS.every((d) => sh.days[d].status === 'unstated' && sh.days[d].intervals.every((i) => blank(i.open) && blank(i.close))))),
  };
}

/**
 * A row button's intent: `add:offerings`, `remove:people:2`, `add-interval:mon`, and for a service's hours
 * `add-interval:serviceHours.1.mon` (`block` is that service's index; null for the opening hours).
 */
export type RowIntent =
  | { kind: 'add'; rows: RowKind }
  | { kind: 'remove'; rows: RowKind; index: number }
  | { kind: 'add-interval'; block: number | null; day: Day }
  | { kind: 'remove-interval'; block: number | null; day: Day; index: number };

const INTERVAL_TARGET = new RegExp(`^(?:serviceHours\\.(\\d)\\.)?(${DAYS.join('|')})$`);

/** The form field prefix of a block of day rows: the opening hours', or a service's. */
export const daysPrefix = (block: number | null) => (block === null ? 'hours' : `serviceHours.${block}`);

export function parseRowIntent(intent: unknown): RowIntent | null {
  if (typeof intent !== 'string') return null;
  const [kind, target, index] = intent.split(':');
  const n = Number(index);
  if ((kind === 'add' || kind === 'remove') && (ROW_KINDS as readonly string[]).includes(target ?? '')) {
    if (kind === 'add') return { kind, rows: target as RowKind };
    return Number.isInteger(n) && n >= 0 && n <= MAX_ROW_INDEX ? { kind, rows: target as RowKind, index: n } : null;
  }
  const m = INTERVAL_TARGET.exec(target ?? '');
  if ((kind === 'add-interval' || kind === 'remove-interval') && m) {
    const block = m[1] === undefined ? null : Number(m[1]);
    const day = m[2] as Day;
    if (block !== null && block >= ROW_LIMITS.serviceHours) return null;
    if (kind === 'add-interval') return { kind, block, day };
    return Number.isInteger(n) && n >= 0 && n < FACT_LIMITS.intervalsPerDay ? { kind, block, day, index: n } : null;
  }
  return null;
}

/** The values with one block of day rows replaced (the opening hours', or a service's that exists). */
function withDays(values: FactsFormValues, block: number | null, days: DaysValues): FactsFormValues {
  if (block === null) return { ...values, days };
  return { ...values, serviceHours: values.serviceHours.map((sh, i) => (i === block ? { ...sh, days } : sh)) };
}

/** Applies a row button to the (uncompacted) values; returns the name of the field to focus next. */
export function applyRowIntent(values: FactsFormValues, intent: RowIntent): { values: FactsFormValues; focus: string | null } {
  switch (intent.kind) {
    case 'add': {
      const rows = intent.rows;
      const current = values[rows];
      if (current.length >= ROW_LIMITS[rows]) return { values, focus: null };
      const next =
        rows === 'offerings'
          ? { ...values, offerings: [...values.offerings, { name: '', description: '', price: '' }] }
          : rows === 'people'
            ? { ...values, people: [...values.people, { name: '', role: '' }] }
            : rows === 'serviceHours'
              ? { ...values, serviceHours: [...values.serviceHours, { label: '', days: blankDays() }] }
              : rows === 'timetable'
                ? { ...values, timetable: [...values.timetable, { day: '', start: '', end: '', activity: '' }] }
                : { ...values, social: [...values.social, ''] };
      const index = current.length;
      const first = { social: `social.${index}`, serviceHours: `serviceHours.${index}.label`, timetable: `timetable.${index}.day` } as Partial<Record<RowKind, string>>;
      return { values: next, focus: first[rows] ?? `${rows}.${index}.name` };
    }
    case 'remove': {
      const rows = intent.rows;
      const next = { ...values, [rows]: (values[rows] as unknown[]).filter((_, i) => i !== intent.index) } as FactsFormValues;
      return { values: next, focus: null };
    }
    case 'add-interval': {
      const days = intent.block === null ? values.days : values.serviceHours[intent.block]?.days;
      const day = days?.[intent.day];
      if (!days || !day || day.intervals.length >= FACT_LIMITS.intervalsPerDay) return { values, focus: null };
      const intervals = [...day.intervals, { open: '', close: '' }];
      return {
        values: withDays(values, intent.block, { ...days, [intent.day]: { status: 'open', intervals } }),
        focus: `${daysPrefix(intent.block)}.days.${intent.day}.intervals.${intervals.length - 1}.open`,
      };
    }
    case 'remove-interval': {
      const days = intent.block === null ? values.days : values.serviceHours[intent.block]?.days;
      const day = days?.[intent.day];
      if (!days || !day) return { values, focus: null };
      const intervals = day.intervals.filter((_, i) => i !== intent.index);
      return {
        values: withDays(values, intent.block, { ...days, [intent.day]: { ...day, intervals: intervals.length ? intervals : [{ open: '', close: '' }] } }),
        focus: null,
      };
    }
  }
}

export const BOTH_EMAILS = 'Type a business e-mail or choose your sign-in e-mail, not both';
export const NO_SIGN_IN_EMAIL = 'Your account has no e-mail address to use';

/** Where an issue of `businessFactsSchema` is shown: the field the owner can fix. */
function errorKey(issue: z.ZodError['issues'][number]): string {
  const key = issue.path.map(String).join('.');
  if (/^(?:hours|serviceHours\.\d+)\.days\.\w+\.intervals\.\d+$/.test(key)) return `${key}.close`;
  if (/^(?:hours|serviceHours\.\d+)\.days\.\w+\.intervals$/.test(key)) return `${key}.0.open`;
  // A service's hours with no day stated: shown on its first day's status.
  if (/^serviceHours\.\d+\.days$/.test(key)) return `${key}.mon.status`;
  return key || 'form';
}

export type FactsParse = { ok: true; facts: BusinessFacts } | { ok: false; errors: FactsFieldErrors };

/**
 * The compacted form values validated with the one facts schema. `signInEmail` is the owner's account
 * e-mail, used only when they ticked "use my sign-in e-mail".
 */
export function factsFromFormValues(values: FactsFormValues, signInEmail: string | null): FactsParse {
  const errors: FactsFieldErrors = {};
  let email: string = values.email;
  if (values.useSignInEmail) {
    if (!signInEmail) errors['contact.useSignInEmail'] = NO_SIGN_IN_EMAIL;
    else if (!blank(values.email) && values.email.trim().toLowerCase() !== signInEmail.toLowerCase()) errors['contact.email'] = BOTH_EMAILS;
    else email = signInEmail;
  }
  const statedDays = (rows: DaysValues) => {
    const out: Partial<Record<Day, unknown>> = {};
    for (const day of DAYS) {
      const { status, intervals } = rows[day];
      if (status === 'open') out[day] = { status, intervals };
      else if (status === 'closed' || status === 'appointment') out[day] = { status };
    }
    return out;
  };
  const days = values.hoursMode !== 'none' ? statedDays(values.days) : {};
  const appointmentOnly = values.hoursMode === 'appointment';
  const statesHours = appointmentOnly || Object.keys(days).length > 0 || (values.hoursMode !== 'none' && !blank(values.hoursNote));
  const input = {
    offerings: values.offerings,
    hours: statesHours ? { days, appointmentOnly, note: values.hoursNote } : undefined,
    serviceHours: values.serviceHours.map((sh) => ({ label: sh.label, days: statedDays(sh.days) })),
    timetable: values.timetable,
    contact: { email, phone: values.phone, address: values.address, bookingUrl: values.bookingUrl },
    people: values.people,
    place: values.place,
    social: values.social,
  };
  const parsed = businessFactsSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[errorKey(issue)] ??= issue.message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, facts: parsed.data };
}

export type FactsSubmission =
  | { kind: 'rows'; values: FactsFormValues; focus: string | null }
  | { kind: 'invalid'; values: FactsFormValues; errors: FactsFieldErrors }
  | { kind: 'valid'; values: FactsFormValues; facts: BusinessFacts };

/** One posted facts form: a row button re-renders with the change; anything else is a save to validate. */
export function readFactsSubmission(fields: Fields, signInEmail: string | null): FactsSubmission {
  const raw = formValuesFromFields(fields);
  const row = parseRowIntent(fields.intent);
  if (row) {
    const { values, focus } = applyRowIntent(raw, row);
    return { kind: 'rows', values, focus };
  }
  const values = compactValues(raw);
  const parsed = factsFromFormValues(values, signInEmail);
  return parsed.ok ? { kind: 'valid', values, facts: parsed.facts } : { kind: 'invalid', values, errors: parsed.errors };
}
