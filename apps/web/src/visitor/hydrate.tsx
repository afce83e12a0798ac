// Makes a server-rendered memorial page interactive: the same tree the render function rendered,
// hydrated from the page's data island. Loaded by ./boot.ts after `load` or on first interaction.
import { hydrateRoot } from "react-dom/client";
import { readDataIsland } from "./data-island";
import { VisitorPage } from "./visitor-page";

const root = document.getElementById("root");
const data = readDataIsland();
if (root !== null && data !== null) {
  hydrateRoot(root, <VisitorPage profile={data.profile} />, {
    onRecoverableError: (error) => {
      console.warn("Hydration of the memorial page recovered:", error);
    },
  });
}
