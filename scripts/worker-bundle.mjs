// The Worker bundle as it is deployed and served locally (docs/decisions/231): `wrangler deploy --dry-run` (which
// minifies, wrangler.toml `minify`), then its script rewritten so that every character is Latin-1. V8 stores a
// script's source as one byte per character only when every character is Latin-1; one em dash in a regular
// expression doubles the memory the source takes in every isolate (2.9 million characters here). esbuild already
// escapes strings and identifiers, but copies regular expression literals and template literals' raw text as they
// are, so this rewrites what is left above U+00FF, keeping every value the same:
// - in a template literal's text, a run of such characters becomes a substitution, `${"\u2014"}`: the cooked string
//   and `String.raw` give the same text (an escape in the raw text would change what `String.raw` returns);
// - everywhere else (regular expressions, strings, comments), each UTF-16 code unit becomes `\uXXXX`, which a
//   regular expression reads as the same character with or without the `u` flag (a surrogate pair as one code
//   point with it).
// `npm run deploy` (scripts/deploy.mjs) uploads this bundle with `--no-bundle`; scripts/serve-worker.mjs serves it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';

const WIDE = /[^\x00-\xff]+/g;
const HAS_WIDE = /[^\x00-\xff]/;
const escapeUnits = (text) => text.replace(/[^]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Tags whose call gives the same text when a piece of a template's text becomes a substitution of that piece. */
const isStringRaw = (tag) =>
  tag.type === 'MemberExpression' && !tag.computed && tag.object.type === 'Identifier' && tag.object.name === 'String' && tag.property.name === 'raw';

/** @param {string} code an ES module @returns {string} the same module with no character above U+00FF */
export function oneByteSource(code) {
  if (!HAS_WIDE.test(code)) return code;
  const templateTexts = [];
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const visit = (node, tagged) => {
    for (const quasi of node.quasis) {
      if (!HAS_WIDE.test(quasi.value.raw)) continue;
      if (tagged) throw new Error(`a template tagged with something other than String.raw has non-ASCII text at ${quasi.start}`);
      templateTexts.push([quasi.start, quasi.end]);
    }
  };
  simple(ast, {
    TaggedTemplateExpression(node) {
      visit(node.quasi, !isStringRaw(node.tag));
    },
    TemplateLiteral(node) {
      // A tagged template's literal is visited through its tag first; visiting it again finds the same texts.
      visit(node, false);
    },
  });
  templateTexts.sort((a, b) => a[0] - b[0]);
  let t = 0;
  return code.replace(WIDE, (run, at) => {
    while (t < templateTexts.length && templateTexts[t][1] <= at) t++;
    const inTemplate = t < templateTexts.length && templateTexts[t][0] <= at;
    let backslashes = 0;
    while (code[at - 1 - backslashes] === '\\') backslashes++;
    // An escaped character (`\–`, an identity escape) is the character itself: the escape must not escape ours.
    if (backslashes % 2) throw new Error(`an escaped non-ASCII character at ${at}: rewrite it as \\u in the source`);
    return inTemplate ? `\${${JSON.stringify(run).replace(WIDE, escapeUnits)}}` : escapeUnits(run);
  });
}

/**
 * Bundles the Worker of `config` into `outDir` as `wrangler deploy` would and rewrites its script with
 * `oneByteSource`. Returns the script's path and the modules beside it (WebAssembly, text), which wrangler names by
 * their content's hash.
 * @param {string} config a wrangler.toml @param {string} outDir
 */
export function bundleWorker(config, outDir) {
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outDir, '--config', config], {
    cwd: join(config, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  const files = readdirSync(outDir);
  const script = files.find((f) => f.endsWith('.js'));
  if (!script) throw new Error(`wrangler wrote no script to ${outDir}`);
  const path = join(outDir, script);
  writeFileSync(path, oneByteSource(readFileSync(path, 'utf8')));
  return {
    script: path,
    modules: [
      ...files.filter((f) => f.endsWith('.wasm')).map((f) => ({ type: 'CompiledWasm', path: join(outDir, f) })),
      ...files.filter((f) => f.endsWith('.txt')).map((f) => ({ type: 'Text', path: join(outDir, f) })),
    ],
  };
}
