/** Dutch texts of paying for a page: the confirmation when the visitor comes back. */
export const paymentTexts = {
  paid: {
    title: "Betaling ontvangen",
    text: (plan: string, until: string) =>
      until === ""
        ? `Dank u wel. Deze herinneringspagina heeft nu het pakket ${plan}.`
        : `Dank u wel. Deze herinneringspagina heeft nu het pakket ${plan}, tot ${until}.`,
    next: "U kunt de pagina nu publiek toegankelijk maken en met anderen delen.",
    /** The next step, at once (fewer trips to the menu). */
    makePublic: "Pagina publiek maken",
  },
  notPaid: {
    title: "Betaling niet afgerond",
    text: "De betaling is niet afgerond, en er is niets afgeschreven voor deze pagina. U kunt het opnieuw proberen via 'Pagina activeren' in het menu.",
  },
} as const;
