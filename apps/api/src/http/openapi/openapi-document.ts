import { z } from 'zod';
import {
  apiErrorItemSchema,
  contractAreas,
  errorEnvelopeSchema,
  UPLOAD_FIELD,
  type AuthKind,
  type EndpointDef,
} from '@rona/domain';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  /** The contract's auth kind, as the contract names it. */
  'x-rona-auth': AuthKind;
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** The security schemes an auth kind accepts (any one of the listed alternatives). */
const SECURITY: Record<AuthKind, Record<string, string[]>[]> = {
  apiKey: [{ publicApiKey: [] }],
  optionalMember: [{ publicApiKey: [] }, { memberSession: [] }],
  member: [{ memberSession: [] }],
  guest: [{ guestToken: [] }, { publicApiKey: [] }],
  linkTool: [{ memberSession: [] }],
  staff: [{ staffSession: [] }],
  none: [],
};

const SECURITY_SCHEMES = {
  publicApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: "The shop's public API key, sent as the whole Authorization header.",
  },
  memberSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A member's session token (`Bearer <token>`); browsers send the HttpOnly session cookie instead. Link-tool calls need a member whose roles include the store site.",
  },
  guestToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The guest checkout token issued by the first guest checkout update (`Bearer <guest token>`).',
  },
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A back-office staff session (`Bearer <accessToken>` from POST /admin/v1/login); browsers send the admin HttpOnly cookie with `X-Rona-Client: admin` instead. Each admin call also needs its permission key.',
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** `/a/:id/b` → `/a/{id}/b`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** What the API accepts is the schema's input side (before defaults/coercion); what it answers, the output side. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, place: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return {
      name,
      in: place,
      required: place === 'path' || (object.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** An upload's form: the file field(s) plus the body schema's other fields, if any. */
function multipartSchema(entry: EndpointDef): JsonSchema {
  const fields = entry.body ? (jsonSchema(entry.body, 'input') as { properties?: Record<string, JsonSchema> }) : {};
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      [UPLOAD_FIELD]: {
        type: 'string',
        contentMediaType: 'image/*',
        description: 'The image file; repeat the field where the endpoint takes several (see the summary).',
      },
    },
    required: [UPLOAD_FIELD],
  };
}

/**
 * The OpenAPI 3.1 document of the contract (libs/shared/domain/src/contract): one operation per
 * entry, its parameters, body and result from the entry's zod schemas, its security from the
 * entry's auth kind. A result or body schema shared by several entries is one component, named
 * after the first entry that uses it. Paths are those of the API host; behind the shop origin
 * they start with /api.
 */
/** A CSV export's success: the file itself, not the envelope (refusals before the first byte are). */
const CSV_ANSWER = {
  description:
    'A CSV file: UTF-8 with a BOM, a header row, CRLF, plain numbers; streamed (`Content-Disposition: attachment`)',
  content: { 'text/csv': { schema: { type: 'string' } } },
};

export function buildOpenApiDocument(): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    ApiErrorItem: jsonSchema(apiErrorItemSchema, 'output'),
    ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output'),
  };
  // Per side: one zod schema can read differently as input and as output (defaults, coercion).
  const componentOf = { input: new Map<z.ZodType, string>(), output: new Map<z.ZodType, string>() };
  const component = (schema: z.ZodType, name: string, io: 'input' | 'output') => {
    const known = componentOf[io].get(schema);
    if (known) return ref(known);
    componentOf[io].set(schema, name);
    schemas[name] = jsonSchema(schema, io);
    return ref(name);
  };

  const paths: OpenApiDocument['paths'] = {};
  const tags: OpenApiDocument['tags'] = [];
  for (const [area, entries] of Object.entries(contractAreas)) {
    tags.push({ name: area, description: `The ${area} area of the contract` });
    for (const [name, entry] of Object.entries(entries) as [string, EndpointDef][]) {
      const parameterList = [...parameters(entry.params, 'path'), ...parameters(entry.query, 'query')];
      const operation: OpenApiOperation = {
        operationId: name,
        summary: entry.summary,
        tags: [area],
        'x-rona-auth': entry.auth,
        security: SECURITY[entry.auth],
        ...(parameterList.length ? { parameters: parameterList } : {}),
        responses: {
          '200':
            entry.produces === 'text/csv'
              ? CSV_ANSWER
              : {
                  description: 'The envelope `{status, message, result}` with the result',
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        properties: {
                          status: { type: 'boolean', const: true },
                          message: { type: 'string' },
                          result: component(entry.result, `${capitalised(name)}Result`, 'output'),
                        },
                        required: ['status', 'message', 'result'],
                      },
                    },
                  },
                },
          default: {
            description: 'A refusal: the envelope with `status: false` and `errors[]`',
            content: { 'application/json': { schema: ref('ErrorEnvelope') } },
          },
        },
      };
      if (entry.multipart) {
        operation.requestBody = {
          required: true,
          content: { 'multipart/form-data': { schema: multipartSchema(entry) } },
        };
      } else if (entry.body) {
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: component(entry.body, `${capitalised(name)}Body`, 'input') } },
        };
      }
      const path = openApiPath(entry.path);
      paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operation };
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Rona API',
      version: '1',
      description:
        'The shop API the three Rona front ends call, generated from the shared zod contract. Every answer is the envelope `{status, message, result}`; refusals add `errors[]`. Messages are in Indonesian.',
    },
    servers: [{ url: '/api', description: 'The shop origin (the gateway or nginx strips /api before the API)' }],
    tags,
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
}
