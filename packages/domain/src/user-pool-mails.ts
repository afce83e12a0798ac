/**
 * The Dutch mails of the user pool: the code mails (sign-up verification, password reset) and
 * the invitation of an account made for someone. The local identity service sends them with the
 * real code; the production pool gets them as message templates, with the provider's
 * placeholders in place of the code, user name and temporary password.
 */
import { USER_POOL_SETTINGS } from "./user-pool-settings";

export type CodeMailPurpose = "signup" | "reset";

export interface PoolMail {
  readonly subject: string;
  /** The body, one entry per line. */
  readonly lines: readonly string[];
}

const SIGNATURE = ["Met vriendelijke groet,", "Herinneringspagina"] as const;

export const CODE_MAIL_TEXTS = {
  signup: {
    subject: "Uw verificatiecode voor Herinneringspagina",
    intro: "Bedankt voor uw registratie bij Herinneringspagina.",
    action: "Vul deze code in op de pagina 'Verifieer registratie'.",
  },
  reset: {
    subject: "Wachtwoord herstellen voor Herinneringspagina",
    intro: "U heeft gevraagd uw wachtwoord te herstellen.",
    action: "Vul deze code in op de pagina 'Nieuw wachtwoord instellen'.",
  },
} as const satisfies Record<CodeMailPurpose, { subject: string; intro: string; action: string }>;

/** A duration in Dutch: "1 uur", "24 uur", "5 minuten", "30 seconden". */
export function dutchDuration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} uur`;
  if (seconds % 60 === 0) return seconds === 60 ? "1 minuut" : `${seconds / 60} minuten`;
  return `${seconds} seconden`;
}

/**
 * The mail with a code for `purpose`, valid for `validSeconds` (default: the pool's value). With
 * `validSeconds` null the mail names no validity: the production pool sends one template for
 * sign-up and reset codes, which stay valid for different times.
 */
export function codeMail(
  purpose: CodeMailPurpose,
  code: string,
  validSeconds: number | null = purpose === "signup"
    ? USER_POOL_SETTINGS.codeValiditySeconds.signUp
    : USER_POOL_SETTINGS.codeValiditySeconds.reset,
): PoolMail {
  const text = CODE_MAIL_TEXTS[purpose];
  const validity =
    validSeconds === null ? "" : ` De code is ${dutchDuration(validSeconds)} geldig.`;
  return {
    subject: text.subject,
    lines: [
      "Beste gebruiker,",
      "",
      text.intro,
      `Uw code is: ${code}`,
      "",
      `${text.action}${validity}`,
      "",
      "Heeft u hier niet om gevraagd? Dan kunt u dit bericht negeren.",
      "",
      ...SIGNATURE,
    ],
  };
}

/** The mail to someone for whom an account was made, with a temporary password. */
export function invitationMail(username: string, temporaryPassword: string): PoolMail {
  return {
    subject: "Uw account voor Herinneringspagina",
    lines: [
      "Beste gebruiker,",
      "",
      "Er is een account voor u aangemaakt bij Herinneringspagina.",
      `Uw gebruikersnaam is ${username} en uw tijdelijke wachtwoord is: ${temporaryPassword}`,
      "",
      "Bij de eerste keer inloggen kiest u een nieuw wachtwoord.",
      "",
      ...SIGNATURE,
    ],
  };
}

/** The body as plain text (the local mailbox). */
export const plainTextBody = (mail: PoolMail): string => mail.lines.join("\n");

/** The body as HTML with line breaks (the provider's message templates). */
export const htmlBody = (mail: PoolMail): string => mail.lines.join("<br>\n");
