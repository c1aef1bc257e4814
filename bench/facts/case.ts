import { DAYS, type BusinessFactsInput, type Day, type DayHours, type Hours, type ServiceHours } from '~core/lib/facts/schema';

/** One description of the fact suite with the facts a careful reader takes from it (docs/decisions/141). */
export type FactCase = {
  id: string;
  name: string;
  businessType: string;
  description: string;
  facts: BusinessFactsInput;
};

/**
 * Hours in the schema's shape from a compact hand-written table: keys are one day ('sat'), a list
 * ('mon,wed,fri') or a range that may wrap ('thu-mon'); values are 'closed', 'appointment' or intervals
 * '08:00-12:00,13:00-17:00'.
 */
export function hours(spec: Record<string, string>, extra: { appointmentOnly?: boolean } = {}): Hours {
  const days: Partial<Record<Day, DayHours>> = {};
  for (const [key, value] of Object.entries(spec)) {
    for (const day of expandDays(key)) {
      if (days[day]) throw new Error(`hours(): ${day} given twice`);
      days[day] = dayHours(value);
    }
  }
  return { days, appointmentOnly: extra.appointmentOnly ?? false };
}

/** One service's hours ("Food served", "Kitchen") from the same table (docs/decisions/251). */
export function service(label: string, spec: Record<string, string>): ServiceHours {
  return { label, days: hours(spec).days };
}

function expandDays(key: string): Day[] {
  return key.split(',').flatMap((part) => {
    const [from, to] = part.trim().split('-') as [Day, Day | undefined];
    if (!DAYS.includes(from) || (to && !DAYS.includes(to))) throw new Error(`hours(): unknown day in ${key}`);
    if (!to) return [from];
    const out: Day[] = [];
    for (let i = DAYS.indexOf(from); ; i = (i + 1) % 7) {
      out.push(DAYS[i]);
      if (DAYS[i] === to) return out;
    }
  });
}

function dayHours(value: string): DayHours {
  if (value === 'closed' || value === 'appointment') return { status: value };
  const intervals = value.split(',').map((iv) => {
    const [open, close] = iv.split('-');
    return { open, close };
  });
  return { status: 'open', intervals };
}

/** Offerings from names, or [name, price] pairs. */
export function offers(...items: (string | [string, string])[]): BusinessFactsInput['offerings'] {
  return items.map((item) => (typeof item === 'string' ? { name: item } : { name: item[0], price: item[1] }));
}
