// Reading request members of the JSON protocol with Cognito's validation wording.
import { IdentityError, invalidParameter } from "./errors.ts";

export type Body = Record<string, unknown>;

const memberName = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export function requiredString(body: Body, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) {
    throw invalidParameter(
      `1 validation error detected: Value null at '${memberName(name)}' failed to satisfy constraint: Member must not be null`,
    );
  }
  if (typeof value !== "string") {
    throw new IdentityError("SerializationException", `${name} must be a string`);
  }
  if (value === "") {
    throw invalidParameter(
      `1 validation error detected: Value at '${memberName(name)}' failed to satisfy constraint: Member must have length greater than or equal to 1`,
    );
  }
  return value;
}

export function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") {
    throw new IdentityError("SerializationException", `${name} must be a string`);
  }
  return value;
}

export function optionalMap(body: Body, name: string): Record<string, string | null> {
  const value = body[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new IdentityError("SerializationException", `${name} must be an object`);
  }
  const result: Record<string, string | null> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (entry !== null && typeof entry !== "string") {
      throw new IdentityError("SerializationException", `${name}.${key} must be a string`);
    }
    result[key] = entry;
  }
  return result;
}

/** A required entry of a parameter map such as AuthParameters or ChallengeResponses. */
export function requiredEntry(map: Record<string, string | null>, name: string): string {
  const value = map[name];
  if (value === undefined || value === null || value === "") {
    throw invalidParameter(`Missing required parameter ${name}`);
  }
  return value;
}

export function attributeList(body: Body, name: string): { Name: string; Value: string }[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw new IdentityError("SerializationException", `${name} must be a list`);
  }
  return value.map((item: unknown, index) => {
    if (typeof item !== "object" || item === null) {
      throw new IdentityError("SerializationException", `${name}[${index}] must be an object`);
    }
    const { Name, Value } = item as Record<string, unknown>;
    if (typeof Name !== "string" || (Value !== undefined && typeof Value !== "string")) {
      throw new IdentityError(
        "SerializationException",
        `${name}[${index}] needs a string Name and Value`,
      );
    }
    return { Name, Value: Value ?? "" };
  });
}
