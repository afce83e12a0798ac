/**
 * Reading the session the identity library stored, without the library: for a script that runs
 * before the app has loaded (the web app's home first view). Nothing here refreshes
 * or writes a token; an expired session is for the app to renew.
 */
export { areTokensExpired, emailOf, readStoredTokens, type StoredTokens } from "./token-storage";
export type { StorageAdapter } from "./storage";
export { CROSS_TAB_CHANNEL_NAME } from "./cross-tab";
