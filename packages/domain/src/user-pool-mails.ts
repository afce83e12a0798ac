/**
 * The user pool's mails as whole texts: the code mails (sign-up verification, password reset)
 * and the mail to someone for whom an account was made. Their words come from the one mail
 * catalogue (`./mail-texts`); the production pool gets them as message templates, with the
 * provider's placeholders in place of the code, user name and temporary password.
 */
import { MAIL_FRAME, MAIL_TEXTS } from "./mail-texts";
import { USER_POOL_SETTINGS } from "./user-pool-settings";

export type CodeMailPurpose = "signup" | "reset";

export interface PoolMail {
  readonly subject: string;
  /** The body, one entry per line. */
  readonly lines: readonly string[];
}

/** The catalogue's entry of each code mail. */
export const CODE_MAIL_TEXTS = {
  signup: MAIL_TEXTS.signupCode,
  reset: MAIL_TEXTS.resetCode,
} as const;

/** A duration in Dutch: "1 uur", "24 uur", "5 minuten", "30 seconden". */
export function dutchDuration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} uur`;
  if (seconds % 60 === 0) return seconds === 60 ? "1 minuut" : `${seconds / 60} minuten`;
  return `${seconds} seconden`;
}

/** Greeting, paragraphs, closing line and the reason, as the catalogue's frame lays them out. */
function framed(paragraphs: readonly string[], reason: string): string[] {
  return [
    MAIL_FRAME.greeting(null),
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...MAIL_FRAME.closing,
    "",
    reason,
  ];
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
  const valid = validSeconds === null ? null : dutchDuration(validSeconds);
  return { subject: text.subject, lines: framed(text.paragraphs(code, valid), text.reason) };
}

/** The mail to someone for whom an account was made, with a temporary password. */
export function invitationMail(username: string, temporaryPassword: string): PoolMail {
  const text = MAIL_TEXTS.accountCreated;
  return {
    subject: text.subject,
    lines: framed(text.paragraphs(username, temporaryPassword), text.reason),
  };
}

/** The body as plain text. */
export const plainTextBody = (mail: PoolMail): string => mail.lines.join("\n");

/** The body as HTML with line breaks (the provider's message templates). */
export const htmlBody = (mail: PoolMail): string => mail.lines.join("<br>\n");
