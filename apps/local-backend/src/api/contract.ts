// Spec-first plumbing: the operations, request validators and response validators all come from
// openapi/memorial-api.yaml. Route code names an operationId and receives validated input; it
// never restates a schema. Tests use `validateResponse` to check every answer against the file.
import fs from "node:fs";
import path from "node:path";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { parse as parseYaml } from "yaml";

/** Where the contract lives in the repository. */
export const DEFAULT_CONTRACT_FILE = path.resolve(
  import.meta.dirname,
  "../../../../openapi/memorial-api.yaml",
);

const DOC_ID = "memorial-api";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
export type HttpMethod = (typeof METHODS)[number];

type Json = Record<string, unknown>;

export interface ValidationResult {
  ok: boolean;
  errors: string[];
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI template, e.g. `/api/v1/profiles/{id}`. */
  path: string;
  /** The same path in Hono syntax, e.g. `/api/v1/profiles/:id`. */
  routePath: string;
  /** True when the operation needs a bearer token. */
  requiresAuth: boolean;
  /** Media types of the request body (empty when there is none). */
  bodyMediaTypes: string[];
  bodyRequired: boolean;
  /** True when the body is JSON (validated here); false for raw uploads. */
  jsonBody: boolean;
  validatePath(params: Record<string, string>): ValidationResult;
  validateQuery(query: Record<string, string>): ValidationResult;
  validateHeaders(headers: Record<string, string>): ValidationResult;
  validateBody(body: unknown): ValidationResult;
}

export interface Contract {
  document: Json;
  operations: ContractOperation[];
  operation(operationId: string): ContractOperation;
  /** Checks a response body (JSON or absent) against the documented response of a status. */
  validateResponse(
    operationId: string,
    status: number,
    body: unknown,
    contentType?: string | null,
  ): ValidationResult;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Follows `$ref`s of non-schema objects (parameters, responses, request bodies). */
function resolve(doc: Json, pointer: string): { pointer: string; value: Json } {
  let current = pointer;
  for (let hops = 0; hops < 10; hops++) {
    let value: unknown = doc;
    for (const raw of current.split("/").slice(1)) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      value = isObject(value) || Array.isArray(value) ? (value as Json)[key] : undefined;
    }
    if (!isObject(value)) throw new Error(`Contract: nothing at ${current}`);
    const ref = value.$ref;
    if (typeof ref !== "string") return { pointer: current, value };
    if (!ref.startsWith("#/")) throw new Error(`Contract: only local $ref supported, got ${ref}`);
    current = ref.slice(1);
  }
  throw new Error(`Contract: $ref loop at ${pointer}`);
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath.replace(/^\//, "") || "body";
    return `${where}: ${e.message ?? "is invalid"}`;
  });
}

const PASS: ValidationResult = { ok: true, errors: [] };

function result(validate: ValidateFunction, data: unknown): ValidationResult {
  const ok = validate(data);
  if (ok) return PASS;
  return { ok, errors: formatErrors((validate.errors ?? []).filter((e) => e.keyword !== "if")) };
}

/**
 * Ajv does not support `discriminator.mapping`. A `oneOf` with a discriminator is validated as an
 * equivalent if/then chain on the discriminating property instead, so a bad section or upload
 * request is reported against its own variant ("sections/0: must have required property 'text'")
 * rather than with the errors of every variant.
 */
function rewriteDiscriminators(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteDiscriminators);
  if (!isObject(node)) return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node)) copy[key] = rewriteDiscriminators(value);
  const discriminator = copy.discriminator;
  if (
    isObject(discriminator) &&
    typeof discriminator.propertyName === "string" &&
    isObject(discriminator.mapping) &&
    Array.isArray(copy.oneOf)
  ) {
    const property = discriminator.propertyName;
    const mapping = Object.entries(discriminator.mapping);
    delete copy.oneOf;
    delete copy.discriminator;
    copy.type = "object";
    copy.required = [property];
    copy.properties = { [property]: { enum: mapping.map(([value]) => value) } };
    copy.allOf = mapping.map(([value, ref]) => ({
      if: { properties: { [property]: { const: value } }, required: [property] },
      then: { $ref: ref },
    }));
  }
  return copy;
}

export function loadContract(file: string = DEFAULT_CONTRACT_FILE): Contract {
  const document = rewriteDiscriminators(parseYaml(fs.readFileSync(file, "utf8"))) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, DOC_ID);
  const compileAt = (pointer: string): ValidateFunction =>
    ajv.compile({ $ref: `${DOC_ID}#${pointer}` });

  const globalSecurity = document.security;
  const operations: ContractOperation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};

  for (const [template, rawItem] of Object.entries(paths)) {
    if (!isObject(rawItem)) continue;
    const itemPointer = `/paths/${escapePointer(template)}`;
    for (const method of METHODS) {
      const op = rawItem[method];
      if (!isObject(op) || typeof op.operationId !== "string") continue;
      const opPointer = `${itemPointer}/${method}`;

      // Parameters: path-level first, operation-level overrides by (in, name).
      const params = new Map<
        string,
        { name: string; in: string; required: boolean; schema: string }
      >();
      const collect = (list: unknown, base: string) => {
        if (!Array.isArray(list)) return;
        list.forEach((_, index) => {
          const { pointer, value } = resolve(document, `${base}/parameters/${index}`);
          const name = String(value.name);
          const location = String(value.in);
          params.set(`${location}:${name}`, {
            name,
            in: location,
            required: value.required === true,
            schema: `${pointer}/schema`,
          });
        });
      };
      collect(rawItem.parameters, itemPointer);
      collect(op.parameters, opPointer);

      const objectValidator = (location: string, lowerCase: boolean) => {
        const list = [...params.values()].filter((p) => p.in === location);
        if (list.length === 0) return () => PASS;
        const key = (name: string) => (lowerCase ? name.toLowerCase() : name);
        const schema = {
          type: "object",
          required: list.filter((p) => p.required).map((p) => key(p.name)),
          properties: Object.fromEntries(
            list.map((p) => [key(p.name), { $ref: `${DOC_ID}#${p.schema}` }]),
          ),
        };
        const validate = ajv.compile(schema);
        return (data: Record<string, string>) => result(validate, data);
      };

      let bodyMediaTypes: string[] = [];
      let bodyRequired = false;
      let validateBody: (body: unknown) => ValidationResult = () => PASS;
      if (op.requestBody !== undefined) {
        const { pointer, value } = resolve(document, `${opPointer}/requestBody`);
        const content = isObject(value.content) ? value.content : {};
        bodyMediaTypes = Object.keys(content);
        bodyRequired = value.required === true;
        if (bodyMediaTypes.includes("application/json")) {
          const validate = compileAt(`${pointer}/content/application~1json/schema`);
          validateBody = (body) => result(validate, body);
        }
      }

      const security = op.security ?? globalSecurity;
      const requiresAuth =
        Array.isArray(security) &&
        security.length > 0 &&
        security.every((entry) => isObject(entry) && Object.keys(entry).length > 0);

      operations.push({
        operationId: op.operationId,
        method,
        path: template,
        routePath: template.replace(/\{([^}]+)\}/g, ":$1"),
        requiresAuth,
        bodyMediaTypes,
        bodyRequired,
        jsonBody: bodyMediaTypes.includes("application/json"),
        validatePath: objectValidator("path", false),
        validateQuery: objectValidator("query", false),
        validateHeaders: objectValidator("header", true),
        validateBody,
      });
    }
  }

  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const responseValidators = new Map<string, ValidateFunction | null>();

  return {
    document,
    operations,
    operation(operationId) {
      const op = byId.get(operationId);
      if (!op) throw new Error(`Contract has no operation ${operationId}`);
      return op;
    },
    validateResponse(operationId, status, body, contentType) {
      const op = this.operation(operationId);
      const opPointer = `/paths/${escapePointer(op.path)}/${op.method}`;
      const key = `${operationId} ${status}`;
      let validate = responseValidators.get(key);
      if (validate === undefined) {
        const responses = resolve(document, `${opPointer}/responses`).value;
        const code = String(status) in responses ? String(status) : "default";
        if (!(code in responses)) {
          return {
            ok: false,
            errors: [`status ${status} is not documented for ${operationId}`],
          };
        }
        const { pointer, value } = resolve(document, `${opPointer}/responses/${code}`);
        const content = isObject(value.content) ? value.content : undefined;
        validate =
          content && "application/json" in content
            ? compileAt(`${pointer}/content/application~1json/schema`)
            : null;
        responseValidators.set(key, validate);
      }
      if (validate === null) {
        return body === undefined || body === null || body === ""
          ? PASS
          : { ok: false, errors: [`${operationId} ${status} documents no body`] };
      }
      if (contentType && !contentType.startsWith("application/json")) {
        return { ok: false, errors: [`expected application/json, got ${contentType}`] };
      }
      return result(validate, body);
    },
  };
}
