import { describe, expect, it } from "vitest";
import { leanGlobalCss } from "./styles.js";

const GLOBAL =
  ":where(html){--c-red:#c00;--c-fg:var(--c-ink);--c-ink:#111;--c-unused:#abc;--anim-spin:spin 1s linear infinite;--anim-pulse:pulse 2s}" +
  ".dark{--c-fg:#eee;--c-unused:#def}" +
  "body{color:var(--c-fg)}" +
  "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}" +
  "@keyframes pulse{50%{opacity:.5}}" +
  "@keyframes bounce{0%,100%{transform:translateY(-25%)}50%{transform:none}}";

describe("the server's lean copy of the global styles", () => {
  it("keeps the custom properties the page reaches, through other properties too", () => {
    const lean = leanGlobalCss(GLOBAL, ".css-a{border-color:var(--c-red)}");
    expect(lean).toContain("--c-red:#c00");
    // body reads --c-fg, whose value reads --c-ink.
    expect(lean).toContain("--c-fg:var(--c-ink)");
    expect(lean).toContain("--c-ink:#111");
    expect(lean).toContain(".dark{--c-fg:#eee;");
    expect(lean).not.toContain("--c-unused");
    expect(lean).toContain("body{color:var(--c-fg)}");
  });

  it("keeps properties read by the markup's inline styles", () => {
    const lean = leanGlobalCss(GLOBAL, '<div style="outline-color:var(--c-unused)"></div>');
    expect(lean).toContain("--c-unused:#abc");
  });

  it("keeps the keyframes a rule or a kept property names, and drops the others", () => {
    const lean = leanGlobalCss(
      GLOBAL,
      ".css-s{animation:var(--anim-spin)}.css-p{animation:pulse 1s}",
    );
    expect(lean).toContain("@keyframes spin{");
    expect(lean).toContain("@keyframes pulse{");
    expect(lean).not.toContain("bounce");
    expect(leanGlobalCss(GLOBAL, "")).not.toContain("@keyframes");
  });
});
