import { INVALIDATES_HEADER, invalidates, STORE_PAGES } from '~core/lib/http-cache';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { businessFactsSchema } from '~core/lib/facts/schema';
import { parseProjectId } from '~core/lib/projects';
import { projectSchema } from '~core/lib/schemas/project';
import { publishSchema } from '~core/lib/schemas/publish';
import {
  createProject,
  listProjectsForUser,
  PROJECT_NOT_FOUND,
  toProjectDto,
} from '~core/models/projects.server';
import { deleteProject, readProject, replaceProjectFacts } from '~core/models/project-operations.server';
import { publishProject } from '~core/models/published-apps.server';
import { requireApiUser, type AuthedEnv } from './auth-middleware';
import { ok } from './envelope';
import { must, refuse } from './refusal';
import { parseJson } from './validation';

/**
 * The signed-in user's projects: the session's door to the operations `/api/v1/projects` offers to API tokens,
 * written once in core/models/project-operations.server.ts (docs/decisions/214). A missing, malformed or
 * foreign id is the same 404.
 */
export const projectsApi = new Hono<AuthedEnv>();

// Per route rather than `use('*')`: other files mount more routes under /api/projects.
const signedIn = createMiddleware<AuthedEnv>(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  return requireApiUser(c, next);
});

projectsApi.get('/', signedIn, async (c) => {
  const rows = await listProjectsForUser(c.env, c.get('user').id);
  return ok(c, rows.map(toProjectDto));
});

projectsApi.post('/', signedIn, async (c) => {
  const input = await parseJson(c, projectSchema);
  const { project } = must(await createProject(c.env, c.get('user').id, input));
  c.header('Location', `/api/projects/${project.id}`);
  return ok(c, toProjectDto(project), 201);
});

projectsApi.get('/:id', signedIn, async (c) => {
  const { project } = must(await readProject(c.env, c.get('user'), c.req.param('id')));
  return ok(c, toProjectDto(project));
});

/**
 * Deletes the owner's project (docs/decisions/260); 409 GENERATION_RUNNING while a generation runs. A listed
 * project's store pages are purged like a publish's (docs/decisions/162).
 */
projectsApi.delete('/:id', signedIn, async (c) => {
  const { id, wasListed } = must(await deleteProject(c.env, c.get('user'), c.req.param('id')));
  if (wasListed) c.header(INVALIDATES_HEADER, invalidates(STORE_PAGES)[INVALIDATES_HEADER]);
  return ok(c, { id, deleted: true });
});

projectsApi.post('/:id/publish', signedIn, async (c) => {
  const id = parseProjectId(c.req.param('id'));
  if (id === null) return refuse(c, PROJECT_NOT_FOUND);
  const input = await parseJson(c, publishSchema);
  const result = await publishProject(c.env, c.get('user').id, id, input);
  if (!result.ok) return refuse(c, result);
  c.header(INVALIDATES_HEADER, invalidates(STORE_PAGES)[INVALIDATES_HEADER]);
  return ok(c, result.app, 201);
});

/**
 * Replaces the project's business facts (docs/decisions/140): the same schema as every other way in; a
 * generated site takes them at its next regeneration or editor save. Rate limited like the facts forms.
 */
projectsApi.put('/:id/facts', signedIn, async (c) => {
  const facts = await parseJson(c, businessFactsSchema);
  const { project } = must(await replaceProjectFacts(c.env, c.get('user'), c.req.param('id'), facts));
  return ok(c, toProjectDto(project));
});
