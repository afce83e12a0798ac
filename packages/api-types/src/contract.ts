// The contract as data (node only): loads openapi/memorial-api.yaml once and gives
// - its operations, each with the Hono route path and validators of path, query, headers and JSON
//   body (the local backend routes and validates every request with these), and
// - a matcher from a concrete request to its operation and a response check (status, content
//   type, required headers, JSON body), used by the backend's tests and by the contract suite.
// Every schema is the YAML's own, compiled by ajv with the document's $refs; nothing is restated.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { parse as parseYaml } from "yaml";

/** openapi/memorial-api.yaml, found through the declared dependency on @memorial/openapi. */
export const DEFAULT_CONTRACT_FILE = createRequire(import.meta.url).resolve(
  "@memorial/openapi/memorial-api.yaml",
);

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ValidationResult {
  ok: boolean;
  errors: string[];
}

export interface ContractOperation {
  /** Method and OpenAPI path, e.g. `GET /api/v1/profiles/{id}`. */
  key: string;
  operationId: string;
  method: HttpMethod;
  /** OpenAPI template, e.g. `/api/v1/profiles/{id}`. */
  path: string;
  /** The same path in Hono syntax, e.g. `/api/v1/profiles/:id`. */
  routePath: string;
  /** True when the operation (or the document) allows calls without a token. */
  anonymous: boolean;
  /** Matches a concrete path (below the server's base path) of this operation. */
  pattern: RegExp;
  /** Length of the path without its `{parameters}`: the more literal path wins a match. */
  literalLength: number;
  /** Media types of the request body (empty when there is none). */
  bodyMediaTypes: string[];
  bodyRequired: boolean;
  /** True when the body is JSON (validated here); false for raw uploads. */
  jsonBody: boolean;
  validatePath(params: Record<string, string>): ValidationResult;
  validateQuery(query: Record<string, string>): ValidationResult;
  /** Header names in lower case. */
  validateHeaders(headers: Record<string, string>): ValidationResult;
  validateBody(body: unknown): ValidationResult;
}

type Json = Record<string, unknown>;

const DOC_ID = "memorial-api";
const PASS: ValidationResult = { ok: true, errors: [] };
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The part of a request a validator checks; validation messages name it. */
export type RequestPart = "path" | "query" | "header" | "body";

/**
 * One line per problem, naming where it is: the part of the request itself for a problem of the
 * whole part (`query: must have required property 'token'`, `body: must be object`), a parameter
 * after its part (`query/token: must NOT have fewer than 16 characters`), and a field of the JSON
 * body by its path in the body (`sections/0/photos/0: must match pattern "^https?://"`).
 */
function formatErrors(errors: ErrorObject[] | null | undefined, part: RequestPart): string[] {
  return (errors ?? [])
    .filter((error) => error.keyword !== "if")
    .map((error) => {
      const inPart = error.instancePath.replace(/^\//, "");
      const where = inPart === "" ? part : part === "body" ? inPart : `${part}/${inPart}`;
      const extra =
        error.keyword === "additionalProperties"
          ? ` '${String((error.params as { additionalProperty?: unknown }).additionalProperty)}'`
          : "";
      return `${where}: ${error.message ?? error.keyword}${extra}`;
    });
}

function result(
  validate: ValidateFunction,
  data: unknown,
  part: RequestPart = "body",
): ValidationResult {
  return validate(data) ? PASS : { ok: false, errors: formatErrors(validate.errors, part) };
}

/** Follows `$ref`s of non-schema objects (parameters, responses, request bodies, headers). */
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

/** True when the security requirement allows a call without credentials. */
function allowsAnonymous(security: unknown): boolean {
  return (
    security === undefined ||
    (Array.isArray(security) &&
      (security.length === 0 ||
        security.some((entry) => isObject(entry) && Object.keys(entry).length === 0)))
  );
}

/** The path prefix of the first server entry ("" for "/" or a bare origin). */
function readBasePath(document: Json): string {
  const servers = document.servers;
  if (!Array.isArray(servers) || !isObject(servers[0])) return "";
  const server = servers[0];
  if (typeof server.url !== "string") return "";
  const variables = isObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === "string" ? variable.default : "";
  });
  const pathname = url.startsWith("/") ? url : new URL(url, "http://server.invalid").pathname;
  return pathname.replace(/\/+$/, "");
}

function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith("{") ? "([^/]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

export class Contract {
  readonly document: Json;
  readonly operations: ContractOperation[];
  /** The path prefix of the document's first server ("" when there is none). */
  readonly basePath: string;
  readonly #ajv: Ajv2020;
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(document: Json) {
    if (!isObject(document.paths)) throw new Error("Contract: the document has no paths");
    this.document = rewriteDiscriminators(document) as Json;
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.#ajv);
    // The whole document is registered once, so every "#/components/..." $ref resolves.
    this.#ajv.addSchema(this.document, DOC_ID);
    this.basePath = readBasePath(this.document);
    this.operations = this.#readOperations();
  }

  static fromFile(file: string = DEFAULT_CONTRACT_FILE): Contract {
    const parsed: unknown = parseYaml(readFileSync(file, "utf8"));
    if (!isObject(parsed)) throw new Error(`${file} is not an OpenAPI document.`);
    return new Contract(parsed);
  }

  #validator(pointer: string): ValidateFunction {
    let validate = this.#validators.get(pointer);
    if (validate === undefined) {
      validate = this.#ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      this.#validators.set(pointer, validate);
    }
    return validate;
  }

  #readOperations(): ContractOperation[] {
    const document = this.document;
    const operations: ContractOperation[] = [];
    for (const [template, rawItem] of Object.entries(document.paths as Json)) {
      if (!isObject(rawItem)) continue;
      const itemPointer = `/paths/${escapePointer(template)}`;
      for (const method of HTTP_METHODS) {
        const op = rawItem[method];
        if (!isObject(op)) continue;
        const key = `${method.toUpperCase()} ${template}`;
        if (typeof op.operationId !== "string") {
          throw new Error(`Contract: ${key} has no operationId`);
        }
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

        const objectValidator = (location: Exclude<RequestPart, "body">, lowerCase: boolean) => {
          const list = [...params.values()].filter((p) => p.in === location);
          if (list.length === 0) return () => PASS;
          const name = (p: { name: string }) => (lowerCase ? p.name.toLowerCase() : p.name);
          const validate = this.#ajv.compile({
            type: "object",
            required: list.filter((p) => p.required).map(name),
            properties: Object.fromEntries(
              list.map((p) => [name(p), { $ref: `${DOC_ID}#${p.schema}` }]),
            ),
          });
          return (data: Record<string, string>) => result(validate, data, location);
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
            const validate = this.#validator(`${pointer}/content/application~1json/schema`);
            validateBody = (body) => result(validate, body);
          }
        }

        operations.push({
          key,
          operationId: op.operationId,
          method,
          path: template,
          routePath: template.replace(/\{([^}]+)\}/g, ":$1"),
          anonymous: allowsAnonymous(op.security ?? document.security),
          pattern: pathPattern(template),
          literalLength: template.replace(/\{[^}]+\}/g, "").length,
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
    return operations;
  }

  /** An operation by its operationId (`getProfile`) or key (`GET /api/v1/profiles/{id}`). */
  operation(idOrKey: string): ContractOperation {
    const op = this.operations.find(
      (candidate) => candidate.operationId === idOrKey || candidate.key === idOrKey,
    );
    if (op === undefined) throw new Error(`The contract has no operation ${idOrKey}.`);
    return op;
  }

  /**
   * The operation a concrete request belongs to (the path may carry the server's base path);
   * literal paths win over templated ones.
   */
  match(method: string, pathname: string): ContractOperation | undefined {
    const lower = method.toLowerCase();
    const relative =
      this.basePath !== "" && pathname.startsWith(this.basePath)
        ? pathname.slice(this.basePath.length) || "/"
        : pathname;
    return this.operations
      .filter((op) => op.method === lower && op.pattern.test(relative))
      .sort((a, b) => b.literalLength - a.literalLength)[0];
  }

  /** Validates a value against any schema of the document, e.g. "/components/schemas/Profile". */
  validateSchema(pointer: string, value: unknown): string[] {
    return result(this.#validator(pointer), value).errors;
  }

  #responses(op: ContractOperation): { pointer: string; value: Json } {
    return resolve(this.document, `/paths/${escapePointer(op.path)}/${op.method}/responses`);
  }

  /** The statuses an operation documents (numbers, "4XX" and "default" as written). */
  documentedStatuses(op: ContractOperation): string[] {
    return Object.keys(this.#responses(op).value);
  }

  /**
   * Checks one response against the contract. `body` is the parsed JSON (undefined when the
   * response had none) and `rawLength` the size of the raw body. Returns one sentence per
   * problem; empty means the response conforms.
   */
  checkResponse(
    op: ContractOperation,
    status: number,
    headers: Headers,
    body: unknown,
    rawLength: number,
  ): string[] {
    const responses = this.#responses(op);
    const code = [String(status), `${String(status)[0] ?? ""}XX`, "default"].find(
      (candidate) => responses.value[candidate] !== undefined,
    );
    if (code === undefined) {
      return [
        `status ${status} is not documented for ${op.key} (documented: ${this.documentedStatuses(op).join(", ")})`,
      ];
    }
    const { pointer, value: response } = resolve(
      this.document,
      `${responses.pointer}/${escapePointer(code)}`,
    );
    const problems: string[] = [];
    if (isObject(response.headers)) {
      for (const name of Object.keys(response.headers)) {
        const header = resolve(this.document, `${pointer}/headers/${escapePointer(name)}`).value;
        if (header.required === true && !headers.has(name)) {
          problems.push(`required response header ${name} is missing`);
        }
      }
    }
    const contentType = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    const content = isObject(response.content) ? response.content : undefined;
    if (content === undefined || Object.keys(content).length === 0) {
      if (rawLength > 0 && status !== 304) {
        problems.push(`the contract documents no body for ${status}, but ${rawLength} bytes came`);
      }
      return problems;
    }
    const mediaTypes = Object.keys(content);
    const mediaType = mediaTypes.find((candidate) => {
      const lowered = candidate.toLowerCase();
      if (lowered === contentType) return true;
      if (lowered.endsWith("/*")) return contentType?.startsWith(lowered.slice(0, -1)) ?? false;
      return lowered === "*/*";
    });
    if (mediaType === undefined) {
      problems.push(
        `content type "${contentType ?? ""}" is not one of the documented ${mediaTypes.join(", ")}`,
      );
      return problems;
    }
    const media = content[mediaType];
    if (isObject(media) && media.schema !== undefined && mediaType.toLowerCase().includes("json")) {
      const schemaPointer = `${pointer}/content/${escapePointer(mediaType)}/schema`;
      for (const problem of this.validateSchema(schemaPointer, body)) {
        problems.push(`body ${problem}`);
      }
    }
    return problems;
  }
}

/** Loads the contract from a file (default: openapi/memorial-api.yaml). */
export function loadContract(file: string = DEFAULT_CONTRACT_FILE): Contract {
  return Contract.fromFile(file);
}
