// The home island (src/home-island.ts), the script of the home's own document (dist/home.html):
// it shows a signed-in user's list before the app's code has arrived and fetches the app on the
// first touch (src/app/shell/run-home-island.ts).
import { defineConfig } from "vite";
import { HOME_ISLAND } from "./scripts/app-bundle";
import { islandBuild } from "./scripts/island-build";

export default defineConfig(islandBuild("home-island", "src/home-island.ts", HOME_ISLAND));
