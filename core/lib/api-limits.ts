import { GENERATION_RATE_LIMIT } from './generation/steps';

/** The public API's per-user request limits (docs/decisions/040); a deployment may override them. */
export const API_REQUESTS_PER_MINUTE = 100;
export const API_CALLS_PER_DAY = 1000;

/** The limits in words, for the OpenAPI document and the API reference's prose, so neither restates a number. */
export const API_LIMITS_TEXT = `${API_REQUESTS_PER_MINUTE} requests per minute, ${API_CALLS_PER_DAY.toLocaleString('en-US')} API calls per day and ${GENERATION_RATE_LIMIT} website generations per hour`;
