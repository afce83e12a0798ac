// Helpers for the tests of every package that checks the local backend's output (this app's own
// tests, the contract suite, the web app's end-to-end tests). Not used by the backend itself.
export { readZip, readZipByName, type ZipEntry } from "./zip";
