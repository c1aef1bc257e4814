import { z } from 'zod';

/** Forms of the developer settings page, shared with the API. */
export const createTokenSchema = z.object({
  name: z.string({ error: 'Give the token a name' }).trim().min(1, 'Give the token a name').max(60, 'Use at most 60 characters'),
});

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: 'Enter the URL that should receive events' })
    .trim()
    .min(1, 'Enter the URL that should receive events')
    .max(2000, 'The URL is too long')
    .url('Enter a valid URL, e.g. https://example.com/hooks/fairstack'),
});
