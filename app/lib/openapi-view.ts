/**
 * Turns the OpenAPI 3.1 document into what the API reference page shows: operations grouped by tab, with
 * example bodies built from the schemas and curl commands for the current server. Pure, so it is unit tested.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  example?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  description?: string;
  additionalProperties?: Schema | boolean;
};

type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, { description?: string }> };
};

export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  authenticated: boolean;
  requestExample: string | null;
  responses: { status: string; description: string; example: string | null }[];
  curl: string;
};

export type TabView = { id: string; title: string; operations: OperationView[] };

export const TAB_FOR_TAG: Record<string, string> = {
  Templates: 'projects',
  Projects: 'projects',
  'AI Generation': 'ai-generation',
  Redactor: 'projects',
};

function resolve(schema: Schema | undefined, doc: OpenApiDocument, depth = 0): Schema | undefined {
  if (!schema?.$ref || depth > 8) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(doc.components?.schemas?.[name], doc, depth + 1);
}

/** A plausible example value for a schema: its own example, else one built from its type. */
export function exampleFor(input: Schema | undefined, doc: OpenApiDocument, depth = 0): unknown {
  const schema = resolve(input, doc);
  if (!schema || depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return exampleFor(variants.find((v) => resolve(v, doc)?.type !== 'null') ?? variants[0], doc, depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => exampleFor(s, doc, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = exampleFor(value, doc, depth + 1);
      return out;
    }
    case 'array':
      return [exampleFor(schema.items, doc, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2026-01-01T12:00:00.000Z' : 'string';
    default:
      return null;
  }
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function shellQuote(value: string) {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The API reference's tabs, in order; each is its own address (`?tab=id`). */
export const API_REFERENCE_TABS = [
  { id: 'authentication', title: 'Authentication' },
  { id: 'projects', title: 'Projects' },
  { id: 'ai-generation', title: 'AI Generation' },
  { id: 'webhooks', title: 'Webhooks' },
] as const;

export function operationsByTab(doc: OpenApiDocument, origin: string, serverPath = '/api/v1'): TabView[] {
  const tabs: TabView[] = API_REFERENCE_TABS.map((t) => ({ ...t, operations: [] }));
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tabId = TAB_FOR_TAG[op.tags?.[0] ?? ''] ?? 'projects';
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const requestExample = bodySchema ? pretty(exampleFor(bodySchema, doc)) : null;
      const authenticated = Boolean(op.security?.length);
      const url = `${origin}${serverPath}${path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'id' ? '1' : name))}`;
      const curl = [
        `curl -sS -X ${method.toUpperCase()} ${shellQuote(url)}`,
        authenticated ? `  -H "Authorization: Bearer $FAIRSTACK_TOKEN"` : null,
        requestExample ? `  -H 'Content-Type: application/json'` : null,
        requestExample ? `  -d ${shellQuote(JSON.stringify(exampleFor(bodySchema, doc)))}` : null,
      ]
        .filter(Boolean)
        .join(' \\\n');
      tabs.find((t) => t.id === tabId)!.operations.push({
        id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase(),
        method: method.toUpperCase(),
        path: `${serverPath}${path}`,
        summary: op.summary ?? '',
        description: op.description ?? null,
        authenticated,
        requestExample,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => {
          const schema = r.content?.['application/json']?.schema;
          return { status, description: r.description ?? '', example: schema ? pretty(exampleFor(schema, doc)) : null };
        }),
        curl,
      });
    }
  }
  return tabs;
}
