import { describe, expect, it, vi } from "vitest";
import {
  base64UrlEncode,
  constantTimeEqual,
  OAUTH_STATE_LENGTH,
  pkceChallenge,
  PKCE_VERIFIER_LENGTH,
  randomUnreservedString,
  UNRESERVED_CHARACTERS,
  type RandomSource,
} from "./pkce";

describe("PKCE (docs/security.md item 3)", () => {
  it("computes the RFC 7636 appendix B challenge", async () => {
    await expect(pkceChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).resolves.toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("makes a 32-character state and a 128-character verifier of unreserved characters", () => {
    const state = randomUnreservedString(OAUTH_STATE_LENGTH);
    const verifier = randomUnreservedString(PKCE_VERIFIER_LENGTH);
    expect(OAUTH_STATE_LENGTH).toBe(32);
    expect(PKCE_VERIFIER_LENGTH).toBe(128);
    expect(state).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(randomUnreservedString(32)).not.toBe(state);
  });

  it("takes its randomness from crypto.getRandomValues", () => {
    const spy = vi.spyOn(crypto, "getRandomValues");
    randomUnreservedString(32);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("discards bytes that would bias the choice (no modulo bias)", () => {
    // 66 characters: bytes 198..255 would favour the first 58 characters, so they are skipped.
    const bytes = [198, 255, 0, 65, 66, 197];
    const source: RandomSource = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        const view = array as unknown as Uint8Array;
        view.fill(0);
        view.set(bytes.slice(0, view.length));
        return array;
      },
    };
    expect(UNRESERVED_CHARACTERS).toHaveLength(66);
    expect(randomUnreservedString(4, source)).toBe("A~A~");
  });

  it("is evenly spread over the 66 characters", () => {
    const counts = new Map<string, number>();
    const sample = randomUnreservedString(66_000);
    for (const character of sample) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(66);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1200);
    }
  });

  it("encodes base64url without padding", () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe("-_-_");
    expect(base64UrlEncode(new Uint8Array([1]))).toBe("AQ");
  });

  it("compares states exactly", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
  });
});
