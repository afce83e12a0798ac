/**
 * The bedankkaart: the postal address a writer may leave with a message for the family's
 * thank-you card, the one digital thank-you a page's managers may send, and the name an account
 * holder gives ('Uw naam'). The contract's `ThankYouAddress`, `ThankYouMailSend` and
 * `AccountProfileUpdate` schemas carry the same numbers (a test compares them).
 */
import { textLength } from "./condolences";

/** Longest street line, postcode, place, thank-you text and account name (code points). */
export const THANK_YOU_LIMITS = {
  street: 120,
  postcode: 7,
  place: 80,
  text: 5000,
  accountName: 100,
} as const;

/** A Dutch postcode: four digits (not starting with 0), an optional space, two letters. */
export const DUTCH_POSTCODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;

/** The postcode as it is stored and printed, `1234 AB`; undefined when it is not one. */
export function normalisePostcode(text: string): string | undefined {
  const compact = text.trim().replace(/\s+/g, " ");
  if (!DUTCH_POSTCODE.test(compact)) return undefined;
  const digits = compact.slice(0, 4);
  const letters = compact.slice(-2).toUpperCase();
  return `${digits} ${letters}`;
}

export interface ThankYouAddressFields {
  street: string;
  postcode: string;
  place: string;
}

export type ThankYouAddressProblem =
  | "street_missing"
  | "street_too_long"
  | "postcode_missing"
  | "postcode_invalid"
  | "place_missing"
  | "place_too_long";

/** What is wrong with an address a writer typed (empty when it can be sent). */
export function thankYouAddressProblems(address: ThankYouAddressFields): ThankYouAddressProblem[] {
  const problems: ThankYouAddressProblem[] = [];
  if (address.street.trim() === "") problems.push("street_missing");
  else if (textLength(address.street) > THANK_YOU_LIMITS.street) problems.push("street_too_long");
  if (address.postcode.trim() === "") problems.push("postcode_missing");
  else if (normalisePostcode(address.postcode) === undefined) problems.push("postcode_invalid");
  if (address.place.trim() === "") problems.push("place_missing");
  else if (textLength(address.place) > THANK_YOU_LIMITS.place) problems.push("place_too_long");
  return problems;
}
