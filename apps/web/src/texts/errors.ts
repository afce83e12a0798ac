/**
 * The error table: every error of spec section 8 mapped to its Dutch message, in one place.
 * Screens never show an error's own message; they ask this module.
 */
import { isApiError } from "@memorial/api-client";
import { isAuthError, RATE_LIMIT_ERRORS } from "@memorial/auth";

const FAILED = "Er is een fout opgetreden";

export const errorTexts = {
  unknown: "Onbekende fout opgetreden",
  /** Rate limits (identity LimitExceeded/TooManyRequests/TooManyFailedAttempts, API 429). */
  rateLimited: "U heeft het te vaak achter elkaar geprobeerd. Probeer het later opnieuw.",
  network: "Er is geen verbinding. Controleer uw internetverbinding en probeer het opnieuw.",

  // Validation (spec section 5)
  signInEmailEmpty: "Geen email adres opgegeven",
  signInPasswordEmpty: "Geen wachtwoord opgegeven",
  passwordsDoNotMatch: "Opgegeven wachtwoorden komen niet overeen",
  passwordPolicy: "Wachtwoord voldoet niet aan alle eisen",
  emailEmpty: "Email adres mag niet leeg zijn",
  newPasswordEmpty: "Nieuw wachtwoord mag niet leeg zijn",
  passwordEmpty: "Wachtwoord mag niet leeg zijn",
  confirmationCodeEmpty: "Bevestigingscode mag niet leeg zijn",
  confirmationCodeInvalid: "Bevestigingscode is ongeldig/verlopen",
  activationCodeEmpty: "Activeringscode mag niet leeg zijn",
  activationCodeInvalid: "Activeringscode is ongeldig/verlopen",
  oldPasswordWrong: "Oud wachtwoord is onjuist",
  oldPasswordRequired: "Oud wachtwoord is vereist",

  // Identity provider (spec section 8)
  signInFailed: "Geen gebruiker gevonden voor email adres + wachtwoord combinatie",
  usernameExists: "Gebruiker met opgegeven email adres bestaat al",
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
  accessList: `${FAILED} bij het ophalen van de personen met toegang`,
  accessSave: `${FAILED} bij het opslaan van de toegang`,
  accessRemove: `${FAILED} bij het ontzeggen van de toegang`,
  payment: `${FAILED} bij het initiëren van de betaling`,
  saveProfile: `${FAILED} bij het opslaan van het profiel`,
  listPages: `${FAILED} bij het ophalen van de herinneringspagina's. Probeer het later opnieuw.`,
  createPage: `${FAILED} bij het creeren van een nieuwe herinneringspagina. Probeer het later opnieuw.`,
} as const;

/** The API calls whose failure the spec names; each has its toast text. */
export type ApiSituation =
  | "pictureUpload"
  | "photosUpload"
  | "videoUpload"
  | "audioUpload"
  | "publicToggle"
  | "accessList"
  | "accessSave"
  | "accessRemove"
  | "payment"
  | "saveProfile"
  | "listPages"
  | "createPage";

/** The name of an identity error, or undefined for anything else. */
function authName(error: unknown): string | undefined {
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
    // Unknown user and wrong password read the same (SECURITY.md item 8).
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
