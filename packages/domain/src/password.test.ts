import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY,
  PASSWORD_SYMBOLS,
  checkPassword,
  passwordLength,
  passwordPolicyProblems,
} from "./index";

const strict = { ...PASSWORD_POLICY, requireSymbols: true };

describe("passwordLength", () => {
  it("counts an emoji outside the Basic Multilingual Plane as one character", () => {
    expect("😀".length).toBe(2);
    expect(passwordLength("😀")).toBe(1);
    expect(passwordLength("Abcde1😀")).toBe(7);
  });

  it("counts a combining accent as a character of its own", () => {
    const decomposed = "e\u0301";
    expect(passwordLength(decomposed)).toBe(2);
    expect(passwordLength(decomposed.normalize("NFC"))).toBe(1);
  });

  it("counts every code point of a joined emoji sequence", () => {
    // man, zero-width joiner, woman, zero-width joiner, girl
    expect(passwordLength("\u{1F468}\u200D\u{1F469}\u200D\u{1F467}")).toBe(5);
  });
});

describe("checkPassword", () => {
  it("accepts a password that meets the default policy", () => {
    expect(checkPassword("Herinnering2026")).toEqual([]);
  });

  it("uses PASSWORD_POLICY when no policy is given", () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireNumbers: true,
      requireSymbols: false,
    });
    expect(checkPassword("Abcdef12")).toEqual([]);
    expect(checkPassword("Abcdef1")).toEqual(["minLength"]);
  });

  it("rejects Abcde1😀 as too short: 7 characters, although 8 UTF-16 code units", () => {
    expect("Abcde1😀".length).toBe(8);
    expect(checkPassword("Abcde1😀")).toEqual(["minLength"]);
    expect(checkPassword("Abcde12😀")).toEqual([]);
  });

  it("counts e with a combining accent as two characters", () => {
    const password = "Abcde\u03011x";
    expect(checkPassword(password)).toEqual([]);
    expect(checkPassword(password.normalize("NFC"))).toEqual(["minLength"]);
  });

  it("allows exactly PASSWORD_MAX_LENGTH characters and no more", () => {
    expect(PASSWORD_MAX_LENGTH).toBe(256);
    const longest = `Aa1${"x".repeat(253)}`;
    expect(checkPassword(longest)).toEqual([]);
    expect(checkPassword(`${longest}x`)).toEqual(["maxLength"]);
  });

  it("counts emoji as one character towards the maximum too", () => {
    const emoji = `Aa1${"😀".repeat(253)}`;
    expect(emoji.length).toBeGreaterThan(PASSWORD_MAX_LENGTH);
    expect(checkPassword(emoji)).toEqual([]);
  });

  it("lists every broken rule in order", () => {
    expect(checkPassword("", strict)).toEqual([
      "minLength",
      "lowercase",
      "uppercase",
      "number",
      "symbol",
    ]);
    expect(checkPassword("ALLESGROOT1")).toEqual(["lowercase"]);
    expect(checkPassword("alleskleine1")).toEqual(["uppercase"]);
    expect(checkPassword("GeenCijfers")).toEqual(["number"]);
  });

  it("requires Basic Latin letters: accented letters do not count as lower or upper case", () => {
    expect(checkPassword("ÉÉÉÉÉÉé1")).toEqual(["lowercase", "uppercase"]);
  });

  it("accepts each of Cognito's special characters, and a space, as a symbol", () => {
    expect(Array.from(PASSWORD_SYMBOLS)).toHaveLength(33);
    for (const symbol of PASSWORD_SYMBOLS) {
      expect(checkPassword(`Herinnering2026${symbol}`, strict)).toEqual([]);
    }
    expect(checkPassword("Herinnering2026", strict)).toEqual(["symbol"]);
    expect(checkPassword("Herinnering2026€", strict)).toEqual(["symbol"]);
  });

  it("applies the rules a policy switches on and no others", () => {
    const lenient = {
      minLength: 6,
      requireLowercase: false,
      requireUppercase: false,
      requireNumbers: false,
      requireSymbols: false,
    };
    expect(checkPassword("😀😀😀😀😀😀", lenient)).toEqual([]);
    expect(checkPassword("😀😀😀", lenient)).toEqual(["minLength"]);
  });
});

describe("passwordPolicyProblems", () => {
  it("accepts minimum lengths from 6 to 99", () => {
    expect(passwordPolicyProblems(PASSWORD_POLICY)).toEqual([]);
    expect(passwordPolicyProblems({ ...PASSWORD_POLICY, minLength: 6 })).toEqual([]);
    expect(passwordPolicyProblems({ ...PASSWORD_POLICY, minLength: 99 })).toEqual([]);
  });

  it("names a minimum length outside 6 to 99 or not whole", () => {
    for (const minLength of [5, 100, 7.5]) {
      expect(passwordPolicyProblems({ ...PASSWORD_POLICY, minLength })).toEqual([
        `minLength must be a whole number from 6 to 99, got ${minLength}`,
      ]);
    }
  });
});
