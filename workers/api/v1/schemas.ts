import { z } from '@hono/zod-openapi';
import { businessFactsSchema } from '~core/lib/facts/schema';
import { projectApiFields, requireBusinessTypeWithoutTemplate } from '~core/lib/schemas/project';
import { projectDtoSchema } from '~core/lib/schemas/project-dto';
import { progressFor } from '~core/lib/generation/steps';
import type { GenerationStarted } from '~core/models/project-operations.server';

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

/**
 * The business facts, documented from the one schema every way in validates with (docs/decisions/140):
 * what a generated site may state as true. Every field is optional; a missing fact is left off the site.
 * `clone()` because zod gives an instance the `.openapi` method only when it is made after this module's
 * `@hono/zod-openapi` import extended zod, and the app's schema is made before.
 */
export const BusinessFactsSchema = businessFactsSchema.clone().openapi('BusinessFacts', {
  // Parsed here, so the documented example (also the API reference's curl body) is always valid.
  example: businessFactsSchema.parse({
    offerings: [{ name: 'Country loaf', description: 'Long-fermented sourdough', price: '$9' }, { name: 'Cardamom bun' }],
    hours: { days: { mon: { status: 'closed' }, wed: { status: 'open', intervals: [{ open: '07:00', close: '14:00' }] } }, note: 'Closed on public holidays' },
    contact: { email: 'hello@example.com', phone: '+1 503 555 0142', address: '12 Alder St, Portland' },
    people: [{ name: 'Ana Souza', role: 'Owner and baker' }],
    place: 'Portland, Oregon',
  }),
  description:
    'What the generated site may state as true: offerings, opening hours per day (only the days stated; "by appointment"), contact, people, city or area, social links. Nothing else is invented.',
});

/** The project DTO without the owner's id (a token only ever sees its own projects), with examples. */
export const ProjectSchema = projectDtoSchema
  .omit({ userId: true })
  .extend({
    basePrice: z.string().openapi({ example: '24.99' }),
    serviceFee: z.string().openapi({ example: '5.00' }),
    totalPrice: z.string().openapi({ example: '29.99' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    facts: BusinessFactsSchema.nullable().openapi({
      description: 'The confirmed facts; null only for projects made before facts existed (their description is read instead).',
    }),
  })
  .openapi('Project');

/**
 * The request shape: the same field schemas that validate the body (core/lib/schemas/project.ts,
 * docs/decisions/157), so the document cannot be looser than the validation.
 */
export const CreateProjectBody = z
  .strictObject({
    ...projectApiFields,
    facts: BusinessFactsSchema.optional().openapi({
      description: 'The business facts. Without them, the facts read from the description are stored: check them in the answer and correct them with PUT /projects/{id}/facts.',
    }),
  })
  .superRefine(requireBusinessTypeWithoutTemplate)
  .openapi('CreateProject', {
    description: 'businessType is required unless templateId names a template (then it defaults to its category).',
  });

export const ProjectIdParam = z.object({
  // Any string: a malformed id is answered like a missing one (404), never with a hint.
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '42' }),
});

/** What deleting a project answers, on both project APIs (docs/decisions/260). */
export const ProjectDeletedSchema = z
  .object({ id: z.number().int(), deleted: z.literal(true) })
  .openapi('ProjectDeleted');

export const GenerateBody = z
  .strictObject({
    customRequirements: z
      .string({ error: 'customRequirements must be text' })
      .max(5000, 'customRequirements must be at most 5000 characters')
      .optional()
      .openapi({ example: 'Add a reservations section and opening hours.' }),
  })
  .openapi('GenerateRequest');

/** What a started generation answers, on both project APIs (core/models/project-operations.server.ts). */
export const GenerationStartedSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.literal('generating'),
    generatedUrl: z.string().nullable(),
    runId: z.number().int(),
    version: z.number().int(),
    progress: z
      .object({ step: z.string(), percent: z.number().int(), message: z.string() })
      .openapi({ description: 'Where the run stands; GET /projects/{id}/status and /events follow it.', example: progressFor('queued') }),
  })
  .openapi('GenerationStarted') satisfies z.ZodType<GenerationStarted>;

export const RedactResultSchema = z
  .object({
    originalText: z.string(),
    redactedText: z.string().openapi({ example: 'Contact {{EMAIL}} about unit {{UNIT}}' }),
    redactionCount: z.number().int(),
    categories: z.array(z.string()),
    counts: z.record(z.string(), z.number().int()),
    spans: z.array(z.object({ start: z.number().int(), end: z.number().int(), category: z.string(), replacement: z.string() })),
  })
  .openapi('RedactionResult');
