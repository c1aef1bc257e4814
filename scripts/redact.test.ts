import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { redact } from '~core/lib/redactor';

const CLI = join(__dirname, 'redact.mjs');
const dir = mkdtempSync(join(tmpdir(), 'redact-cli-'));

function cli(args: string[], input?: string | Buffer) {
  const result = spawnSync(process.execPath, [CLI, ...args], { input, maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status, stdout: result.stdout.toString('utf8'), stderr: result.stderr.toString('utf8') };
}

const SAMPLE = 'Tenant: John Smith, SSN 123-45-6789, mail js@example.com, call (555) 123-4567.\n';

beforeAll(() => {
  // The first run compiles the engine bundle; do it once outside the timed tests.
  cli(['--list']);
}, 60_000);

describe('npm run redact', () => {
  it('redacts standard input to standard output with a summary on standard error', () => {
    const { code, stdout, stderr } = cli(['-'], SAMPLE);
    expect(code).toBe(0);
    expect(stdout).toBe(redact(SAMPLE).redactedText);
    expect(stdout).toBe('Tenant: {{NAME}}, SSN ***-**-****, mail {{EMAIL}}, call (***) ***-4567.\n');
    expect(stderr).toMatch(/^redact: 4 items redacted in 4 categories from standard input \(79 B in [\d.]+ s\): email 1, phone 1, ssn 1, person_name 1\n$/);
  });

  it('streams a multi-megabyte file in pieces with the same result as one pass', () => {
    const text = Array.from({ length: 40_000 }, (_, k) => `row ${k} tenant mail u${k}@example.com badge 0001${String(k).padStart(6, '0')} at ${k % 200} Main Street\n`).join('');
    const file = join(dir, 'big.txt');
    writeFileSync(file, text);
    const { code, stdout } = cli([file, '--quiet']);
    expect(code).toBe(0);
    expect(stdout).toBe(redact(text).redactedText);
    expect(stdout).not.toContain('@example.com');
  }, 30_000);

  it('honours --only, --skip and --consistent', () => {
    expect(cli(['--only', 'email', '--quiet'], SAMPLE).stdout).toBe('Tenant: John Smith, SSN 123-45-6789, mail {{EMAIL}}, call (555) 123-4567.\n');
    expect(cli(['--skip=person_name,email', '--quiet'], SAMPLE).stdout).toContain('Tenant: John Smith, SSN ***-**-****, mail js@example.com');
    expect(cli(['--consistent', '--quiet'], 'a@x.com b@y.com A@X.com').stdout).toBe('{{EMAIL_1}} {{EMAIL_2}} {{EMAIL_1}}');
  });

  it('explains bad input with a message and an exit code, without output', () => {
    const empty = cli([], '');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('standard input is empty');
    const binary = cli([], Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x10]));
    expect(binary.code).toBe(2);
    expect(binary.stderr).toContain('looks binary');
    expect(binary.stdout).toBe('');
    const latin1 = cli([], Buffer.from('caf\xe9 SSN 123-45-6789', 'latin1'));
    expect(latin1.code).toBe(2);
    expect(latin1.stderr).toContain('not valid UTF-8');
    expect(latin1.stdout).toBe('');
    const missing = cli([join(dir, 'missing.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
    const unknown = cli(['--only', 'emails']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown category emails');
  });

  it('lists the categories', () => {
    const { code, stdout } = cli(['--list']);
    expect(code).toBe(0);
    expect(stdout).toContain('email');
    expect(stdout).toContain('hvac_id');
  });
});
