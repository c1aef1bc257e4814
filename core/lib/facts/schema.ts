import { z } from 'zod';

/**
 * A business's facts: what a generated site may state as true (docs/decisions/140). One schema validates
 * them wherever they enter: the create flow's "What we understood" step, the site editor, `POST
 * /api/projects` and `/api/v1` (and the OpenAPI document is generated from it). Every part is optional:
 * a fact the owner did not give is absent, and the generator leaves it out instead of inventing it.
 */

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAYS)[number];
export const DAY_NAMES: Record<Day, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const FACT_LIMITS = {
  offerings: 24,
  offeringName: 80,
  offeringDescription: 240,
  price: 32,
  people: 12,
  personName: 80,
  role: 80,
  place: 120,
  address: 200,
  social: 8,
  url: 300,
  hoursNote: 160,
  intervalsPerDay: 3,
  serviceHours: 4,
  serviceLabel: 40,
  timetable: 30,
  timetableActivity: 60,
} as const;

const text = (max: number, label: string) =>
  z.string({ error: `${label} must be text` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), text(max, label).optional());

/** 24-hour "HH:MM"; "24:00" closes at midnight. */
export const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = z.string().regex(TIME, 'Use a 24-hour time such as 09:00 or 17:30');

export const intervalSchema = z
  .object({ open: time, close: time })
  .refine((i) => i.open !== i.close, { message: 'Closing time must differ from opening time' });
export type Interval = z.infer<typeof intervalSchema>;

/** One day: open in one or more intervals (a lunch break makes two), closed, or by appointment. */
export const dayHoursSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('open'), intervals: z.array(intervalSchema).min(1).max(FACT_LIMITS.intervalsPerDay) }),
  z.object({ status: z.literal('closed') }),
  z.object({ status: z.literal('appointment') }),
]);
export type DayHours = z.infer<typeof dayHoursSchema>;

/**
 * Opening hours. `days` lists only the days the owner stated; a day left out is unknown and never shown
 * as open or closed. `appointmentOnly` is "by appointment" for the whole business.
 */
export const hoursSchema = z.object({
  days: z.object(Object.fromEntries(DAYS.map((d) => [d, dayHoursSchema.optional()])) as Record<Day, z.ZodOptional<typeof dayHoursSchema>>),
  appointmentOnly: z.boolean().default(false),
  note: optionalText(FACT_LIMITS.hoursNote, 'Hours note'),
});
export type Hours = z.infer<typeof hoursSchema>;

/**
 * The hours of one service of the business ("Food served", "Kitchen", "Breakfast", "Happy hour", "Phone lines"),
 * shown under their own label and never as the business's opening hours (docs/decisions/251). Only days and a label:
 * "by appointment" and the note belong to the opening hours.
 */
export const serviceHoursSchema = z
  .object({
    label: text(FACT_LIMITS.serviceLabel, 'Hours label'),
    days: hoursSchema.shape.days,
  })
  .refine((s) => DAYS.some((d) => s.days[d]), { message: 'Give these hours at least one day', path: ['days'] });
export type ServiceHours = z.infer<typeof serviceHoursSchema>;

/**
 * One row of a class timetable as the owner confirmed it (docs/decisions/267): a day, a start time (and an end when
 * given) and what runs then. Shown as the site's "Timetable", never as opening hours or a service's hours.
 */
export const timetableRowSchema = z
  .object({
    day: z.enum(DAYS, { error: 'Choose a day' }),
    start: z.string().regex(TIME, 'Use a 24-hour time such as 18:30'),
    end: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), time.optional()),
    activity: text(FACT_LIMITS.timetableActivity, 'Class'),
  })
  .refine((r) => !r.end || r.end > r.start, { message: 'The end must be after the start', path: ['end'] });
export type TimetableRow = z.infer<typeof timetableRowSchema>;

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(FACT_LIMITS.url, `${label} must be at most ${FACT_LIMITS.url} characters`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, `${label} must be a web address starting with https://`);

/** A phone number as people write it: digits with spaces, dots, dashes, brackets and a leading +. */
export const PHONE = /^\+?[\d\s().\-‐–]{6,24}$/;
const phone = z
  .string({ error: 'Phone must be text' })
  .trim()
  .regex(PHONE, 'Phone may contain digits, spaces, brackets, dashes and a leading +')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'Phone must have between 6 and 15 digits');

export const offeringSchema = z.object({
  name: text(FACT_LIMITS.offeringName, 'Offering name'),
  description: optionalText(FACT_LIMITS.offeringDescription, 'Offering description'),
  price: optionalText(FACT_LIMITS.price, 'Price'),
});
export type Offering = z.infer<typeof offeringSchema>;

export const personSchema = z.object({
  /** As the owner writes it, titles included ("Dr. Maria Lopez"). */
  name: text(FACT_LIMITS.personName, 'Name'),
  role: optionalText(FACT_LIMITS.role, 'Role'),
});
export type Person = z.infer<typeof personSchema>;

export const contactSchema = z.object({
  /** The business's public e-mail; never filled from the owner's sign-in e-mail unless they choose it. */
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.email('Enter a valid e-mail address').max(254).optional()),
  phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), phone.optional()),
  address: optionalText(FACT_LIMITS.address, 'Address'),
  /** Where visitors book or buy (a booking page, an online shop). */
  bookingUrl: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), httpUrl('Booking or shop link').optional()),
});
export type Contact = z.infer<typeof contactSchema>;

export const businessFactsSchema = z.object({
  offerings: z.array(offeringSchema).max(FACT_LIMITS.offerings, `At most ${FACT_LIMITS.offerings} offerings`).default([]),
  hours: hoursSchema.optional(),
  /** Stored facts from before docs/decisions/251 have none: the default derives the empty list, no migration. */
  serviceHours: z
    .array(serviceHoursSchema)
    .max(FACT_LIMITS.serviceHours, `At most ${FACT_LIMITS.serviceHours} sets of service hours`)
    .default([]),
  /** Stored facts from before docs/decisions/267 have none: the default derives the empty list, no migration. */
  timetable: z.array(timetableRowSchema).max(FACT_LIMITS.timetable, `At most ${FACT_LIMITS.timetable} timetable rows`).default([]),
  contact: contactSchema.default({}),
  people: z.array(personSchema).max(FACT_LIMITS.people, `At most ${FACT_LIMITS.people} people`).default([]),
  /** City or area the business serves or is in ("Portland, Oregon"). */
  place: optionalText(FACT_LIMITS.place, 'City or area'),
  social: z.array(httpUrl('Social link')).max(FACT_LIMITS.social, `At most ${FACT_LIMITS.social} social links`).default([]),
});
export type BusinessFacts = z.output<typeof businessFactsSchema>;
export type BusinessFactsInput = z.input<typeof businessFactsSchema>;

/** True when the owner gave (or confirmed) no fact at all. */
export function hasNoFacts(facts: BusinessFacts): boolean {
  const c = facts.contact;
  return (
    facts.offerings.length === 0 &&
    !facts.hours &&
    facts.serviceHours.length === 0 &&
    facts.timetable.length === 0 &&
    !c.email &&
    !c.phone &&
    !c.address &&
    !c.bookingUrl &&
    facts.people.length === 0 &&
    !facts.place &&
    facts.social.length === 0
  );
}
