import { describe, expect, it } from 'vitest';
import { exampleFor, operationsByTab, type OpenApiDocument } from './openapi-view';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  components: {
    schemas: {
      Project: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string', example: 'Bakery' }, when: { type: 'string', format: 'date-time' } } },
    },
  },
  paths: {
    '/projects': {
      post: {
        tags: ['Projects'],
        summary: 'Create',
        security: [{ bearerAuth: [] }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', example: "O'Neil's" } } } } } },
        responses: { '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Project' } } } } },
      },
    },
    '/projects/{id}/generate': { post: { tags: ['AI Generation'], summary: 'Go', responses: {} } },
    '/templates': { get: { tags: ['Templates'], summary: 'List', responses: {} } },
  },
};

describe('OpenAPI view', () => {
  it('builds examples from schemas, following $ref', () => {
    expect(exampleFor({ $ref: '#/components/schemas/Project' }, doc)).toEqual({ id: 1, name: 'Bakery', when: '2026-01-01T12:00:00.000Z' });
    expect(exampleFor({ anyOf: [{ type: 'null' }, { type: 'integer' }] }, doc)).toBe(1);
    expect(exampleFor({ type: 'array', items: { type: 'boolean' } }, doc)).toEqual([true]);
  });

  it('groups operations into the four tabs with runnable curl commands', () => {
    const tabs = operationsByTab(doc, 'http://127.0.0.1:8787');
    expect(tabs.map((t) => t.id)).toEqual(['authentication', 'projects', 'ai-generation', 'webhooks']);
    const projects = tabs.find((t) => t.id === 'projects')!.operations;
    expect(projects.map((o) => o.path)).toEqual(['/api/v1/projects', '/api/v1/templates']);
    const create = projects[0];
    expect(create.curl).toContain("curl -sS -X POST 'http://127.0.0.1:8787/api/v1/projects'");
    expect(create.curl).toContain('Authorization: Bearer $FAIRSTACK_TOKEN');
    // Single quotes inside the JSON body are escaped for the shell.
    expect(create.curl).toContain(`-d '{"name":"O'\\''Neil'\\''s"}'`);
    expect(tabs.find((t) => t.id === 'ai-generation')!.operations[0].curl).toContain('/api/v1/projects/1/generate');
    expect(projects[1].curl).not.toContain('Authorization');
  });
});
