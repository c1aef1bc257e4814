import { z } from 'zod';
import { PAYMENT_STATUSES, PROJECT_STATUSES } from '../../db/schema';
import { businessFactsSchema } from '../facts/schema';

/**
 * The public shape of a project: money as decimal strings, times as ISO strings. Returned by the API and
 * handed to the pages; never carries another user's data. `ProjectDto` is its type and the v1 OpenAPI
 * `Project` schema is derived from it, so the document cannot drift from what the API returns.
 */
export const projectDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  businessType: z.string(),
  requirements: z.string(),
  templateId: z.number().int().nullable(),
  status: z.enum(PROJECT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  basePrice: z.string(),
  serviceFee: z.string(),
  totalPrice: z.string(),
  slug: z.string(),
  generatedUrl: z.string().nullable(),
  isPublishedToStore: z.boolean(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner's confirmed business facts; null until confirmed (docs/decisions/140). */
  facts: businessFactsSchema.nullable(),
});
