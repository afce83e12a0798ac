import { describe, expect, it } from "vitest";
import { redirectFromSearch, safeRedirect } from "./safe-redirect";

describe("safeRedirect (docs/security.md item 1)", () => {
  it.each([
    ["a plain path with query and fragment", "/abc?x=1#s", "/abc?x=1#s"],
    ["the same path URL-encoded once", "%2Fabc%3Fx%3D1%23s", "/abc?x=1#s"],
    ["home", "/", "/"],
    [
      "a memorial page",
      "/3f1c9a2e-7b1d-4c55-9a51-2d0c6f0a9b11",
      "/3f1c9a2e-7b1d-4c55-9a51-2d0c6f0a9b11",
    ],
    ["a path with an encoded space in its query", "/abc?q=a%2520b", "/abc?q=a%20b"],
    ["a path with dot segments that stays on the site", "/a/../b?x=1#s", "/a/../b?x=1#s"],
    ["a query that contains two slashes", "/abc?next=//evil.example", "/abc?next=//evil.example"],
  ])("follows %s", (_label, raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    ["an absolute https URL", "https://evil.example/abc"],
    ["an absolute http URL in capitals", "HTTP://evil.example"],
    ["an encoded absolute URL", "https%3A%2F%2Fevil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["a protocol-relative URL, encoded", "%2F%2Fevil.example"],
    ["three slashes", "///evil.example"],
    ["four slashes", "////evil.example"],
    ["slash backslash", "/\\evil.example"],
    ["slash backslash, encoded", "%2F%5Cevil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["backslash slash", "\\/evil.example"],
    ["a tab the URL parser strips", "/\t/evil.example"],
    ["a newline the URL parser strips", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["an encoded tab", "%2F%09%2Fevil.example"],
    ["an encoded newline", "/%0A/evil.example"],
    ["a leading tab", "\t//evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: in mixed case", "JaVaScRiPt:alert(1)"],
    ["javascript: with leading spaces", "   javascript:alert(1)"],
    ["javascript: with a leading tab", "\tjavascript:alert(1)"],
    ["javascript:, encoded", "javascript%3Aalert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["data: in capitals", "DATA:text/html;base64,PHNjcmlwdD4="],
    ["data: with leading spaces", "  data:text/html,x"],
    ["a doubly-encoded protocol-relative URL", "%252F%252Fevil.example"],
    ["a doubly-encoded protocol-relative path", "/%252F%252Fevil.example"],
    ["a doubly-encoded path with slashes", "%2F%252Fevil.example"],
    ["a doubly-encoded backslash", "%2F%255Cevil.example"],
    ["a doubly-encoded tab", "/%2509/evil.example"],
    ["a doubly-encoded javascript:", "javascript%253Aalert(1)"],
    ["a relative path", "abc"],
    ["an empty value", ""],
    ["a malformed encoding", "%E0%A4%A"],
    ["a path with a trailing space", "/abc "],
    ["dot-dot then two slashes", "/..//evil.example"],
    ["dot then two slashes", "/.//evil.example"],
    ["a segment, dot-dot, two slashes", "/a/..//evil.example"],
    ["encoded dot-dot then two slashes", "/%2e%2e//evil.example"],
    ["doubly-encoded dot-dot then two slashes", "/%252e%252e//evil.example"],
    ["encoded dot-dot and slashes", "%2F%2E%2E%2F%2Fevil.example"],
    ["mixed-case encoded dot segment", "/a/%2E./..//evil.example"],
    ["dot-dot past the root, then two slashes", "/../../..//evil.example"],
    ["dot segments hiding three slashes", "/x/..///evil.example"],
  ])("rejects %s", (_label, raw) => {
    expect(safeRedirect(raw)).toBe("/");
  });

  it("goes home when there is no value", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });

  it("decodes exactly once", () => {
    expect(safeRedirect("%2Fabc")).toBe("/abc");
    expect(safeRedirect("%252Fabc")).toBe("/");
    expect(safeRedirect("/a%2525b")).toBe("/a%25b");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/start")).toBe("/start");
  });
});

describe("redirectFromSearch", () => {
  it("reads the raw redirect parameter and decodes it once", () => {
    expect(redirectFromSearch("?x=1&redirect=%2Fabc%3Fx%3D1%23s")).toBe("/abc?x=1#s");
  });

  it("rejects an unsafe or doubly-encoded parameter", () => {
    expect(redirectFromSearch("?redirect=%2F%2Fevil.example")).toBe("/");
    expect(redirectFromSearch("?redirect=%252F%252Fevil.example")).toBe("/");
  });

  it("goes home without a parameter", () => {
    expect(redirectFromSearch("")).toBe("/");
    expect(redirectFromSearch("?other=1")).toBe("/");
    expect(redirectFromSearch("?redirect")).toBe("/");
  });
});
