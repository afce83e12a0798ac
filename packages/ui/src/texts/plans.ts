/**
 * The words of a plan over the years: moving from Brons to Zilver, 'Verlengen', the page that
 * rests after its paid period, and the whole price on the plan cards. Formal 'u', calm, no
 * exclamation marks.
 */
export const planTexts = {
  /** Under the price per year on a plan card: the total for the preselected years. */
  cardTotal: (total: string, years: number) => `${total} voor ${years} jaar, inclusief btw`,
  extend: {
    title: "Pagina verlengen",
    /** While the paid period runs. */
    runsUntil: (plan: string, date: string) => `Uw pakket ${plan} loopt tot ${date}.`,
    /** After it has ended (the page rests). */
    endedOn: (plan: string, date: string) =>
      `Uw pakket ${plan} is afgelopen op ${date}. Bezoekers zien nu alleen de naam, de datums en de foto.`,
    years: "Verlengen met",
    newEnd: (date: string) => `Daarna loopt de pagina tot ${date}.`,
    noRenewal:
      "De pagina wordt nooit vanzelf verlengd. U betaalt alleen wat u hier kiest, in één keer.",
    pay: "Betalen",
  },
  upgrade: {
    title: "Overstappen naar Zilver",
    what: "Met Zilver kunt u ook video's en geluidsfragmenten op de pagina zetten, en heeft de pagina 5 GB opslag.",
    difference: (perYear: string, years: number, date: string) =>
      `U betaalt het verschil van ${perYear} per jaar voor ${
        years === 1 ? "het jaar" : `de ${years} jaar`
      } dat uw pakket nog loopt (tot ${date}). De einddatum blijft gelijk.`,
    pay: "Betalen",
  },
  cancel: "Annuleren",
  /** The menu's items for a page with a bought plan. */
  menu: {
    extend: "Verlengen",
    upgrade: "Overstappen naar Zilver",
  },
  resting: {
    /** What a visitor reads on a page whose paid period has ended. */
    visitor: "Deze herinneringspagina rust. De familie kan haar opnieuw activeren.",
    managerTitle: "De betaalde periode van deze pagina is voorbij",
    managerText:
      "Bezoekers zien nu alleen de naam, de datums en de foto. Alles wat op de pagina staat, blijft bewaard en u kunt het downloaden.",
    managerAction: "Verleng de pagina om haar weer helemaal te tonen.",
    extend: "Verlengen",
  },
  /** A Brons page: video and audio need Zilver. */
  mediaNeedsSilver: (kind: "video" | "audio") =>
    `${kind === "video" ? "Video" : "Audio"} hoort bij het pakket Zilver. Stap over naar Zilver om ${
      kind === "video" ? "een video" : "een geluidsfragment"
    } toe te voegen.`,
} as const;
