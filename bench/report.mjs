// Writes one benchmark's section of docs/performance.md, leaving the other sections as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'performance.md');
const HEADER = `# Performance

Each section is written by its benchmark (\`npm run bench\` and the \`bench:*\` scripts). This machine has
2 shared cores: compare figures within one run (the ratios), not across runs.
`;

/** @param {string} id @param {string} markdown */
export function writeSection(id, markdown) {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const start = `<!-- section:${id} -->`;
  const end = `<!-- /section:${id} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  text = a >= 0 && b > a ? text.slice(0, a) + block + text.slice(b + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}
