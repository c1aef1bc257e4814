// A speed change must not change what the engine finds (decision 190). Run `node bench/redactor/fingerprint.mjs
// save` before the change and `… check` after it: a digest of every span, output text (plain, consistent,
// and streamed in small rounds with odd piece sizes) over the labelled corpora and the engine's test files.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRedactor } from '../../scripts/lib/redactor-engine.mjs';
import { loadCorpora } from './corpus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const saved = join(root, 'node_modules', '.cache', 'fairstack-redactor', 'fingerprint.txt');
const { redact, RedactionStream } = await loadRedactor();
const corpora = loadCorpora();
const unit = Object.values(corpora)
  .map((c) => c.text)
  .join('\n');
const engineDir = join(root, 'core', 'lib', 'redactor');
const texts = [unit, unit.repeat(3).slice(1000), ...['redact', 'adversarial', 'generalisation', 'stream'].map((n) => readFileSync(join(engineDir, `${n}.test.ts`), 'utf8'))];
const hash = createHash('sha256');
for (const text of texts) {
  const plain = redact(text);
  hash.update(JSON.stringify(plain.spans));
  hash.update(plain.redactedText);
  hash.update(redact(text, { consistent: true }).redactedText);
  const stream = new RedactionStream({ roundChars: 10_000 });
  let out = '';
  for (let i = 0; i < text.length; i += 7777) out += stream.push(text.slice(i, i + 7777));
  hash.update(out + stream.end());
}
const digest = hash.digest('hex');
if (process.argv[2] === 'save') {
  mkdirSync(dirname(saved), { recursive: true });
  writeFileSync(saved, digest);
  console.log(`saved ${digest}`);
} else {
  const before = readFileSync(saved, 'utf8');
  console.log(digest === before ? 'identical' : `DIFFERENT (before ${before}, now ${digest})`);
  process.exit(digest === before ? 0 : 1);
}
