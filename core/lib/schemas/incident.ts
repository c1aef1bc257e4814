import { z } from 'zod';

/**
 * The status page's incidents (docs/decisions/174): the admin panel's form and its action parse the same
 * schema. The states are repeated from INCIDENT_STATUSES in core/db/schema.ts (kept equal by a unit test),
 * so the browser bundle does not pull in drizzle.
 */
export const INCIDENT_STATES = ['investigating', 'monitoring', 'resolved'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

export const INCIDENT_STATE_LABELS: Record<IncidentState, string> = {
  investigating: 'Investigating',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

export const INCIDENT_TITLE_MAX = 120;
export const INCIDENT_SUMMARY_MAX = 1000;

const state = z.enum(INCIDENT_STATES, { error: 'Choose investigating, monitoring or resolved' });

export const incidentSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(INCIDENT_TITLE_MAX, `Title must be at most ${INCIDENT_TITLE_MAX} characters`),
  summary: z
    .string({ error: 'Summary is required' })
    .trim()
    .min(1, 'Summary is required')
    .max(INCIDENT_SUMMARY_MAX, `Summary must be at most ${INCIDENT_SUMMARY_MAX} characters`),
  status: state,
});
export type IncidentInput = z.infer<typeof incidentSchema>;

export const incidentStateSchema = z.object({ status: state });
