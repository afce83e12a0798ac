/**
 * Texts of the condolence register around the components of `@memorial/ui/condolences`: what
 * the page says when the register is closed, and the managers' 'Berichten beheren' screen.
 * Formal 'u', sober and warm.
 */
export const condolencePageTexts = {
  blocked:
    "Deze pagina neemt op dit moment geen nieuwe berichten of kaarsjes aan. De berichten die er al staan, blijven zichtbaar.",
  blockedCandles: "Op dit moment kunnen hier geen nieuwe kaarsjes worden aangestoken.",
  blockedManager:
    "Na het activeren van de pagina kunnen bezoekers weer condoleances schrijven en kaarsjes aansteken.",
  activate: "Pagina activeren",
  offManager:
    "Condoleances en kaarsjes staan uit op deze pagina. Bezoekers zien ze niet en kunnen niets plaatsen.",
  manage: "Berichten beheren",
  moderation: {
    documentTitle: (name: string) => `Berichten beheren · ${name}`,
    notManagerText:
      "Alleen de beheerders van deze herinneringspagina kunnen de condoleances beheren.",
    approved: (n: number) =>
      n === 1
        ? "1 bericht is goedgekeurd."
        : `${n.toLocaleString("nl-NL")} berichten zijn goedgekeurd.`,
    thankYouLink: "Adressen voor bedankkaarten",
    thankYouLinkHelp:
      "De adressen van wie een bedankkaart wil ontvangen, en één bedankje per e-mail aan iedereen die een e-mailadres achterliet.",
    messageGone:
      "Het bericht uit uw e-mail staat hier niet meer. Het is misschien al verwijderd of ingetrokken.",
    messageFound: "Dit is het bericht uit uw e-mail.",
  },
  thankYou: {
    title: "Adressen voor bedankkaarten",
    documentTitle: (name: string) => `Adressen voor bedankkaarten · ${name}`,
    notManagerText:
      "Alleen de beheerders van deze herinneringspagina zien de adressen voor bedankkaarten.",
    backToModeration: "Terug naar 'Berichten beheren'",
    intro:
      "Wie een condoleance schreef, kon vragen om een bedankkaart. Deze adressen zijn alleen voor u en de andere beheerders. Verwijdert u een bericht, dan verdwijnt ook het adres.",
    empty: "Nog niemand heeft om een bedankkaart gevraagd.",
    count: (n: number) => (n === 1 ? "1 adres" : `${n.toLocaleString("nl-NL")} adressen`),
    columns: {
      name: "Naam",
      street: "Straat en huisnummer",
      postcode: "Postcode",
      place: "Plaats",
    },
    downloadCsv: "Downloaden voor Excel (CSV)",
    csvFileName: "bedankkaarten-adressen.csv",
    labels: "Etiketten afdrukken",
    labelsHelp: "Een A4-vel met 24 etiketten (3 × 8, 70 × 37 mm).",
    loadError: "De adressen konden niet worden geladen. Probeer het opnieuw.",
    mail: {
      title: "Een bedankje per e-mail",
      intro: (n: number) =>
        n === 0
          ? "Nog niemand liet bij een bericht een e-mailadres achter."
          : n === 1
            ? "U kunt één keer een bedankje sturen aan de 1 persoon die bij een bericht een e-mailadres achterliet."
            : `U kunt één keer een bedankje sturen aan de ${n.toLocaleString("nl-NL")} mensen die bij een bericht een e-mailadres achterlieten.`,
      textLabel: "Uw tekst",
      textHelp:
        "Een lege regel begint een nieuwe alinea. Elke ontvanger wordt met de eigen naam begroet.",
      defaultText:
        "Lieve mensen,\n\nDank u wel voor uw warme woorden en uw steun in deze moeilijke tijd. Het heeft ons goed gedaan te lezen hoeveel mensen aan ons dachten.\n\nMet hartelijke groet,\nDe familie",
      preview: "Voorbeeld bekijken",
      previewTitle: "Zo ziet de e-mail eruit",
      previewTo: (name: string) => `Voorbeeld voor ${name}`,
      sampleName: "Marja",
      edit: "Tekst aanpassen",
      send: "Bedankje versturen",
      sending: "Bezig met versturen",
      confirm: "Het bedankje kan maar één keer worden verstuurd.",
      sent: (when: string, n: number) =>
        `Verstuurd op ${when} aan ${n === 1 ? "1 persoon" : `${n.toLocaleString("nl-NL")} mensen`}.`,
      sentToast: "Het bedankje is verstuurd.",
      textMissing: "Schrijf een tekst voor het bedankje.",
      textTooLong: (max: number) =>
        `De tekst is te lang: ten hoogste ${max.toLocaleString("nl-NL")} tekens.`,
    },
  },
  labels: {
    documentTitle: (name: string) => `Etiketten voor bedankkaarten · ${name}`,
    title: "Etiketten voor bedankkaarten",
    intro:
      "Druk af op een A4-vel met 24 etiketten van 70 × 37 mm, op ware grootte (100 %, zonder aanpassen aan de pagina).",
    print: "Afdrukken",
    back: "Terug naar de adressen",
    empty: "Er zijn nog geen adressen om af te drukken.",
  },
} as const;
