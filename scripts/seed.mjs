// Seeds the local D1 database with the six templates and a few demo records.
// Every statement is INSERT OR IGNORE on a unique key, so running it twice changes nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seed = JSON.parse(readFileSync(join(root, 'core/db/seed.json'), 'utf8'));

const q = (v) => (v === null || v === undefined ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);
const cents = (decimal) => Math.round(Number(decimal) * 100);
const fee = (base) => Math.floor((base * 20 * 2 + 100) / 200);

export function seedSql() {
  const lines = [];
  for (const t of seed.templates) {
    lines.push(
      `INSERT OR IGNORE INTO templates (name, description, category, base_price_cents, is_active, features, mission_alignment) VALUES (${q(t.name)}, ${q(t.description)}, ${q(t.category)}, ${cents(t.basePrice)}, 1, ${q(JSON.stringify(t.features))}, ${q(t.missionAlignment)});`,
    );
  }
  for (const u of seed.users) {
    lines.push(
      `INSERT OR IGNORE INTO users (id, first_name, last_name, email, role, status) VALUES (${q(u.id)}, ${q(u.firstName)}, ${q(u.lastName)}, ${q(u.email)}, ${q(u.role)}, 'active');`,
      `INSERT OR IGNORE INTO accounts (provider, provider_account_id, user_id) VALUES ('local', ${q(u.email)}, ${q(u.id)});`,
    );
  }
  for (const p of seed.projects) {
    const template = seed.templates.find((t) => t.name === p.template);
    const base = template ? cents(template.basePrice) : 2499;
    const templateId = template ? `(SELECT id FROM templates WHERE name = ${q(template.name)})` : 'NULL';
    lines.push(
      `INSERT OR IGNORE INTO projects (id, user_id, name, description, business_type, requirements, template_id, status, payment_status, base_price_cents, fee_cents, total_price_cents, slug) VALUES (${p.id}, ${q(p.userId)}, ${q(p.name)}, ${q(p.description)}, ${q(p.businessType)}, '', ${templateId}, ${q(p.status)}, ${q(p.paymentStatus)}, ${base}, ${fee(base)}, ${base + fee(base)}, ${q(p.slug)});`,
    );
    if (p.paymentStatus === 'paid') {
      lines.push(
        `INSERT OR IGNORE INTO payments (project_id, provider, provider_reference, amount_cents) VALUES (${p.id}, 'test', 'seed-${p.id}', ${base + fee(base)});`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

export function seedLocal({ persistTo } = {}) {
  const file = join(root, '.wrangler', 'seed.sql');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, seedSql());
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file];
  if (persistTo) args.push('--persist-to', persistTo);
  execFileSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seedLocal({ persistTo: process.argv[2] });
  console.log('Seeded templates and demo data.');
}
