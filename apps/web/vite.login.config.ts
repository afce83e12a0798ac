// The login island (src/login-island.ts), the script of `/login`'s own document (dist/login.html):
// about one kilobyte with no package in it, so the login screen is usable before the app's code
// has arrived; it fetches the app on the first touch (src/core/login-handoff.ts).
import { defineConfig } from "vite";
import { LOGIN_ISLAND } from "./scripts/app-bundle";
import { islandBuild } from "./scripts/island-build";

export default defineConfig(islandBuild("login-island", "src/login-island.ts", LOGIN_ISLAND));
