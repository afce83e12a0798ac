// What the benchmarks share: their settings from the environment, a fresh backend on free
// loopback ports with its own data folder, a sign-in and latency figures.
import type { RunningBackend } from "../src/server.ts";
import { startTestBackend } from "../src/testing/backend.ts";

/** A positive whole number from the environment, or the fallback; exits on a bad value. */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    process.stderr.write(`${name} must be a positive whole number, got "${raw}"\n`);
    process.exit(1);
  }
  return value;
}

/** The p-th percentile of ascending samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** One line: the label, the count, p50, p99 and max in milliseconds. */
export function latencyLine(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  return `${label.padEnd(34)} n=${String(sorted.length).padStart(6)}  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? 0)}`;
}

/**
 * Runs `work` against a fresh, unseeded backend on free loopback ports (with `env` added to its
 * settings), then stops it and removes its data folder.
 */
export async function withBenchBackend<T>(
  name: string,
  env: Record<string, string>,
  work: (backend: RunningBackend) => Promise<T>,
): Promise<T> {
  const backend = await startTestBackend({
    name: `bench-${name}`,
    env: { MEMORIAL_PUBLIC_HOST: "127.0.0.1", ...env },
  });
  try {
    return await work(backend);
  } finally {
    await backend.stop();
  }
}

/** Signs in with the password flow of the identity service; answers the ID token. */
export async function signIn(
  backend: RunningBackend,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${backend.identityUrl}/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth",
    },
    body: JSON.stringify({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: backend.config.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (token === undefined) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}
