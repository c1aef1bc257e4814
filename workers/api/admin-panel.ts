import { Hono, type Context } from 'hono';
import { INVALIDATES_HEADER, invalidates, PRICE_PAGES } from '~core/lib/http-cache';
import {
  adminLoginSchema,
  priceSettingsSchema,
  readListQuery,
  templateSchema,
  templateUpdateSchema,
} from '~core/lib/schemas/admin';
import { adminLogout, attemptAdminLogin, currentPanelActor } from '~core/models/admin-auth.server';
import { changePriceSettings, getPriceSettingsForAdmin } from '~core/models/admin-settings.server';
import { getAdminOverview, listAllProjects } from '~core/models/admin-stats.server';
import {
  createTemplate,
  listAllTemplates,
  setTemplateActive,
  updateTemplate,
  type TemplateWriteResult,
} from '~core/models/admin-templates.server';
import { requirePanel, type PanelEnv } from './admin-middleware';
import { ok } from './envelope';
import { refuse } from './refusal';
import { parseJson } from './validation';

/** The password-gated admin panel. */
export const adminPanelApi = new Hono<PanelEnv>();

adminPanelApi.post('/auth', async (c) => {
  const { password } = await parseJson(c, adminLoginSchema);
  const result = await attemptAdminLogin(c.env, c.req.raw, password);
  if (!result.ok) return refuse(c, result);
  c.header('Set-Cookie', result.cookie);
  return ok(c, { loggedIn: true, expiresAt: result.expiresAt });
});

adminPanelApi.post('/logout', async (c) => {
  c.header('Set-Cookie', await adminLogout(c.env, c.req.raw));
  return ok(c, { loggedIn: false });
});

adminPanelApi.get('/overview', requirePanel, async (c) => ok(c, await getAdminOverview(c.env)));

adminPanelApi.get('/templates', requirePanel, async (c) => ok(c, await listAllTemplates(c.env)));

function templateAnswer(c: Context<PanelEnv>, result: TemplateWriteResult, created = false) {
  if (!result.ok) return refuse(c, result);
  // Public pages show the templates' prices (docs/decisions/259).
  c.header(INVALIDATES_HEADER, invalidates(PRICE_PAGES)[INVALIDATES_HEADER]);
  return ok(c, result.template, created ? 201 : 200);
}

/** The body: name, description, category, imageUrl, basePrice (number), password (ignored: the cookie decides, docs/decisions/100). */
adminPanelApi.post('/templates', requirePanel, async (c) => {
  const input = await parseJson(c, templateSchema);
  return templateAnswer(c, await createTemplate(c.env, await currentPanelActor(c.env, c.req.raw), input), true);
});

adminPanelApi.patch('/templates/:id{[0-9]{1,9}}', requirePanel, async (c) => {
  const patch = await parseJson(c, templateUpdateSchema);
  const actor = await currentPanelActor(c.env, c.req.raw);
  return templateAnswer(c, await updateTemplate(c.env, actor, Number(c.req.param('id')), patch));
});

adminPanelApi.post('/templates/:id{[0-9]{1,9}}/deactivate', requirePanel, async (c) => {
  const actor = await currentPanelActor(c.env, c.req.raw);
  return templateAnswer(c, await setTemplateActive(c.env, actor, Number(c.req.param('id')), false));
});

adminPanelApi.post('/templates/:id{[0-9]{1,9}}/activate', requirePanel, async (c) => {
  const actor = await currentPanelActor(c.env, c.req.raw);
  return templateAnswer(c, await setTemplateActive(c.env, actor, Number(c.req.param('id')), true));
});

/** All projects with user ids and revenue; `?q=` searches name, e-mail, user id or project id; `?page=`. */
adminPanelApi.get('/projects', requirePanel, async (c) => {
  return ok(c, await listAllProjects(c.env, readListQuery(new URL(c.req.url))));
});

/** The Settings tab: the service fee percent and the default base price. */
adminPanelApi.get('/settings', requirePanel, async (c) => ok(c, await getPriceSettingsForAdmin(c.env)));

adminPanelApi.put('/settings', requirePanel, async (c) => {
  const { serviceFeePercent, defaultBasePrice } = await parseJson(c, priceSettingsSchema);
  const actor = await currentPanelActor(c.env, c.req.raw);
  const saved = await changePriceSettings(c.env, actor, { serviceFeePercent, defaultBasePriceCents: defaultBasePrice });
  c.header(INVALIDATES_HEADER, invalidates(PRICE_PAGES)[INVALIDATES_HEADER]);
  return ok(c, saved);
});
