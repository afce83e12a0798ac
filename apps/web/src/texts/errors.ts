/**
 * The error table: every error of spec section 8 mapped to its Dutch message, in one place.
 * Screens never show an error's own message; they ask this module.
 */
import { ExportError, FileCheckError, UploadError, isApiError } from "@memorial/api-client";
import { FILE_KIND_OF, MAX_FILE_NAME_LENGTH, UPLOAD_LIMITS } from "@memorial/domain";
// The error names only (no identity library): the register of a server-rendered page uses this.
import { isAuthError, RATE_LIMIT_ERRORS } from "@memorial/auth/errors";
import { mailLinkTexts } from "./mail-link";

const FAILED = "Er is een fout opgetreden";

export const errorTexts = {
  unknown: "Onbekende fout opgetreden",
  /** Rate limits (identity LimitExceeded/TooManyRequests/TooManyFailedAttempts, API 429). */
  rateLimited: "U heeft het te vaak achter elkaar geprobeerd. Probeer het later opnieuw.",
  network: "Er is geen verbinding. Controleer uw internetverbinding en probeer het opnieuw.",

  // Validation (spec section 5)
  signInEmailEmpty: "Geen e-mailadres opgegeven",
  signInPasswordEmpty: "Geen wachtwoord opgegeven",
  passwordsDoNotMatch: "Opgegeven wachtwoorden komen niet overeen",
  passwordPolicy: "Wachtwoord voldoet niet aan alle eisen",
  emailEmpty: "E-mailadres mag niet leeg zijn",
  newPasswordEmpty: "Nieuw wachtwoord mag niet leeg zijn",
  passwordEmpty: "Wachtwoord mag niet leeg zijn",
  confirmationCodeEmpty: "Bevestigingscode mag niet leeg zijn",
  confirmationCodeInvalid: "Bevestigingscode is ongeldig/verlopen",
  activationCodeEmpty: "Activeringscode mag niet leeg zijn",
  activationCodeInvalid: "Activeringscode is ongeldig/verlopen",
  oldPasswordWrong: "Oud wachtwoord is onjuist",
  oldPasswordRequired: "Oud wachtwoord is vereist",

  // Identity provider (spec section 8)
  signInFailed: "Geen gebruiker gevonden voor e-mailadres + wachtwoordcombinatie",
  usernameExists: "Gebruiker met opgegeven e-mailadres bestaat al",
  alreadyConfirmed: "Dit account is al geverifieerd. U kunt inloggen.",
  hostedSignInState:
    "Het inloggen met Google kon niet worden afgerond, omdat de aanvraag niet meer geldig is. Probeer het opnieuw.",
  hostedSignInCancelled: "Het inloggen met Google is afgebroken.",
  hostedSignInFailed: "Het inloggen met Google is niet gelukt. Probeer het opnieuw.",

  // Product API (spec section 8)
  pictureUpload: `${FAILED} bij het uploaden of het verwerken van de foto`,
  photosUpload: `${FAILED} bij het uploaden van de foto's`,
  videoUpload: `${FAILED} bij het uploaden van het video-bestand`,
  audioUpload: `${FAILED} bij het uploaden van het audio-bestand`,
  publicToggle: `${FAILED} bij het aanpassen van de publieke toegankelijkheid`,
  searchableToggle: `${FAILED} bij het aanpassen van de vindbaarheid via zoekmachines`,
  accessList: `${FAILED} bij het ophalen van de personen met toegang`,
  accessSave: `${FAILED} bij het opslaan van de toegang`,
  accessRemove: `${FAILED} bij het ontzeggen van de toegang`,
  payment: `${FAILED} bij het initiëren van de betaling`,
  saveProfile: `${FAILED} bij het opslaan van het profiel`,
  listPages: `${FAILED} bij het ophalen van de herinneringspagina's. Probeer het later opnieuw.`,
  createPage: `${FAILED} bij het creëren van een nieuwe herinneringspagina. Probeer het later opnieuw.`,

  // Condolence register: what went wrong, and that nothing typed is lost.
  condolenceRateLimited:
    "U heeft zojuist al iets geplaatst. Wacht u even en probeer het over een paar minuten opnieuw. Uw tekst is bewaard.",
  condolencesClosed: "Op deze pagina kunnen op dit moment geen condoleances worden geplaatst.",
  condolenceBlocked: "Deze pagina neemt op dit moment geen nieuwe berichten of kaarsjes aan.",
  condolenceInvalid: "Controleer uw naam en bericht en probeer het opnieuw. Uw tekst is bewaard.",
  condolenceTooLarge: "Uw bericht is te lang. Een bericht heeft ten hoogste 2.000 tekens.",
  condolenceNotFound: "Deze pagina of dit bericht bestaat niet (meer).",
  condolenceForbidden: "Alleen de beheerders van deze pagina kunnen dit doen.",
  condolenceConflict: "Iemand anders heeft deze instelling net gewijzigd. Probeer het opnieuw.",
  condolenceNetwork:
    "Er is geen verbinding. Controleer uw internetverbinding en probeer het opnieuw. Uw tekst is bewaard.",
  condolenceFailed: "Er ging iets mis. Uw tekst is bewaard; probeer het over een moment opnieuw.",
  condolenceLoad: "De condoleances konden niet worden geladen.",

  // 'Melden': what went wrong, and that what was chosen and typed is kept.
  reportRateLimited:
    "U heeft kort na elkaar veel meldingen verstuurd. Wacht u een minuut en probeer het dan opnieuw. Wat u invulde is bewaard.",
  reportNotFound: "Dit onderdeel of bericht staat niet (meer) op de pagina.",
  reportNetwork:
    "Er is geen verbinding. Controleer uw internetverbinding en probeer het opnieuw. Wat u invulde is bewaard.",
  reportFailed:
    "Uw melding kon niet worden verstuurd. Wat u invulde is bewaard; probeer het over een moment opnieuw.",
  // The page's owner: hand-over, successor, leaving.
  ownerRequired: "Alleen de eigenaar van de pagina kan dit doen.",
  ownerCannotLeave:
    "Als eigenaar kunt u de pagina niet verlaten. Draag de pagina eerst over aan een andere beheerder.",
  notAManager: "Kies iemand die de pagina mee beheert (met 'Beheer').",
  handoverPending: "Er wacht al een verzoek om eigenaar te worden. Trek dat eerst in.",
  handoverGone: "Dit verzoek bestaat niet meer. Misschien is het ingetrokken of al beantwoord.",
  handoverLinkExpired: mailLinkTexts.handoverExpired,
  ownershipFailed: `${FAILED} bij het wijzigen van de eigenaar van de pagina`,
  leaveFailed: `${FAILED} bij het verlaten van de pagina`,
  deletePageFailed: `${FAILED} bij het verwijderen van de pagina. Er is niets verwijderd`,
  pageAlreadyDeleted: "Deze pagina bestaat niet meer. Misschien is ze al verwijderd.",
  memoryLoad: "De herinneringen konden niet worden geladen.",
  memoriesClosed: "Op deze pagina kunnen op dit moment geen herinneringen worden gedeeld.",
  memoryInvalid:
    "Uw herinnering kon niet worden gedeeld. Controleer uw naam, tekst en foto's en probeer het opnieuw. Uw tekst is bewaard.",
  memoryTooManyPhotos: "U kunt ten hoogste 5 foto's bij een herinnering plaatsen.",
  memoryPhotoTooLarge:
    "Een van de foto's is te groot: ten hoogste 10 MB per foto. Uw tekst is bewaard.",
  memoryQuota:
    "Er is op deze pagina geen ruimte meer voor foto's. Uw tekst is bewaard; haal de foto's weg en deel uw herinnering zonder foto's.",
  memoryPhotoFailed:
    "Een van de foto's kon niet worden verwerkt. Kies een andere JPEG- of PNG-foto; uw tekst is bewaard.",
  memoryFailed:
    "Uw herinnering kon niet worden gedeeld. Uw tekst en foto's zijn bewaard; probeer het opnieuw.",
} as const;

/** The API calls whose failure the spec names; each has its toast text. */
export type ApiSituation =
  | "pictureUpload"
  | "photosUpload"
  | "videoUpload"
  | "audioUpload"
  | "publicToggle"
  | "searchableToggle"
  | "accessList"
  | "accessSave"
  | "accessRemove"
  | "payment"
  | "saveProfile"
  | "listPages"
  | "createPage";

const CONDOLENCE_BY_CODE: Record<string, string> = {
  rate_limited: errorTexts.condolenceRateLimited,
  condolences_closed: errorTexts.condolencesClosed,
  profile_blocked: errorTexts.condolenceBlocked,
  invalid_request: errorTexts.condolenceInvalid,
  payload_too_large: errorTexts.condolenceTooLarge,
  not_found: errorTexts.condolenceNotFound,
  forbidden: errorTexts.condolenceForbidden,
  version_conflict: errorTexts.condolenceConflict,
  thank_you_sent: "Het bedankje is al verstuurd. Het kan maar één keer worden verstuurd.",
  no_recipients:
    "Niemand heeft bij een bericht een e-mailadres achtergelaten. Er is nog niemand om het bedankje aan te sturen.",
};

const OWNERSHIP_BY_CODE: Record<string, string> = {
  owner_required: errorTexts.ownerRequired,
  owner_cannot_leave: errorTexts.ownerCannotLeave,
  not_a_manager: errorTexts.notAManager,
  handover_pending: errorTexts.handoverPending,
  link_expired: errorTexts.handoverLinkExpired,
  not_found: errorTexts.handoverGone,
};

const DELETE_PAGE_BY_CODE: Record<string, string> = {
  owner_required: errorTexts.ownerRequired,
  not_found: errorTexts.pageAlreadyDeleted,
  page_deleted: errorTexts.pageAlreadyDeleted,
};

/** The Dutch message for a failed 'Pagina verwijderen', by the API's error code. */
export function deletePageErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return errorTexts.rateLimited;
  if (isApiError(error)) return DELETE_PAGE_BY_CODE[error.code] ?? errorTexts.deletePageFailed;
  return errorTexts.deletePageFailed;
}

/**
 * The Dutch message for a refused call about the page's owner (also an access change only the
 * owner may make), by the API's error code; `fallback` for anything else.
 */
export function ownershipErrorMessage(
  error: unknown,
  fallback: string = errorTexts.ownershipFailed,
): string {
  if (isRateLimited(error)) return errorTexts.rateLimited;
  if (isApiError(error)) return OWNERSHIP_BY_CODE[error.code] ?? fallback;
  return fallback;
}

/**
 * The Dutch message for a failed call of the condolence register (writing, lighting a candle,
 * moderating, the setting), by the API's error code; a lost connection says so.
 */
const MEMORY_BY_CODE: Record<string, string> = {
  ...CONDOLENCE_BY_CODE,
  memories_closed: errorTexts.memoriesClosed,
  invalid_request: errorTexts.memoryInvalid,
  too_many_photos: errorTexts.memoryTooManyPhotos,
  payload_too_large: errorTexts.memoryPhotoTooLarge,
  storage_quota_exceeded: errorTexts.memoryQuota,
};

/**
 * The Dutch message for a memory that could not be shared: a refused photo (before the
 * upload), a failed upload or processing, or the API's refusal by its code.
 */
export function memoryErrorMessage(error: unknown): string {
  if (error instanceof FileCheckError) return fileCheckMessage(error);
  if (error instanceof UploadError) {
    return error.status === 413 ? errorTexts.memoryQuota : errorTexts.memoryPhotoFailed;
  }
  if (isApiError(error)) {
    if (error.status === 429) return errorTexts.condolenceRateLimited;
    if (error.status === 0) return errorTexts.condolenceNetwork;
    return MEMORY_BY_CODE[error.code] ?? errorTexts.memoryFailed;
  }
  return errorTexts.memoryFailed;
}

export function condolenceErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429) return errorTexts.condolenceRateLimited;
    if (error.status === 0) return errorTexts.condolenceNetwork;
    return CONDOLENCE_BY_CODE[error.code] ?? errorTexts.condolenceFailed;
  }
  return errorTexts.condolenceFailed;
}

/** The Dutch text of a failed report ('Melden'). */
export function reportErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429) return errorTexts.reportRateLimited;
    if (error.status === 404) return errorTexts.reportNotFound;
    if (error.status === 0) return errorTexts.reportNetwork;
  }
  return errorTexts.reportFailed;
}

const MIB = 1024 * 1024;
const megabytes = (bytes: number): string => `${Math.round(bytes / MIB)} MB`;

/** Why a chosen file is refused before it is uploaded, per kind of file where that matters. */
export const fileCheckTexts = {
  none: "Er is geen bestand gekozen.",
  tooManySingle: "Kies één bestand.",
  tooManyPhotos: (max: number) => `U kunt maximaal ${max} foto's tegelijk uploaden.`,
  nameTooLong: (max: number) => `De bestandsnaam is te lang (maximaal ${max} tekens).`,
  nameInvalid: (name: string) => `De bestandsnaam "${name}" bevat ongeldige tekens.`,
  type: {
    photo: (name: string) => `"${name}" is geen JPEG- of PNG-foto.`,
    video: (name: string) =>
      `"${name}" is geen ondersteund videobestand (MP4, M4V, MOV, WebM, MKV of OGV).`,
    audio: (name: string) =>
      `"${name}" is geen ondersteund audiobestand (MP3, M4A, AAC, WAV, OGG, OGA, OPUS, FLAC of WEBA).`,
  },
  signature: {
    photo: (name: string) => `De inhoud van "${name}" is geen geldige JPEG- of PNG-foto.`,
    video: (name: string) => `De inhoud van "${name}" is geen geldig videobestand.`,
    audio: (name: string) => `De inhoud van "${name}" is geen geldig audiobestand.`,
  },
  empty: (name: string) => `"${name}" is leeg.`,
  size: (name: string, maxBytes: number) =>
    `"${name}" is te groot: maximaal ${megabytes(maxBytes)} per bestand.`,
} as const;

/** The Dutch text for a file the API client refused before uploading it. */
export function fileCheckMessage(error: FileCheckError): string {
  const kind = FILE_KIND_OF[error.uploadType];
  const limits = UPLOAD_LIMITS[error.uploadType];
  const name = error.fileName ?? "";
  switch (error.reason) {
    case "none":
      return fileCheckTexts.none;
    case "count":
      return limits.maxFiles === 1
        ? fileCheckTexts.tooManySingle
        : fileCheckTexts.tooManyPhotos(limits.maxFiles);
    case "name_too_long":
      return fileCheckTexts.nameTooLong(MAX_FILE_NAME_LENGTH);
    case "name_invalid":
      return fileCheckTexts.nameInvalid(name);
    case "type":
      return fileCheckTexts.type[kind](name);
    case "signature":
      return fileCheckTexts.signature[kind](name);
    case "empty":
      return fileCheckTexts.empty(name);
    case "size":
      return fileCheckTexts.size(name, limits.maxBytes);
  }
}

/** The name of an identity error, or undefined for anything else. */
export function authName(error: unknown): string | undefined {
  return isAuthError(error) ? error.name : undefined;
}

export function isRateLimited(error: unknown): boolean {
  const name = authName(error);
  if (name !== undefined) return RATE_LIMIT_ERRORS.includes(name);
  return isApiError(error) && error.status === 429;
}

/** Toast text for a failed API call of the given situation (429 says "probeer het later opnieuw"). */
export function apiErrorMessage(situation: ApiSituation, error: unknown): string {
  if (isRateLimited(error)) return errorTexts.rateLimited;
  return errorTexts[situation];
}

/** The screens that call the identity provider. */
export type AuthSituation =
  | "signIn"
  | "signUp"
  | "confirmSignUp"
  | "resendCode"
  | "resetPassword"
  | "confirmResetPassword"
  | "changePassword"
  | "hostedSignIn";

const EMPTY_INPUT: Record<string, string> = {
  EmptySignInUsername: errorTexts.signInEmailEmpty,
  EmptySignInPassword: errorTexts.signInPasswordEmpty,
  EmptySignUpUsername: errorTexts.emailEmpty,
  EmptySignUpPassword: errorTexts.passwordEmpty,
  EmptyConfirmSignUpUsername: errorTexts.emailEmpty,
  EmptyConfirmSignUpCode: errorTexts.activationCodeEmpty,
  EmptyResetPasswordUsername: errorTexts.emailEmpty,
  EmptyConfirmResetPasswordUsername: errorTexts.emailEmpty,
  EmptyConfirmResetPasswordNewPassword: errorTexts.newPasswordEmpty,
  EmptyConfirmResetPasswordConfirmationCode: errorTexts.confirmationCodeEmpty,
  EmptyUpdatePassword: errorTexts.oldPasswordRequired,
  PasswordsDoNotMatch: errorTexts.passwordsDoNotMatch,
};

const BY_SITUATION: Record<AuthSituation, Record<string, string>> = {
  signIn: {
    // Unknown user and wrong password read the same (docs/security.md item 8).
    NotAuthorizedException: errorTexts.signInFailed,
    UserNotFoundException: errorTexts.signInFailed,
  },
  signUp: {
    UsernameExistsException: errorTexts.usernameExists,
    InvalidPasswordException: errorTexts.passwordPolicy,
  },
  confirmSignUp: {
    CodeMismatchException: errorTexts.activationCodeInvalid,
    ExpiredCodeException: errorTexts.activationCodeInvalid,
    UserNotFoundException: errorTexts.activationCodeInvalid,
    NotAuthorizedException: errorTexts.alreadyConfirmed,
  },
  resendCode: {
    NotAuthorizedException: errorTexts.alreadyConfirmed,
  },
  resetPassword: {},
  confirmResetPassword: {
    CodeMismatchException: errorTexts.confirmationCodeInvalid,
    ExpiredCodeException: errorTexts.confirmationCodeInvalid,
    UserNotFoundException: errorTexts.confirmationCodeInvalid,
    InvalidPasswordException: errorTexts.passwordPolicy,
  },
  changePassword: {
    NotAuthorizedException: errorTexts.oldPasswordWrong,
    InvalidPasswordException: errorTexts.passwordPolicy,
  },
  hostedSignIn: {
    StateValidationFailedException: errorTexts.hostedSignInState,
    OAuthCancelledException: errorTexts.hostedSignInCancelled,
    OAuthSignInException: errorTexts.hostedSignInFailed,
    InvalidRedirectException: errorTexts.hostedSignInFailed,
    OAuthNotConfiguredException: errorTexts.hostedSignInFailed,
  },
};

/** The Dutch message for an identity error on the given screen. */
export function authErrorMessage(situation: AuthSituation, error: unknown): string {
  if (isRateLimited(error)) return errorTexts.rateLimited;
  const name = authName(error);
  if (name === undefined) return errorTexts.unknown;
  const specific = BY_SITUATION[situation][name] ?? EMPTY_INPUT[name];
  if (specific !== undefined) return specific;
  if (name === "NetworkError" || name === "TimeoutError") return errorTexts.network;
  return errorTexts.unknown;
}

/** 'Pagina downloaden': the export could not be started or made (ApiError or ExportError). */
export const exportErrorTexts = {
  forbidden: "Alleen de beheerders van deze pagina kunnen de pagina downloaden.",
  notFound: "Deze pagina bestaat niet meer, of u heeft er geen toegang meer toe.",
  failed: "De download kon niet worden gemaakt. Er is niets verloren gegaan; probeer het opnieuw.",
  timeout:
    "Het maken van de download duurt te lang. Probeer het later opnieuw; er is niets verloren gegaan.",
} as const;

export function exportErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429) return errorTexts.rateLimited;
    if (error.status === 0) return errorTexts.network;
    if (error.status === 401 || error.status === 403) return exportErrorTexts.forbidden;
    if (error.status === 404) return exportErrorTexts.notFound;
    return exportErrorTexts.failed;
  }
  if (error instanceof ExportError && error.reason === "timeout") return exportErrorTexts.timeout;
  return exportErrorTexts.failed;
}
