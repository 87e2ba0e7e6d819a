// Test fixtures are held to the gateway's OpenAPI document (src/api/gen/openapi.json, generated
// from the gateway's zod schemas): a fixture the gateway would never send, or a request body
// it would refuse, is a problem that fails the test (see mockApi and setup.ts).
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import openapi from '../api/gen/openapi.json' with { type: 'json' };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface MediaType {
  schema?: Json;
}
interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

/**
 * Calls the web app already makes whose service is not built yet: the gateway documents their
 * shapes as components without a path (services/gateway/src/schemas/email.ts).
 */
const COMPONENT_ONLY: Record<string, string> = {
  'GET /org/email/incoming': 'IncomingEmailList',
  'GET /org/email-config': 'EmailConfig',
};

/**
 * Objects the gateway answers with carry exactly their documented fields: a fixture with an
 * extra (or misspelt, e.g. `_id`) field is as wrong as one missing a field.
 */
function closeObjects(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(schema)) out[key] = closeObjects(value);
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

const document = openapi as unknown as Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ $id: 'api', components: closeObjects(document.components as unknown as Json) });

const compiled = new Map<string, ValidateFunction>();
function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    // Refs point into the document's components, registered above under the id 'api'.
    const rebased = JSON.parse(key.replaceAll('"#/components/', '"api#/components/')) as Json;
    validate = ajv.compile(closeObjects(rebased) as object);
    compiled.set(key, validate);
  }
  return validate;
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

function operationOf(method: string, path: string): Operation | null {
  const found = templates.find((t) => t.pattern.test(path));
  return found ? (document.paths[found.template]?.[method.toLowerCase()] ?? null) : null;
}

function check(what: string, schema: Json, body: unknown): string[] {
  const validate = validatorFor(schema);
  if (validate(body)) return [];
  const why = (validate.errors ?? [])
    .map((e) => {
      const extra =
        'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : '';
      return `${e.instancePath || '(root)'} ${e.message ?? ''}${extra}`;
    })
    .join('; ');
  return [`${what} does not match the gateway's schema: ${why}`];
}

/** Problems with a JSON answer a test makes the fake gateway give (empty when it is right). */
export function checkResponse(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string[] {
  const call = `${method} ${path} → ${status}`;
  // Every error the gateway sends has one shape, whatever the status.
  if (status >= 400) return check(call, ref('Error'), body);
  const component = COMPONENT_ONLY[`${method} ${path}`];
  if (component) return check(call, ref(component), body);
  const operation = operationOf(method, path);
  if (!operation) return [`${call}: the gateway has no such call`];
  const schema = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (schema === undefined) return [`${call}: the gateway never answers this status with JSON`];
  return check(call, schema, body);
}

/** Problems with a JSON body the app sends (empty when the gateway would accept it). */
export function checkRequest(method: string, path: string, body: unknown): string[] {
  const call = `${method} ${path} request`;
  const operation = operationOf(method, path);
  if (!operation) return COMPONENT_ONLY[`${method} ${path}`] ? [] : [`${call}: no such call`];
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (schema === undefined) return [];
  return check(call, schema, body);
}

const problems: string[] = [];

export function reportContractProblems(found: string[]): void {
  problems.push(...found);
}

/** The problems found since the last call (setup.ts fails the test when there are any). */
export function takeContractProblems(): string[] {
  return problems.splice(0, problems.length);
}
