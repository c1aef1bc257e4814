import { z } from '@hono/zod-openapi';

/** Response shapes of the public API, registered as OpenAPI components. */
export const ErrorSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_ERROR' }),
      message: z.string().openapi({ example: 'Project name is required' }),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi('Error');

export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ success: z.literal(true), data });

export const TemplateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    imageUrl: z.string().nullable(),
    basePrice: z.string().openapi({ example: '35.00', description: 'Decimal string in US dollars' }),
    isActive: z.boolean(),
    features: z.array(z.string()),
    missionAlignment: z.string().nullable(),
  })
  .openapi('Template');

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  401: { description: 'Missing, invalid or revoked credentials', content: { 'application/json': { schema: ErrorSchema } } },
  404: { description: 'Not found (or not yours)', content: { 'application/json': { schema: ErrorSchema } } },
  429: { description: 'Rate limit reached', content: { 'application/json': { schema: ErrorSchema } } },
} as const;
