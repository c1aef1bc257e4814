// What `npm run bench:facts` bundles with esbuild: the extractor as the Worker runs it, the two sets and the scorer.
export { extractFacts } from '~core/lib/facts/extract';
export { sentences } from '~core/lib/generation/text';
export { dev } from './dev';
export { heldOut } from './heldout';
export { KINDS, scoreSet } from './score';
