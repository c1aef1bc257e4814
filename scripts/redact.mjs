#!/usr/bin/env node
// `npm run redact -- [options] <file|->`: streams a text file (or standard input) through the redaction
// engine to standard output, with a summary on standard error. Memory stays bounded for any input size.
import { createReadStream, statSync } from 'node:fs';
import { once } from 'node:events';
import { basename } from 'node:path';
import { loadRedactor } from './lib/redactor-engine.mjs';

const USAGE = `Usage: npm run redact -- [options] <file|->

Redacts personal and building data from a UTF-8 text file ('-' or nothing for standard input)
and writes the result to standard output. A summary goes to standard error.

Options:
  --only a,b          redact only these categories
  --skip a,b          redact every category except these
  --consistent        numbered placeholders: the same e-mail becomes {{EMAIL_1}} everywhere
  --quiet             no summary
  --list              list the categories and exit
  -h, --help          this help

Exit codes: 0 done, 1 empty input, 2 unreadable, binary or non-UTF-8 input, or bad arguments.`;

function fail(message, code = 2) {
  process.stderr.write(`redact: ${message}\n`);
  process.exit(code);
}

function parseArgs(argv, categoryIds) {
  const opts = { file: '-', only: null, skip: [], consistent: false, quiet: false, list: false };
  let fileSeen = false;
  const list = (value, flag) => {
    if (!value) fail(`${flag} needs a comma-separated list of categories`);
    const ids = value.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = ids.filter((id) => !categoryIds.includes(id));
    if (unknown.length) fail(`unknown categor${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')} (see --list)`);
    return ids;
  };
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k];
    if (arg === '-h' || arg === '--help') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (arg === '--only') opts.only = list(argv[++k], arg);
    else if (arg.startsWith('--only=')) opts.only = list(arg.slice(7), '--only');
    else if (arg === '--skip') opts.skip = list(argv[++k], arg);
    else if (arg.startsWith('--skip=')) opts.skip = list(arg.slice(7), '--skip');
    else if (arg === '--consistent') opts.consistent = true;
    else if (arg === '--quiet') opts.quiet = true;
    else if (arg === '--list') opts.list = true;
    else if (arg.startsWith('-') && arg !== '-') fail(`unknown option ${arg}\n\n${USAGE}`);
    else if (fileSeen) fail('give one file at most');
    else {
      opts.file = arg;
      fileSeen = true;
    }
  }
  return opts;
}

function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

async function main() {
  const engine = await loadRedactor();
  const { CATEGORY_IDS, CATEGORIES, RedactionStream, StrictUtf8Decoder, InputError } = engine;
  const opts = parseArgs(process.argv.slice(2), CATEGORY_IDS);
  if (opts.list) {
    for (const id of CATEGORY_IDS) process.stdout.write(`${id.padEnd(12)} ${CATEGORIES[id].description}\n`);
    return;
  }
  const categories = (opts.only ?? CATEGORY_IDS).filter((id) => !opts.skip.includes(id));

  let input;
  const name = opts.file === '-' ? 'standard input' : basename(opts.file);
  if (opts.file === '-') input = process.stdin;
  else {
    try {
      if (statSync(opts.file).isDirectory()) fail(`${opts.file} is a directory`);
    } catch (error) {
      fail(`cannot read ${opts.file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    }
    input = createReadStream(opts.file);
  }

  const started = performance.now();
  const decoder = new StrictUtf8Decoder();
  const stream = new RedactionStream({ categories, consistent: opts.consistent });
  let bytes = 0;
  const write = async (text) => {
    if (text && !process.stdout.write(text)) await once(process.stdout, 'drain');
  };
  try {
    for await (const chunk of input) {
      bytes += chunk.length;
      await write(stream.push(decoder.decode(chunk)));
    }
    await write(stream.push(decoder.end()));
    await write(stream.end());
  } catch (error) {
    if (error instanceof InputError) {
      if (error.code === 'EMPTY') fail(`${name} is empty: nothing to redact`, 1);
      if (error.code === 'BINARY') fail(`${name} looks binary (NUL or control bytes), not text: nothing written`);
      fail(`${name} is not valid UTF-8 text (near byte ${bytes}); convert it to UTF-8 first`);
    }
    if (error?.code === 'EPIPE') return;
    fail(`cannot read ${name}: ${error.message}`);
  }

  if (!opts.quiet) {
    const seconds = (performance.now() - started) / 1000;
    const counts = Object.entries(stream.counts)
      .map(([id, n]) => `${id} ${n}`)
      .join(', ');
    const n = stream.redactionCount;
    process.stderr.write(
      `redact: ${n} item${n === 1 ? '' : 's'} redacted in ${stream.categories.length} categor${stream.categories.length === 1 ? 'y' : 'ies'}` +
        ` from ${name} (${formatBytes(bytes)} in ${seconds.toFixed(2)} s)${counts ? `: ${counts}` : ''}\n`,
    );
  }
}

process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main().catch((error) => fail(error?.stack ?? String(error)));
