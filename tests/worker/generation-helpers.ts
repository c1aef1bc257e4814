import { env, SELF } from 'cloudflare:test';
import { jsonRequest, ORIGIN } from './helpers';

export type StatusBody = {
  success: boolean;
  data: {
    id: number;
    status: string;
    paymentStatus: string;
    generatedUrl: string | null;
    currentVersion: number | null;
    progress: { step: string; percent: number; message: string } | null;
    failureReason: string | null;
  };
};

type ProjectOverrides = Partial<{
  name: string;
  description: string;
  businessType: string;
  requirements: string;
  status: string;
  paymentStatus: string;
  slug: string;
}>;

/** Inserts a project directly in D1 (paid and pending unless overridden); returns its id and slug. */
export async function insertProject(userId: string, o: ProjectOverrides = {}) {
  const slug = o.slug ?? `site-${crypto.randomUUID().slice(0, 12)}`;
  const row = await env.DB.prepare(
    `insert into projects (user_id, name, description, business_type, requirements, status, payment_status,
       base_price_cents, fee_cents, total_price_cents, slug)
     values (?, ?, ?, ?, ?, ?, ?, 2499, 500, 2999, ?) returning id`,
  )
    .bind(
      userId,
      o.name ?? 'Harbor Street Bakery',
      o.description ?? 'Sourdough, pastries and coffee by the harbour since 1998.',
      o.businessType ?? 'Restaurant',
      o.requirements ?? '',
      o.status ?? 'pending',
      o.paymentStatus ?? 'paid',
      slug,
    )
    .first<{ id: number }>();
  return { id: row!.id, slug };
}

export function generate(cookie: string | null, projectId: number | string) {
  return SELF.fetch(jsonRequest(`/api/projects/${projectId}/generate`, 'POST', cookie));
}

export async function getStatus(cookie: string, projectId: number | string) {
  const res = await SELF.fetch(jsonRequest(`/api/projects/${projectId}/status`, 'GET', cookie));
  return { res, body: res.status === 200 ? await res.json<StatusBody>() : null };
}

/** Polls the status endpoint until the project leaves `generating` (or fails the test after 10 s). */
export async function waitForOutcome(cookie: string, projectId: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { body } = await getStatus(cookie, projectId);
    if (body && body.data.status !== 'generating') return body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`project ${projectId} still generating after 10 s`);
}

export function siteFetch(path: string, init?: RequestInit) {
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
}
