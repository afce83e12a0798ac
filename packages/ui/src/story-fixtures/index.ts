/**
 * Sample pictures for the workshop (drawn for this package, no downloads): calm landscapes for
 * the carousel and a neutral portrait for the profile picture.
 */
export const samplePhotos: readonly string[] = [
  new URL("./landschap-duinen.svg", import.meta.url).href,
  new URL("./landschap-zee.svg", import.meta.url).href,
  new URL("./landschap-bos.svg", import.meta.url).href,
  new URL("./landschap-avond.svg", import.meta.url).href,
];

export const samplePortrait = new URL("./portret.svg", import.meta.url).href;

export const plyrSpriteUrl = new URL("../../assets/plyr.svg", import.meta.url).href;
export const blankVideoUrl = new URL("../../assets/blank.mp4", import.meta.url).href;

export const sampleStory = [
  "<h1>Levensloop</h1>",
  "<p>Johanna werd geboren in <strong>Deventer</strong>, als jongste van vijf kinderen. Ze hield van de IJssel, van lange wandelingen en van een goed gesprek aan de keukentafel.</p>",
  "<h2>Werk en gezin</h2>",
  "<p>Veertig jaar stond ze voor de klas. Oud-leerlingen noemden haar <em>streng maar rechtvaardig</em>, en bijna allemaal kwamen ze later nog eens langs.</p>",
  "<h3>Wat we blijven onthouden</h3>",
  "<p>Haar lach, haar <u>eigengereide</u> humor en de appeltaart op zondag.<br>We missen je.</p>",
].join("");
