import { Hono } from 'hono';
import { z } from 'zod';
import { projectFor } from '~core/access/projects.server';
import { PROJECT_NOT_FOUND } from '~core/models/projects.server';
import { createPaymentIntentFor } from '~core/models/payments.server';
import { requireApiUser, type AuthedEnv } from './auth-middleware';
import { ok } from './envelope';
import { refuse } from './refusal';
import { parseJson } from './validation';

const paymentIntentSchema = z.object({
  projectId: z
    .number({ error: 'projectId must be an integer' })
    .int('projectId must be an integer')
    .positive('projectId must be an integer'),
});

/** `POST /api/create-payment-intent {projectId}`: a Stripe client secret for the project's server-side total. */
export const paymentsApi = new Hono<AuthedEnv>().post('/', requireApiUser, async (c) => {
  const { projectId } = await parseJson(c, paymentIntentSchema);
  const project = Number.isSafeInteger(projectId) ? await projectFor(c.env, c.get('user'), projectId, 'write') : null;
  if (!project) return refuse(c, PROJECT_NOT_FOUND);
  const result = await createPaymentIntentFor(c.env, project);
  if (!result.ok) return refuse(c, result);
  c.header('Cache-Control', 'no-store');
  return ok(c, { clientSecret: result.clientSecret });
});
