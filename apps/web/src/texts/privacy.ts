/** Dutch texts of the privacy statement (/privacy). */

/** The contact point for privacy questions and reports ('Melden'): the service's report address. */
export const PRIVACY_CONTACT = "meldingen@herinneringspagina.nl";

/**
 * Every name under which the app keeps something in the browser, exactly as written there
 * (`<…>` stands for a part that differs per person or page). A unit test fails when the code
 * writes a key that this list does not name.
 */
export const BROWSER_STORAGE: readonly { name: string; where: string; purpose: string }[] = [
  {
    name: "CognitoIdentityServiceProvider.<app>.LastAuthUser",
    where: "lokale opslag (of een cookie)",
    purpose: "Welk account in deze browser is ingelogd.",
  },
  {
    name: "CognitoIdentityServiceProvider.<app>.<gebruiker>.idToken, .accessToken, .refreshToken en .clockDrift",
    where: "lokale opslag (of een cookie)",
    purpose: "Uw inlogsessie, zodat u ingelogd blijft. Verdwijnt bij 'Uitloggen'.",
  },
  {
    name: "CognitoIdentityServiceProvider.<app>.<gebruiker>.deviceKey, .randomPasswordKey en .deviceGroupKey",
    where: "lokale opslag (of een cookie)",
    purpose: "Alleen als dit apparaat wordt onthouden bij het inloggen. Verdwijnt bij 'Uitloggen'.",
  },
  {
    name: "memorial-auth.<app>.hostedSignIn",
    where: "lokale opslag",
    purpose: "Dat u met Google bent ingelogd, zodat uitloggen ook daar gebeurt.",
  },
  {
    name: "memorial-auth.pendingSignIn en memorial-auth.oauth",
    where: "sessie-opslag (verdwijnt als u het tabblad sluit)",
    purpose: "Een inlogstap die nog bezig is, ten hoogste enkele minuten.",
  },
  {
    name: "memorial-auth.probe",
    where: "lokale opslag",
    purpose: "Een proef of de browser iets kan bewaren; wordt meteen weer verwijderd.",
  },
  {
    name: "memorial.condolence-tokens.<pagina>",
    where: "lokale opslag",
    purpose:
      "Een geheime code per bericht dat u schreef, zodat u uw eigen bericht ziet zolang het op goedkeuring wacht. 'Nog een bericht schrijven' en 'Nog een herinnering delen' wissen deze codes, voor wie na u op hetzelfde apparaat schrijft.",
  },
  {
    name: "memorial:payment-started:<pagina>",
    where: "sessie-opslag",
    purpose: "Dat u een betaling bent begonnen, zodat de pagina na het betalen de uitkomst toont.",
  },
  {
    name: "memorial-saved-pages",
    where: "cacheopslag van de browser",
    purpose:
      "Openbare herinneringspagina's die u hebt geopend, zodat u ze zonder verbinding opnieuw kunt bekijken. Ten hoogste 20 pagina's, een maand lang; verdwijnt bij 'Uitloggen'.",
  },
  {
    name: "memorial-saved-photos",
    where: "cacheopslag van de browser",
    purpose:
      "De foto's die u op die pagina's zag, om dezelfde reden en even lang; verdwijnt bij 'Uitloggen'.",
  },
  {
    name: "workbox-precache-v2-<adres>",
    where: "cacheopslag van de browser",
    purpose:
      "Het kleine script van de herinneringspagina's, zodat een bewaarde pagina ook zonder verbinding werkt. Wordt bij elke nieuwe versie van de website vervangen.",
  },
  {
    name: "herinneringspagina-drafts",
    where: "IndexedDB",
    purpose:
      "Wijzigingen aan een pagina die nog niet zijn opgeslagen, zodat niets verloren gaat. Verdwijnt na het opslaan.",
  },
];

export const privacyTexts = {
  documentTitle: "Privacy",
  title: "Privacyverklaring",
  intro:
    "Op Herinneringspagina maken families een pagina ter herinnering aan iemand die is overleden. Daarbij bewaren wij ook gegevens van mensen die leven: van wie een account heeft, van wie een bericht schrijft of een kaarsje aansteekt, en van wie iets meldt. Hier leest u welke gegevens dat zijn, waarom, hoe lang, en wat uw rechten zijn.",
  whatHeading: "Welke gegevens wij bewaren, en waarom",
  what: [
    "Uw account: uw e-mailadres en, als u die opgeeft, uw naam. Nodig om in te loggen en om u e-mails over uw pagina's te sturen.",
    "De pagina's die u maakt of beheert, met de teksten, foto's, video's en geluidsopnames die u toevoegt, en wie toegang heeft (e-mailadressen van genodigden).",
    "Berichten (condoleances): de naam, hoe de schrijver de overledene kende, het bericht, en als de schrijver dat opgeeft een e-mailadres en een postadres voor een bedankkaart. Naam en bericht staan op de pagina; het e-mailadres en het postadres ziet alleen de familie.",
    "Kaarsjes: het moment en, als u die opgeeft, uw naam.",
    "Volgers: het e-mailadres van wie op de hoogte wil blijven van een pagina.",
    "Meldingen: wat is gemeld, de reden, uw toelichting en, als u dat opgeeft, uw e-mailadres voor een bevestiging.",
  ],
  whyText:
    "Wij gebruiken deze gegevens alleen om de pagina's te tonen en te beheren, om de e-mails te sturen waar u om vroeg of die bij uw bericht horen, en om meldingen af te handelen. Wij verkopen niets en delen niets met adverteerders.",
  howLongHeading: "Hoe lang wij gegevens bewaren",
  howLong: [
    "Uw account bewaren wij tot u het verwijdert.",
    "Een pagina bewaren wij zolang het pakket loopt en daarna tot de eigenaar haar verwijdert ('Pagina verwijderen'). Dan verdwijnt alles van de pagina meteen: de inhoud, foto's en andere bestanden, berichten, herinneringen, kaarsjes, volgers, meldingen en adressen voor bedankkaarten. Alleen het adres van de pagina blijft bewaard, zonder inhoud, zodat het nooit naar een andere pagina leidt.",
    "Onze reservekopieën (back-ups) bewaren wij hoogstens 30 dagen. Wat u verwijdert, kan daarin nog zo lang staan; daarna is het ook daar weg. Wij zetten verwijderde gegevens nooit terug.",
    "Een bericht verdwijnt eerder als de schrijver het intrekt of de familie het verwijdert.",
    "Het e-mailadres van een volger verdwijnt zodra die zich afmeldt.",
  ],
  whoHeading: "Wie uw gegevens verwerkt",
  who: [
    "Het inloggen verloopt via Amazon Cognito van Amazon Web Services, in de regio Frankfurt (eu-central-1) in de Europese Unie.",
    "De pagina's, berichten en meldingen worden bewaard en verwerkt door onze eigen dienst, binnen de Europese Unie.",
    "E-mails worden verstuurd via een dienst voor het bezorgen van e-mail, alleen met het adres en de inhoud van die e-mail.",
  ],
  storageHeading: "Geen volgcookies, geen statistieken",
  storageIntro:
    "Wij gebruiken geen volgcookies, geen advertentiecookies en geen statistiekdiensten. In uw browser bewaren wij alleen wat nodig is om de website te laten werken, onder deze namen:",
  storageColumns: { name: "Naam", where: "Waar", purpose: "Waarvoor" },
  rightsHeading: "Uw rechten",
  rights: [
    "Inzage en overdracht: in 'Mijn account' kiest u 'Mijn gegevens downloaden'. De beheerders van een pagina kunnen de hele pagina bewaren als één bestand.",
    "Correctie: uw pagina's past u zelf aan met 'Bewerken'. Een bericht dat u schreef kunt u intrekken met de link in de e-mail die u kreeg, en opnieuw schrijven.",
    "Verwijdering: de eigenaar van een pagina verwijdert die met 'Pagina verwijderen' in het menu van de pagina. Uw account verwijdert u zelf met 'Account verwijderen' bij 'Mijn account'; u ziet dan eerst wat er met elk van uw pagina's gebeurt. Een bericht trekt u in met de link in uw e-mail; een volger meldt zich af met de link in elke e-mail.",
    "Bezwaar: staat er iets over u op een pagina dat daar niet hoort, gebruik dan 'Melden' bij dat bericht of onderdeel, of schrijf ons.",
  ],
  rightsContact:
    "Lukt iets niet, of heeft u een andere vraag over uw gegevens? Schrijf ons via het adres hieronder. Wij antwoorden binnen een maand. U kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens.",
  reportHeading: "Iets melden",
  reportText:
    "Bij elk bericht en elke herinnering staat 'Melden'; de hele pagina of een onderdeel ervan meldt u met 'Iets op deze pagina melden' in het menu van de pagina. Kies een reden, schrijf er desgewenst iets bij en laat eventueel uw e-mailadres achter voor een bevestiging. Uw melding gaat naar de familie die de pagina beheert en naar ons. Een melding verbergt niets vanzelf: de familie beslist, en bij inhoud die in strijd is met de wet grijpen wij zelf in. Wordt een bericht na een melding weggehaald, dan laten wij de schrijver weten waarom, als die een e-mailadres had opgegeven.",
  contactHeading: "Contact",
  contactText: "Voor meldingen en vragen over privacy:",
  updated: "Deze verklaring is opgesteld in december 2026.",
} as const;
