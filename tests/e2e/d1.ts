import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { root } from '../../scripts/local.mjs';

const quote = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/**
 * Runs SQL against the e2e Worker's local D1 (`wrangler d1 execute --local` on the same state folder;
 * SQLite's locking makes this safe while the Worker runs). For rows no UI creates yet, e.g. a paid project.
 */
export function d1Execute(sql: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fairstack-sql-'));
  const file = join(dir, 'statements.sql');
  writeFileSync(file, sql);
  try {
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', inject('persistTo'), '--file', file], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Inserts a paid, pending project for the user (as payment in test mode would leave it); returns its slug. */
export function insertPaidProject(
  userId: string,
  project: { id: number; name: string; businessType: string; description: string; requirements?: string; status?: string },
): string {
  const slug = `e2e-${project.id}-${Math.random().toString(36).slice(2, 8)}`;
  d1Execute(
    `INSERT INTO projects (id, user_id, name, description, business_type, requirements, status, payment_status, base_price_cents, fee_cents, total_price_cents, slug)
     VALUES (${project.id}, ${quote(userId)}, ${quote(project.name)}, ${quote(project.description)}, ${quote(project.businessType)}, ${quote(project.requirements ?? '')}, ${quote(project.status ?? 'pending')}, 'paid', 2499, 500, 2999, ${quote(slug)});`,
  );
  return slug;
}
