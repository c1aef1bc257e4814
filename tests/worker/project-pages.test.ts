import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createUserWithSession } from './helpers';
import { countRows, createProject, formRequest, markCompleted, page, projectRow } from './project-helpers';

function text(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

describe('sign-in guard on /dashboard, /create and /checkout/:id', () => {
  it('sends a signed-out visitor to sign-in (and back afterwards); actions create nothing', async () => {
    for (const path of ['/dashboard', '/create', '/checkout/1']) {
      const res = await SELF.fetch(page(path, null));
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`/api/login?returnTo=${encodeURIComponent(path)}`);
    }
    const before = await countRows('projects');
    const res = await SELF.fetch(formRequest('/create', null, { name: 'Anon', businessType: 'Other' }));
    expect(res.status).toBe(302);
    expect(await countRows('projects')).toBe(before);
  });
});

describe('/create', () => {
  it('shows the form, the template picker with prices and the pricing sidebar', async () => {
    const { cookie } = await createUserWithSession();
    const res = await SELF.fetch(page('/create', cookie));
    expect(res.status).toBe(200);
    const html = text(await res.text());
    for (const label of ['Business Name', 'Business Type', 'Description', 'Requirements', 'No specific template', 'Pricing', 'Create Project']) {
      expect(html, label).toContain(label);
    }
    for (const type of ['E-commerce', 'Restaurant', 'Portfolio', 'Business', 'Technology', 'Healthcare', 'Education', 'Other']) {
      expect(html).toContain(`<option value="${type}">`);
    }
    expect(html).toContain('Service fee (20%)');
    expect(html).toContain('$29.99');
  });

  it('creates the project from a plain form post and goes on to "What we understood", then checkout', async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const res = await SELF.fetch(
      formRequest('/create', cookie, { name: 'Form Bakery', businessType: 'Restaurant', description: 'Bread', requirements: '', templateId: '' }),
    );
    expect(res.status).toBe(302);
    const match = /^\/projects\/(\d+)\/facts\?created=1$/.exec(res.headers.get('location') ?? '');
    expect(match).toBeTruthy();
    const row = await projectRow(Number(match![1]));
    expect(row).toMatchObject({ user_id: userId, total_price_cents: 2999, status: 'pending', payment_status: 'pending' });
    const facts = text(await (await SELF.fetch(page(res.headers.get('location')!, cookie))).text());
    expect(facts).toContain('Your project has been created successfully!');
    expect(facts).toContain('What we understood');
    const checkout = text(await (await SELF.fetch(page(`/checkout/${match![1]}`, cookie))).text());
    expect(checkout).toContain('Waiting for payment');
  });

  it("takes the template's category as business type when the form leaves it empty (choosing a template without JavaScript)", async () => {
    const { cookie } = await createUserWithSession();
    const template = await env.DB.prepare("select id, base_price_cents from templates where category = 'Portfolio' and is_active = 1 limit 1").first<{
      id: number;
      base_price_cents: number;
    }>();
    const templateId =
      template?.id ??
      (await env.DB.prepare("insert into templates (name, category, base_price_cents) values ('Pages Portfolio', 'Portfolio', 2500) returning id").first<{ id: number }>())!.id;
    const res = await SELF.fetch(formRequest('/create', cookie, { name: 'Studio', businessType: '', templateId: String(templateId) }));
    expect(res.status).toBe(302);
    const id = Number(/\/projects\/(\d+)\/facts/.exec(res.headers.get('location')!)![1]);
    const row = await env.DB.prepare('select business_type, template_id from projects where id = ?').bind(id).first();
    expect(row).toEqual({ business_type: 'Portfolio', template_id: templateId });
  });

  it("accepts the dialog's fields (no requirements) posted without JavaScript", async () => {
    const { cookie } = await createUserWithSession();
    const res = await SELF.fetch(formRequest('/create', cookie, { source: 'dialog', name: 'Dialog Co', businessType: 'Business', templateId: '', description: '' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/projects\/\d+\/facts\?created=1$/);
  });

  it("answers 400 with 'Missing Information' and field errors, and creates nothing", async () => {
    const { id: userId, cookie } = await createUserWithSession();
    const res = await SELF.fetch(formRequest('/create', cookie, { name: ' ', businessType: '', templateId: '' }));
    expect(res.status).toBe(400);
    const html = text(await res.text());
    expect(html).toContain('Missing Information');
    expect(html).toContain('Please fill in all required fields');
    expect(html).toContain('Project name is required');
    expect(html).toContain('Business type is required');
    const bad = await SELF.fetch(formRequest('/create', cookie, { name: 'Bad template', businessType: 'Other', templateId: '424242' }));
    expect(bad.status).toBe(400);
    const badHtml = text(await bad.text());
    expect(badHtml).toContain('Choose a template from the list');
    // Any other refusal is the spec's 'Creation Failed' (section 8), not 'Missing Information'.
    expect(badHtml).toContain('Creation Failed');
    expect(badHtml).not.toContain('Missing Information');
    expect(await countRows('projects', 'user_id = ?', userId)).toBe(0);
  });
});

describe('/checkout/:projectId', () => {
  it("shows 'Project not found' with 404 for a missing, malformed or foreign project", async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    const project = await createProject(alice.cookie, { name: 'Secret Project Name' });
    for (const id of [String(project.id), '999999', 'abc', '0']) {
      const res = await SELF.fetch(page(`/checkout/${id}`, bob.cookie));
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).toContain('Project not found');
      expect(html).not.toContain('Secret Project Name');
    }
  });

  it('shows the status, the order summary with the stored price, and the pay button', async () => {
    const { cookie } = await createUserWithSession();
    const project = await createProject(cookie, { name: 'Checkout Cafe' });
    const html = text(await (await SELF.fetch(page(`/checkout/${project.id}`, cookie))).text());
    expect(html).toContain('Checkout Cafe');
    expect(html).toContain('Waiting for payment');
    expect(html).toContain('No specific template');
    expect(html).toContain('$24.99');
    expect(html).toContain('$5.00');
    expect(html).toContain('$29.99');
    expect(html).toContain('Pay Now (test mode)');
  });
});

describe('/dashboard', () => {
  it('shows the stats cards and each project with the message of its state', async () => {
    const { cookie } = await createUserWithSession({ firstName: 'Dana' });
    const waiting = await createProject(cookie, { name: 'Waiting Co' });
    const ready = await createProject(cookie, { name: 'Ready Co' });
    const generating = await createProject(cookie, { name: 'Busy Co' });
    const done = await createProject(cookie, { name: 'Done Co' });
    const failed = await createProject(cookie, { name: 'Broken Co' });
    const set = (id: number, status: string, payment: string) =>
      env.DB.prepare('update projects set status = ?, payment_status = ? where id = ?').bind(status, payment, id).run();
    await set(ready.id, 'pending', 'paid');
    await set(generating.id, 'generating', 'paid');
    await markCompleted(done.id, '/sites/done-co/');
    await set(failed.id, 'failed', 'paid');

    const html = text(await (await SELF.fetch(page('/dashboard', cookie))).text());
    expect(html).toContain('Welcome back, Dana.');
    expect(html).toMatch(/data-testid="stat-generated">1</);
    // Four paid projects at 29.99 each.
    expect(html).toMatch(/data-testid="stat-spent">\$119\.96</);
    // pending (2) + generating (1).
    expect(html).toMatch(/data-testid="stat-active">3</);
    for (const message of [
      'Waiting for payment',
      'Payment confirmed - Ready to generate',
      'AI is creating your website...',
      'Your website is ready!',
      'Generation failed - please try again',
    ]) {
      expect(html, message).toContain(message);
    }
    expect(html).toContain('href="/sites/done-co/"');
    expect(html).toContain(`href="/dashboard?publish=${done.id}"`);
    expect(html).toContain(`href="/checkout/${waiting.id}"`);
    // Without JavaScript the dialog's trigger is a link to /create.
    expect(html).toContain('href="/create"');
  });

  it('shows nobody else’s projects', async () => {
    const alice = await createUserWithSession();
    const bob = await createUserWithSession();
    await createProject(alice.cookie, { name: 'Alice Private Bakery' });
    const html = await (await SELF.fetch(page('/dashboard', bob.cookie))).text();
    expect(html).not.toContain('Alice Private Bakery');
    expect(html).toContain('No projects yet');
  });
});
