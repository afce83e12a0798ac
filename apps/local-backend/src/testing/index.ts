// Test helpers other packages use (the contract suite, the web app's end-to-end tests). The
// in-process backend boot (`./backend.ts`) serves this app's own tests and benches only.
export { localBackendCommand, type BackendCommand } from "./process";
export { tempFolder } from "./temp-folder";
export { readZip, readZipByName, type ZipEntry } from "./zip";
