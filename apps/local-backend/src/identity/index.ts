// Public surface of the local identity service (see docs/identity.md).
export { identityMigrations } from "./migrations.ts";
export { createIdentityService, type IdentityOptions, type IdentityService } from "./service.ts";
export type { IdentityConfig } from "./identity-config.ts";
