import { z } from 'zod';

/**
 * Forms and API bodies of the admin area (docs/decisions/102). Shared by the browser, the Remix actions and the
 * Hono routes, so all three accept and refuse exactly the same input.
 */

// Kept equal to USER_ROLES / USER_STATUSES in core/db/schema.ts by admin.test.ts;
// repeated here so the browser bundle does not pull in drizzle.
export const ROLES = ['user', 'premium', 'moderator', 'admin'] as const;
export const STATUSES = ['active', 'suspended', 'pending'] as const;
export type Role = (typeof ROLES)[number];
export type Status = (typeof STATUSES)[number];

export const ROLE_LABELS: Record<Role, string> = { user: 'User', premium: 'Premium', moderator: 'Moderator', admin: 'Admin' };
export const STATUS_LABELS: Record<Status, string> = { active: 'Active', suspended: 'Suspended', pending: 'Pending' };

/**
 * The staff grant beside the role (docs/decisions/201, 216): `none`, or one of STAFF_ROLES in core/db/schema.ts
 * (kept equal by admin-users.test.ts). A support member reads every project and writes none.
 */
export const STAFF_GRANTS = ['none', 'support'] as const;
export type StaffGrant = (typeof STAFF_GRANTS)[number];
export const STAFF_GRANT_LABELS: Record<StaffGrant, string> = { none: 'None', support: 'Support' };

/** Template prices: at least 1.00 (a payment must be positive) and at most 10,000.00. */
export const MIN_PRICE_CENTS = 100;
export const MAX_PRICE_CENTS = 1_000_000;
export const MAX_FEE_PERCENT = 100;
export const MAX_PERMISSIONS = 20;
export const PERMISSION_PATTERN = /^[a-z][a-z0-9_.:-]{0,49}$/;

const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Reads '24.99', '24.9', '24' or the number 24.99 as cents; null when it is not such an amount. */
export function amountToCents(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    // 24.999 is not a price: refuse more than two decimals instead of rounding silently.
    return Math.abs(cents - value * 100) < 1e-6 && cents <= Number.MAX_SAFE_INTEGER ? cents : null;
  }
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A money field sent as a number (API) or text (forms), parsed to integer cents within [min, max]. */
export function priceField(label: string, min = MIN_PRICE_CENTS, max = MAX_PRICE_CENTS) {
  const required = `${label} is required`;
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const negative = typeof value === 'number' ? value < 0 : value.trim().startsWith('-');
    if (negative) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      return z.NEVER;
    }
    const cents = amountToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount like 24.99 (at most two decimals)` });
      return z.NEVER;
    }
    if (cents < min || cents > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be between ${centsText(min)} and ${centsText(max)}` });
      return z.NEVER;
    }
    return cents;
  });
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .optional()
    .transform((v) => v?.trim() ?? '');

const imageUrl = z
  .string()
  .trim()
  .max(2000, 'Image URL is too long')
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (!v) return null;
    // Relative paths (served by us) or http(s) addresses only: no javascript:, data: or other schemes.
    if (v.startsWith('/') && !v.startsWith('//')) return v;
    try {
      const url = new URL(v);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
    } catch {
      /* reported below */
    }
    ctx.addIssue({ code: 'custom', message: 'Image URL must start with https:// or /' });
    return z.NEVER;
  });

/** The admin template form: name, category and basePrice required; basePrice with step 0.01. */
export const templateSchema = z.object({
  name: z
    .string({ error: 'Template name is required' })
    .trim()
    .min(1, 'Template name is required')
    .max(80, 'Template name must be at most 80 characters'),
  description: optionalText(1000, 'Description must be at most 1000 characters'),
  category: z
    .string({ error: 'Category is required' })
    .trim()
    .min(1, 'Category is required')
    .max(60, 'Category must be at most 60 characters'),
  imageUrl,
  basePrice: priceField('Base price'),
});
export type TemplateInput = z.output<typeof templateSchema>;

/** PATCH /api/admin/templates/:id: any subset of the create fields. */
export const templateUpdateSchema = templateSchema.partial().refine((v) => Object.keys(v).length > 0, {
  message: 'Send at least one field to change',
});
export type TemplateUpdate = z.output<typeof templateUpdateSchema>;

export const adminLoginSchema = z.object({
  password: z.string({ error: 'Enter the admin password' }).min(1, 'Enter the admin password').max(256, 'Invalid password'),
});

/** Comma-separated, trimmed, empties dropped. Lower-cased and de-duplicated here. */
export function splitPermissions(text: string): string[] {
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

export const permissionsField = z
  .union([z.string().max(2000, 'Permissions are too long'), z.array(z.string().max(200))], {
    error: 'Permissions must be a comma-separated list',
  })
  .transform((v) => (typeof v === 'string' ? splitPermissions(v) : v.map((p) => p.trim()).filter(Boolean)))
  .transform((list, ctx) => {
    const unique = [...new Set(list.map((p) => p.toLowerCase()))];
    const bad = unique.find((p) => !PERMISSION_PATTERN.test(p));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad.slice(0, 60)}" is not a valid permission: use letters, digits, _ . : or - (starting with a letter, at most 50 characters)`,
      });
      return z.NEVER;
    }
    if (unique.length > MAX_PERMISSIONS) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_PERMISSIONS} permissions` });
      return z.NEVER;
    }
    return unique;
  });

const roleField = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });
const statusField = z.enum(STATUSES, { error: `Status must be one of: ${STATUSES.join(', ')}` });

/** POST /api/admin/users/:userId/role {role, permissions}. Without permissions they are kept. */
export const roleChangeSchema = z.object({ role: roleField, permissions: permissionsField.optional() });
export const statusChangeSchema = z.object({ status: statusField });
/** POST /api/admin/users/:userId/staff-role {staffRole}: `support` grants, `none` revokes. */
export const staffRoleChangeSchema = z.object({
  staffRole: z.enum(STAFF_GRANTS, { error: `Staff role must be one of: ${STAFF_GRANTS.join(', ')}` }),
});
export const inviteSchema = z.object({ role: roleField, permissions: permissionsField.default([]) });

/** The panel's Settings tab: the service fee percent (whole percent) and the default base price. */
export const priceSettingsSchema = z.object({
  serviceFeePercent: z
    .union([z.number(), z.string()], { error: 'Service fee is required' })
    .transform((v, ctx) => {
      const text = String(v).trim();
      if (!/^\d{1,3}$/.test(text) || Number(text) > MAX_FEE_PERCENT) {
        ctx.addIssue({ code: 'custom', message: `Service fee must be a whole percent from 0 to ${MAX_FEE_PERCENT}` });
        return z.NEVER;
      }
      return Number(text);
    }),
  defaultBasePrice: priceField('Default base price'),
});

/** Search and paging in admin lists (`?q=&page=`); bad values fall back instead of failing the page. */
export const listQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().slice(0, 100)),
  page: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
    }),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export function readListQuery(url: URL): ListQuery {
  return listQuerySchema.parse({ q: url.searchParams.get('q') ?? undefined, page: url.searchParams.get('page') ?? undefined });
}

/** Field errors keyed by field name, first message each, as the forms show them. */
export function formErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}
