/**
 * The redaction engine: pure TypeScript, no DOM or Worker dependency. Used by the browser's Web Worker,
 * POST /api/v1/redact, the no-JavaScript form action and `npm run redact`.
 */
export { CATEGORIES, CATEGORY_IDS, isCategoryId, type CategoryId, type CategoryInfo } from './categories';
export { redact, type RedactionResult } from './redact';
export { RedactionStream, LOOKBACK, OVERLAP, type StreamOptions } from './stream';
export { maskKeepingLastFour, type RedactionSpan } from './render';
export type { RedactOptions } from './options';
export { InputError, INPUT_MESSAGES, looksBinary, StrictUtf8Decoder } from './input';
