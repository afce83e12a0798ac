// `pnpm --filter @memorial/local-backend start`: the whole local backend in one process. Prints
// every address, and shuts down cleanly on SIGINT/SIGTERM.
import { loadConfig } from "./config.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./seed/seed.ts";
import { startBackend } from "./server.ts";

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const backend = await startBackend(config);
  const { config: served } = backend;
  const userPool = `${served.identityBaseUrl}/${served.userPoolId}`;
  const lines = [
    "",
    "Memorial pages — local backend is running",
    `  Web app (expected at)  ${served.webOrigin}`,
    `  API                    ${served.apiBaseUrl}/api/v1   (health: ${served.apiBaseUrl}/health)`,
    `  Public API             ${served.apiBaseUrl}/public/api/v1`,
    `  Identity service       ${served.identityBaseUrl}   (issuer ${userPool})`,
    `  Hosted sign-in         ${served.identityBaseUrl}/oauth2/authorize`,
    `  Mailbox                ${served.identityBaseUrl}/mailbox`,
    `  Payment pages          ${served.apiBaseUrl}/payments/{paymentId}`,
    `  Media                  ${served.apiBaseUrl}/media/`,
    `  Data folder            ${served.dataDir}`,
    served.seed ? `  Demo account           ${DEMO_EMAIL} / ${DEMO_PASSWORD}` : "",
    "",
  ].filter((line, index, all) => line !== "" || index === 0 || index === all.length - 1);
  process.stdout.write(lines.join("\n") + "\n");

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal} received, shutting down…\n`);
    const force = setTimeout(() => {
      process.stderr.write("Shutdown took too long; exiting.\n");
      process.exit(1);
    }, 10_000);
    force.unref();
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => {
    stop("SIGINT");
  });
  process.on("SIGTERM", () => {
    stop("SIGTERM");
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The local backend could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
