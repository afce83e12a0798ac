/** Dutch texts of the accessibility statement (/toegankelijkheid). */
export const accessibilityTexts = {
  documentTitle: "Toegankelijkheid",
  title: "Toegankelijkheidsverklaring",
  intro:
    "Wij willen dat iedereen een herinneringspagina kan maken, bekijken en delen, ook wie slechtziend is, alleen een toetsenbord gebruikt of een schermlezer.",
  standardHeading: "Welke norm wij volgen",
  standardText:
    "Deze website is gebouwd om te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.1, niveau AA. Elk scherm wordt bij elke wijziging automatisch gecontroleerd en met het toetsenbord getest, op een telefoon en op een groot scherm.",
  measuresHeading: "Wat wij daarvoor doen",
  measures: [
    "Alle functies zijn met het toetsenbord te bedienen en de focus is altijd zichtbaar.",
    "Formuliervelden hebben zichtbare labels; foutmeldingen worden voorgelezen door schermlezers.",
    "Tekst en bedieningselementen hebben voldoende contrast met de achtergrond.",
    "De pagina's zijn te vergroten tot 200 procent zonder dat inhoud verloren gaat.",
  ],
  knownIssuesHeading: "Wat nog niet goed is",
  knownIssues: [
    "Video's en geluidsopnames die families zelf toevoegen hebben meestal geen ondertiteling of uitgeschreven tekst. Wij vragen families een korte beschrijving in een tekstsectie te zetten.",
    "Foto's die families toevoegen hebben geen eigen beschrijving; de naam van de overledene wordt als beschrijving gebruikt.",
  ],
  reportHeading: "Een probleem melden",
  reportText:
    "Loopt u tegen een probleem aan, of is iets niet te gebruiken met uw hulpmiddel? Laat het ons weten via toegankelijkheid@herinneringspagina.nl. Beschrijf wat u probeerde te doen en op welke pagina. Wij antwoorden binnen vijf werkdagen en lossen het probleem zo snel mogelijk op.",
  reportEmail: "toegankelijkheid@herinneringspagina.nl",
  updated: "Deze verklaring is opgesteld op 23 november 2026.",
} as const;
