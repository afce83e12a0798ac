import type { ConfigProblem } from "../config";

/** Dutch texts of the page shown when the runtime configuration (/config.json) is unusable. */
export const startupTexts = {
  documentTitle: "De website kan niet starten · Herinneringspagina's",
  title: "De website kan niet starten",
  intro:
    "Het configuratiebestand /config.json ontbreekt of is niet in orde. Zonder dit bestand weet de website niet waar de gegevens en het inloggen te vinden zijn.",
  problemsHeading: "Wat er niet klopt",
  advice:
    "Bent u bezoeker, probeer het dan later opnieuw. Beheert u deze website, corrigeer dan /config.json en laad de pagina opnieuw.",
  retry: "Opnieuw laden",
  problem(problem: ConfigProblem): string {
    switch (problem.kind) {
      case "unreadable":
        return `Het bestand kon niet worden gelezen (${problem.detail}).`;
      case "missing":
        return `Het veld "${problem.field}" ontbreekt.`;
      case "malformed":
        return `Het veld "${problem.field}" is ongeldig: verwacht ${problem.expected}.`;
    }
  },
} as const;
