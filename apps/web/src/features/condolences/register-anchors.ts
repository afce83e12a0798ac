/**
 * The register's places a link can jump to ('Condoleance schrijven' and 'Kaarsje
 * aansteken' near the top of a public page and in the visitor's menu). Plain fragment links:
 * they work before and without any script.
 */
export const REGISTER_ANCHORS = {
  condolence: "condoleance-schrijven",
  candle: "kaarsje-aansteken",
  memory: "herinneringen",
} as const;
