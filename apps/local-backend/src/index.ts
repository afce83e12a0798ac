// The local backend as a library: start it in-process (tests, contract tests, scripts).
export { loadConfig, type BackendConfig } from "./config.ts";
export { DEMO_EMAIL, DEMO_PASSWORD } from "./seed/seed.ts";
export { startBackend, type RunningBackend, type StartOptions } from "./server.ts";
