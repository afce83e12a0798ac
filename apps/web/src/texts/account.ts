/** Dutch texts of the account screens (sign-in, registration, passwords, sign-out). */
export const accountTexts = {
  fields: {
    email: "E-mailadres",
    password: "Wachtwoord",
    repeatPassword: "Herhaal wachtwoord",
    activationCode: "Activeringscode",
    confirmationCode: "Bevestigingscode",
    newPassword: "Nieuw wachtwoord",
    repeatNewPassword: "Herhaal nieuw wachtwoord",
    oldPassword: "Oud wachtwoord",
    codeHint: "De code van zes cijfers uit de e-mail die wij u hebben gestuurd.",
  },
  passwordPolicy: (rules: readonly string[]) =>
    `Het wachtwoord moet bestaan uit ${rules.join(", ").replace(/, ([^,]*)$/, " en $1")}.`,
  passwordRules: {
    minLength: (n: number) => `minstens ${n} tekens`,
    lowercase: "een kleine letter",
    uppercase: "een hoofdletter",
    number: "een cijfer",
    symbol: "een leesteken of symbool",
  },
  login: {
    title: "Inloggen",
    intro: "Log in om uw herinneringspagina's te beheren.",
    submit: "Inloggen",
    busy: "Bezig met inloggen…",
    forgotPassword: "Wachtwoord vergeten?",
    register: "Registreren",
    noAccount: "Nog geen account?",
    or: "of",
    google: "Inloggen met Google",
    googleBusy: "U wordt doorgestuurd…",
    /** The first paint's message when the app's code cannot be fetched (app/shell/login-shell.tsx). */
    loadError:
      "Het inloggen kon niet worden geladen. Controleer uw internetverbinding en probeer het opnieuw.",
  },
  register: {
    title: "Registreren",
    intro:
      "Maak een account aan om een herinneringspagina te beginnen. U ontvangt een activeringscode per e-mail.",
    submit: "Registreren",
    busy: "Bezig met registreren…",
    haveAccount: "Heeft u al een account?",
    privacyNote:
      "Wij bewaren uw e-mailadres om u te laten inloggen en u over uw pagina's te mailen. Meer daarover leest u in de",
    privacyLink: "privacyverklaring",
    signIn: "Inloggen",
  },
  confirmSignUp: {
    title: "Verifieer registratie",
    intro:
      "Wij hebben u een e-mail gestuurd met een activeringscode. Vul die hieronder in om uw account te activeren.",
    submit: "Verifiëren",
    busy: "Bezig met verifiëren…",
    resend: "Stuur de code opnieuw",
    resendBusy: "Code wordt verstuurd…",
    resent: "Er is een nieuwe activeringscode naar uw e-mailadres gestuurd.",
    success: "Uw account is succesvol geverifieerd. U kunt nu inloggen.",
    backToLogin: "Terug naar inloggen",
  },
  resetPassword: {
    title: "Wachtwoord herstellen",
    intro:
      "Vul uw e-mailadres in. U ontvangt een bevestigingscode waarmee u een nieuw wachtwoord kunt instellen.",
    submit: "Code versturen",
    busy: "Bezig met versturen…",
    haveCode: "Ik heb al een code",
    backToLogin: "Terug naar inloggen",
    requiredNotice:
      "Uw wachtwoord moet opnieuw worden ingesteld. Vraag hieronder een bevestigingscode aan.",
  },
  confirmResetPassword: {
    title: "Nieuw wachtwoord instellen",
    intro: "Vul de bevestigingscode uit de e-mail in en kies een nieuw wachtwoord.",
    submit: "Wachtwoord opslaan",
    busy: "Bezig met opslaan…",
    success: "Uw nieuwe wachtwoord is succesvol opgeslagen. U kunt nu inloggen.",
    requestCode: "Nieuwe code aanvragen",
  },
  myAccount: {
    title: "Mijn account",
    signedInAs: (email: string) => `U bent ingelogd als ${email}.`,
    nameTitle: "Uw naam",
    nameIntro:
      "Met deze naam noemen wij u in uitnodigingen die u verstuurt, en begroeten wij u in e-mails.",
    nameLabel: "Uw naam",
    nameHelp: "Bijvoorbeeld: Anna de Jong.",
    nameTooLong: (max: number) => `Uw naam is te lang: ten hoogste ${max} tekens.`,
    save: "Naam opslaan",
    saving: "Bezig met opslaan",
    saved: "Uw naam is opgeslagen.",
    saveFailed: "Uw naam kon niet worden opgeslagen. Uw tekst is bewaard; probeer het opnieuw.",
    loadFailed: "Uw gegevens konden niet worden geladen. Probeer het opnieuw.",
    passwordTitle: "Wachtwoord",
    passwordIntro: "Kies een nieuw wachtwoord wanneer u dat wilt.",
    passwordLink: "Wachtwoord wijzigen",
    dataTitle: "Mijn gegevens",
    dataIntro:
      "Download alles wat wij over uw account bewaren in één bestand: uw e-mailadres en naam, de pagina's waar u toegang toe heeft en de berichten en herinneringen die u ingelogd schreef.",
    dataDownload: "Mijn gegevens downloaden",
    dataDownloading: "Bezig met downloaden",
    dataFileName: "mijn-gegevens.json",
    dataDone: "Uw gegevens zijn gedownload.",
    dataFailed: "Uw gegevens konden niet worden gedownload. Probeer het opnieuw.",
    deleteTitle: "Account verwijderen",
    deleteIntro:
      "Verwijder uw account en alles wat wij over u bewaren. U ziet eerst wat er met elk van uw pagina's gebeurt.",
    deleteLink: "Account verwijderen",
  },
  deleteAccount: {
    title: "Account verwijderen",
    intro:
      "Als u uw account verwijdert, kunt u niet meer inloggen. Uw naam, uw toegang tot pagina's en uw instellingen worden verwijderd. Dit kan niet ongedaan worden gemaakt.",
    pagesTitle: "Wat er met uw pagina's gebeurt",
    noPages: "U heeft geen toegang tot pagina's. Er wordt alleen uw account verwijderd.",
    unnamed: "Pagina zonder naam",
    outcomeDelete:
      "Wordt verwijderd, met alle berichten, foto's en kaarsjes. U beheert deze pagina alleen.",
    keepsake: "Eerst een aandenken downloaden",
    outcomeTransfer: "Blijft bestaan en gaat over naar een andere beheerder.",
    newOwner: "Nieuwe eigenaar",
    newOwnerHelp: "Deze beheerder wordt de eigenaar van de pagina.",
    successorMark: "(opvolger)",
    outcomeLeave: "Blijft bestaan. Uw toegang vervalt.",
    messagesNote:
      "Berichten en herinneringen die u heeft geschreven, blijven op de pagina's staan, zonder koppeling aan uw account. Wilt u er een weghalen, trek het bericht dan eerst in.",
    confirmTitle: "Bevestigen",
    passwordLabel: "Uw wachtwoord",
    passwordHelp: "Ter bevestiging vragen wij uw wachtwoord opnieuw.",
    passwordEmpty: "Vul uw wachtwoord in.",
    passwordWrong: "Het wachtwoord is niet juist. Er is niets verwijderd.",
    emailLabel: "Uw e-mailadres",
    emailHelp: (email: string) =>
      `U bent ingelogd met Google. Typ ter bevestiging uw e-mailadres: ${email}`,
    emailEmpty: "Typ uw e-mailadres.",
    emailWrong: "Dit is niet het e-mailadres van uw account. Er is niets verwijderd.",
    submit: "Account definitief verwijderen",
    busy: "Bezig met verwijderen…",
    cancel: "Annuleren",
    loadFailed: "Het overzicht van uw pagina's kon niet worden geladen. Probeer het opnieuw.",
    retry: "Opnieuw proberen",
    changed:
      "Er is intussen iets veranderd aan uw pagina's. Bekijk het overzicht opnieuw; er is niets verwijderd.",
    notAManager: "Kies een beheerder van de pagina als nieuwe eigenaar. Er is niets verwijderd.",
    failed:
      "Er is een fout opgetreden bij het verwijderen van uw account. Er is niets verwijderd; probeer het opnieuw.",
    signInRemovalFailed:
      "Uw gegevens zijn verwijderd, maar uw inlog kon nog niet worden verwijderd. Probeer het opnieuw.",
    done: "Uw account is verwijderd.",
  },
  namePrompt: {
    title: "Hoe mogen wij u noemen?",
    intro:
      "Als u iemand uitnodigt, noemen wij u in de e-mail bij uw naam. U kunt uw naam later wijzigen bij 'Mijn account'.",
    save: "Opslaan",
    skip: "Liever niet",
  },
  changePassword: {
    title: "Wachtwoord wijzigen",
    intro: "Vul uw huidige wachtwoord in en kies een nieuw wachtwoord.",
    submit: "Wachtwoord wijzigen",
    busy: "Bezig met opslaan…",
    success: "Uw nieuwe wachtwoord is succesvol opgeslagen",
    cancel: "Annuleren",
  },
  logout: {
    title: "Uitloggen",
    busy: "U wordt uitgelogd…",
    done: "U bent uitgelogd.",
  },
} as const;
