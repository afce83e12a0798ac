import { commonTexts } from "../texts/common";

/**
 * The product's name, 'Herinneringspagina's', with a break opportunity between its two parts
 * (`<wbr>`: no hyphen; Chromium gives it to a screen reader as a space, "Herinnerings
 * pagina's", which sounds the same): one word that is wider than a 320 px screen at 200 % text
 * in the header and the footers, never broken mid-syllable.
 */
export function ProductName() {
  const [first, second] = commonTexts.productNameParts;
  return (
    <>
      {first}
      <wbr />
      {second}
    </>
  );
}
