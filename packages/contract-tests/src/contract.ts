// The contract as data: loads openapi/memorial-api.yaml, lists its operations, matches a
// concrete request to one of them and validates a response (status, content type, required
// headers, JSON body) with ajv against the YAML's own schemas, $refs resolved by ajv.
import { readFileSync } from "node:fs";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Operation {
  /** e.g. "GET /api/v1/profiles/{id}" */
  key: string;
  method: HttpMethod;
  path: string;
  operationId: string | undefined;
  /** true when the operation (or the document) asks for no authentication */
  anonymous: boolean;
  pattern: RegExp;
  literalLength: number;
}

export interface ResponseCheck {
  operation: Operation;
  problems: string[];
}

type Json = Record<string, unknown>;

const SCHEMA_ID = "memorial-api";

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).slice(0, 8).map((error) => {
    const where = error.instancePath === "" ? "(body)" : error.instancePath;
    const extra =
      error.keyword === "additionalProperties"
        ? ` '${String((error.params as { additionalProperty?: unknown }).additionalProperty)}'`
        : "";
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
}

export class Contract {
  readonly document: Json;
  readonly operations: Operation[];
  readonly basePath: string;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: Json) {
    this.document = document;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    // The whole document is registered once, so every "#/components/..." $ref resolves.
    this.ajv.addSchema({ ...document, $id: SCHEMA_ID }, SCHEMA_ID, undefined, false);
    this.basePath = this.readBasePath();
    this.operations = this.readOperations();
  }

  static fromFile(file: string): Contract {
    const parsed: unknown = parse(readFileSync(file, "utf8"));
    if (!isRecord(parsed) || !isRecord(parsed.paths)) {
      throw new Error(`${file} is not an OpenAPI document with paths.`);
    }
    return new Contract(parsed);
  }

  /** The path prefix of the first server entry ("" for "/" or a bare origin). */
  private readBasePath(): string {
    const servers = this.document.servers;
    if (!Array.isArray(servers) || !isRecord(servers[0])) return "";
    const server = servers[0];
    if (typeof server.url !== "string") return "";
    const variables = isRecord(server.variables) ? server.variables : {};
    const url = server.url.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
      const variable = variables[name];
      return isRecord(variable) && typeof variable.default === "string" ? variable.default : "";
    });
    const pathname = url.startsWith("/") ? url : new URL(url, "http://server.invalid").pathname;
    return pathname.replace(/\/+$/, "");
  }

  private readOperations(): Operation[] {
    const paths = this.document.paths as Json;
    const globalSecurity = this.document.security;
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries(paths)) {
      if (!isRecord(item)) continue;
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!isRecord(op)) continue;
        const security = op.security ?? globalSecurity;
        const anonymous =
          security === undefined ||
          (Array.isArray(security) &&
            (security.length === 0 ||
              security.some((entry) => isRecord(entry) && Object.keys(entry).length === 0)));
        const literal = path.replace(/\{[^}]+\}/g, "");
        const source = path
          .split(/(\{[^}]+\})/)
          .map((part) =>
            part.startsWith("{") ? "([^/]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
          )
          .join("");
        operations.push({
          key: `${method.toUpperCase()} ${path}`,
          method,
          path,
          operationId: typeof op.operationId === "string" ? op.operationId : undefined,
          anonymous,
          pattern: new RegExp(`^${source}$`),
          literalLength: literal.length,
        });
      }
    }
    return operations;
  }

  /** The operation a concrete request belongs to; literal paths win over templated ones. */
  match(method: string, pathname: string): Operation | undefined {
    const lower = method.toLowerCase();
    const relative =
      this.basePath !== "" && pathname.startsWith(this.basePath)
        ? pathname.slice(this.basePath.length) || "/"
        : pathname;
    return this.operations
      .filter((op) => op.method === lower && op.pattern.test(relative))
      .sort((a, b) => b.literalLength - a.literalLength)[0];
  }

  operation(key: string): Operation {
    const op = this.operations.find((candidate) => candidate.key === key);
    if (op === undefined) throw new Error(`The contract has no operation ${key}.`);
    return op;
  }

  /** Resolves a local "$ref" chain, returning the object and its JSON pointer. */
  private resolve(value: unknown, pointer: string): { value: unknown; pointer: string } {
    let current = value;
    let currentPointer = pointer;
    for (
      let depth = 0;
      depth < 10 && isRecord(current) && typeof current.$ref === "string";
      depth++
    ) {
      const ref = current.$ref;
      if (!ref.startsWith("#/")) throw new Error(`Only local $refs are supported, got ${ref}`);
      currentPointer = ref.slice(1);
      current = ref
        .slice(2)
        .split("/")
        .map(unescapePointer)
        .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), this.document);
    }
    return { value: current, pointer: currentPointer };
  }

  /** The documented response object for a status (exact, then 4XX-style, then default). */
  private responseFor(
    op: Operation,
    status: number,
  ): { response: Json; pointer: string } | undefined {
    const opPointer = `/paths/${escapePointer(op.path)}/${op.method}`;
    const opObject = this.resolve(
      (this.document.paths as Json)[op.path],
      `/paths/${escapePointer(op.path)}`,
    ).value;
    const responses =
      isRecord(opObject) && isRecord(opObject[op.method])
        ? (opObject[op.method] as Json).responses
        : undefined;
    if (!isRecord(responses)) return undefined;
    for (const key of [String(status), `${String(status)[0] ?? ""}XX`, "default"]) {
      if (responses[key] === undefined) continue;
      const resolved = this.resolve(responses[key], `${opPointer}/responses/${escapePointer(key)}`);
      if (isRecord(resolved.value)) return { response: resolved.value, pointer: resolved.pointer };
    }
    return undefined;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `${SCHEMA_ID}#${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** Validates a value against any schema of the document, e.g. "/components/schemas/Profile". */
  validateSchema(pointer: string, value: unknown): string[] {
    const validate = this.validator(pointer);
    return validate(value) ? [] : describeErrors(validate.errors);
  }

  /** The statuses an operation documents (numbers, "4XX" and "default" as written). */
  documentedStatuses(op: Operation): string[] {
    const opObject = this.resolve((this.document.paths as Json)[op.path], "").value;
    const method = isRecord(opObject) ? opObject[op.method] : undefined;
    const responses = isRecord(method) ? method.responses : undefined;
    return isRecord(responses) ? Object.keys(responses) : [];
  }

  /**
   * Checks one response against the contract. `body` is the parsed JSON (or undefined when the
   * response had no JSON body). Returns human-readable problems; empty means valid.
   */
  checkResponse(
    op: Operation,
    status: number,
    headers: Headers,
    body: unknown,
    rawLength: number,
  ): string[] {
    const found = this.responseFor(op, status);
    if (found === undefined) {
      return [
        `status ${status} is not documented for ${op.key} (documented: ${this.documentedStatuses(op).join(", ")})`,
      ];
    }
    const problems: string[] = [];
    const { response, pointer } = found;
    if (isRecord(response.headers)) {
      for (const [name, header] of Object.entries(response.headers)) {
        const resolved = this.resolve(header, `${pointer}/headers/${escapePointer(name)}`).value;
        if (isRecord(resolved) && resolved.required === true && !headers.has(name)) {
          problems.push(`required response header ${name} is missing`);
        }
      }
    }
    const contentType = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    const content = isRecord(response.content) ? response.content : undefined;
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
    const isJson = mediaType.toLowerCase().includes("json");
    if (isRecord(media) && media.schema !== undefined && isJson) {
      const schemaPointer = `${pointer}/content/${escapePointer(mediaType)}/schema`;
      for (const problem of this.validateSchema(schemaPointer, body)) {
        problems.push(`body ${problem}`);
      }
    }
    return problems;
  }
}
