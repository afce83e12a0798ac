// The server half of Cognito's SRP-6a sign-in, computed exactly as amazon-cognito-identity-js
// computes the client half (AuthenticationHelper.js): the 3072-bit group of RFC 5054 with g = 2,
// k = H(N | g), u = H(A | B), x = H(salt | H(poolName | username | ":" | password)), the HKDF
// step with info "Caldera Derived Key", and a signature over poolName | username | secret block
// | timestamp. All hashes are SHA-256 over the minimal two's-complement hex ("padHex") encodings.
import crypto from "node:crypto";

const N_HEX =
  "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD" +
  "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED" +
  "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F" +
  "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B" +
  "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510" +
  "15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7" +
  "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C" +
  "BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF";

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Even-length hex of a non-negative integer, with "00" in front when the top bit is set. */
export function padHex(value: bigint): string {
  if (value < 0n) throw new Error("padHex expects a non-negative integer");
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  if (/^[89a-f]/i.test(hex)) hex = `00${hex}`;
  return hex;
}

const sha256Hex = (data: Buffer | string): string =>
  crypto.createHash("sha256").update(data).digest("hex");

/** SHA-256 of the bytes a hex string encodes, as hex. */
export const hexHash = (hex: string): string => sha256Hex(Buffer.from(hex, "hex"));

const hexToBigInt = (hex: string): bigint => BigInt(`0x${hex === "" ? "0" : hex}`);

export const k = hexToBigInt(hexHash(padHex(N) + padHex(g)));

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** The pool name is the part of the user pool id after the underscore ("eu-central-1_Abc" → "Abc"). */
export function poolNameOf(userPoolId: string): string {
  const name = userPoolId.split("_")[1];
  if (name === undefined || name === "") {
    throw new Error(`User pool id "${userPoolId}" has no pool name after "_"`);
  }
  return name;
}

function privateX(poolName: string, username: string, password: string, saltHex: string): bigint {
  const usernamePasswordHash = sha256Hex(`${poolName}${username}:${password}`);
  return hexToBigInt(hexHash(padHex(hexToBigInt(saltHex)) + usernamePasswordHash));
}

export interface SrpVerifier {
  /** Hex, as sent in the SALT challenge parameter. */
  salt: string;
  /** Hex of v = g^x mod N. */
  verifier: string;
}

/** What the service stores instead of a password for SRP sign-in. */
export function createVerifier(poolName: string, username: string, password: string): SrpVerifier {
  const salt = crypto.randomBytes(16).toString("hex");
  const x = privateX(poolName, username, password, salt);
  return { salt, verifier: padHex(modPow(g, x, N)) };
}

/**
 * A stable stand-in verifier for a sign-in name that has no account, from secret seed bytes
 * (hex): with it the first SRP step of an unknown e-mail does the same work and answers in the
 * same shape as that of a known one.
 */
export function phantomVerifier(seedHex: string): string {
  return padHex(modPow(g, hexToBigInt(seedHex), N));
}

export interface ServerEphemeral {
  /** Secret b, hex. */
  b: string;
  /** Public B = k·v + g^b mod N, hex as sent in SRP_B. */
  B: string;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(crypto.randomBytes(64).toString("hex"));
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

/** Whether the client's SRP_A is usable (a hex number with A mod N ≠ 0). */
export function isValidClientA(aHex: string): boolean {
  if (!/^[0-9a-fA-F]{1,2048}$/.test(aHex)) return false;
  return hexToBigInt(aHex) % N !== 0n;
}

/** The 16-byte key both sides derive; the client signs its claim with it. */
export function passwordAuthenticationKey(params: {
  aHex: string;
  bHex: string;
  BHex: string;
  verifierHex: string;
}): Buffer {
  const A = hexToBigInt(params.aHex);
  const B = hexToBigInt(params.BHex);
  const b = hexToBigInt(params.bHex);
  const v = hexToBigInt(params.verifierHex);
  const u = hexToBigInt(hexHash(padHex(A) + padHex(B)));
  if (u === 0n) throw new Error("SRP u is zero");
  const S = modPow((A * modPow(v, u, N)) % N, b, N);
  const prk = crypto
    .createHmac("sha256", Buffer.from(padHex(u), "hex"))
    .update(Buffer.from(padHex(S), "hex"))
    .digest();
  const info = Buffer.concat([Buffer.from("Caldera Derived Key", "utf8"), Buffer.from([1])]);
  return crypto.createHmac("sha256", prk).update(info).digest().subarray(0, 16);
}

export function claimSignature(params: {
  key: Buffer;
  poolName: string;
  username: string;
  secretBlock: string;
  timestamp: string;
}): string {
  return crypto
    .createHmac("sha256", params.key)
    .update(
      Buffer.concat([
        Buffer.from(params.poolName, "utf8"),
        Buffer.from(params.username, "utf8"),
        Buffer.from(params.secretBlock, "base64"),
        Buffer.from(params.timestamp, "utf8"),
      ]),
    )
    .digest("base64");
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The client's TIMESTAMP format, e.g. "Sun Nov 22 07:04:45 UTC 2026" (day not padded). */
export function formatSrpTimestamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return (
    `${WEEKDAYS[date.getUTCDay()] ?? ""} ${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCDate()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ` +
    `${date.getUTCFullYear()}`
  );
}

/** Parses the TIMESTAMP format strictly; undefined when it does not match exactly. */
export function parseSrpTimestamp(text: string): Date | undefined {
  const match =
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]) UTC ([0-9]{4})$/.exec(
      text,
    );
  if (!match) return undefined;
  const [, weekday, month, day, hours, minutes, seconds, year] = match;
  const date = new Date(
    Date.UTC(
      Number(year),
      MONTHS.indexOf(month ?? ""),
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
    ),
  );
  if (date.getUTCDate() !== Number(day) || WEEKDAYS[date.getUTCDay()] !== weekday) {
    return undefined;
  }
  return date;
}
