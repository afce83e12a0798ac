// `pnpm --filter @memorial/local-backend run seed:large`: adds the large page (src/seed/large-page.ts)
// and its account to the data folder of the configured backend (the same MEMORIAL_* settings as
// `start`; its media addresses use the configured API address). Run it while that backend is
// stopped; a folder that has the large page already is left as it is.
import path from "node:path";
import { createApiApp } from "../src/api/app.ts";
import { loadConfig } from "../src/config.ts";
import { createJsonLogger, type BackendContext } from "../src/context.ts";
import { apiMigrations } from "../src/db/api-migrations.ts";
import { openDatabase } from "../src/db/database.ts";
import { createIdentityService, identityMigrations } from "../src/identity/index.ts";
import { createMailbox, mailMigrations } from "../src/mail/mailbox.ts";
import { LARGE_EMAIL, LARGE_PASSWORD, seedLargePage } from "../src/seed/large-page.ts";
import { DATABASE_FILE_NAME } from "../src/server.ts";

const started = performance.now();
const config = loadConfig(process.env);
const db = openDatabase(path.join(config.dataDir, DATABASE_FILE_NAME), [
  ...mailMigrations,
  ...identityMigrations,
  ...apiMigrations,
]);
const ctx: BackendContext = { config, db, mailbox: createMailbox(db), log: createJsonLogger(true) };
const identity = createIdentityService(ctx);
// Nothing is served: no request ever reaches the verifier.
const api = createApiApp(ctx, { verifyToken: () => Promise.resolve(undefined) });
try {
  const result = await seedLargePage({
    ctx,
    createConfirmedUser: (email, password) => identity.createConfirmedUser(email, password),
    profiles: api.profiles,
    uploads: api.uploads,
    condolences: api.condolences,
  });
  await api.idle();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    result === undefined
      ? `The large page is in ${config.dataDir} already.\n`
      : `Seeded the large page ${result.profileId} in ${seconds} s: ${config.webOrigin}/${result.profileId}\n` +
          `  account ${LARGE_EMAIL} / ${LARGE_PASSWORD}\n`,
  );
} finally {
  db.close();
}
