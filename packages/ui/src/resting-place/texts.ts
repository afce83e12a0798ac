/** The Dutch texts of the resting place section ('Rustplaats'): formal 'u', calm and plain. */
export const restingPlaceTexts = {
  heading: "Rustplaats",
  plot: "Vak/nummer",
  route: "Route",
  routeLabel: (place: string) => `Route naar ${place} (opent een kaart)`,
  editor: {
    place: "Naam van de begraafplaats of plek",
    placePlaceholder: "Bijvoorbeeld Begraafplaats Zorgvlied",
    address: "Adres",
    addressHint: "Straat, huisnummer en plaats, bijvoorbeeld Amsteldijk 273, Amsterdam.",
    plot: "Vak/nummer (niet verplicht)",
    plotHint: "Bijvoorbeeld Vak C, nr. 112, of het nummer van de nis.",
    directions: "Aanwijzingen (niet verplicht)",
    directionsHint: "Hoe vindt men het graf vanaf de ingang? Een of twee zinnen.",
    point: "Punt op de kaart (niet verplicht)",
    pointHint:
      "Met een punt op de kaart leidt 'Route' precies naar het graf. Plak de coördinaten uit uw kaarten-app, bijvoorbeeld 52.3447, 4.9041, of vul ze hieronder apart in.",
    paste: "Coördinaten plakken",
    latitude: "Breedtegraad",
    longitude: "Lengtegraad",
    clearPoint: "Punt weghalen",
    errors: {
      placeRequired: "Vul de naam van de begraafplaats of plek in.",
      tooLong: (limit: number) => `Gebruik hier hoogstens ${String(limit)} tekens.`,
      pasteInvalid:
        "Deze coördinaten herkennen we niet. Gebruik twee getallen, bijvoorbeeld 52.3447, 4.9041.",
      latitude: "Vul een breedtegraad in tussen -90 en 90, bijvoorbeeld 52.3447.",
      longitude: "Vul een lengtegraad in tussen -180 en 180, bijvoorbeeld 4.9041.",
      pointIncomplete: "Vul zowel de breedtegraad als de lengtegraad in, of laat beide leeg.",
    },
  },
} as const;
