import { describe, expect, it } from "vitest";
import {
  leanGlobalCss,
  markupFacts,
  pruneUnusedRules,
  splitInteractionRules,
  subtractRules,
} from "./styles.js";

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

describe("the server's pruning of global rules by the markup", () => {
  const facts = markupFacts('<main class="page"><p class="x y">Tekst</p><img src="a.jpg"></main>');

  it("drops rules whose element types or classes are not in the markup", () => {
    const css =
      "@layer reset{html{line-height:1.5}textarea{resize:vertical}img,video{display:block}" +
      "*::placeholder{color:gray}}" +
      ":root{--c:#111}.dark{--c:#eee}.x:is(.nowhere, .y){color:red}.y .z{color:blue}";
    const pruned = pruneUnusedRules(css, facts);
    expect(pruned).toContain("html{line-height:1.5}");
    expect(pruned).not.toContain("textarea");
    // A selector list keeps the selectors that may match.
    expect(pruned).toContain("img{display:block}");
    // Without a form field there is no placeholder.
    expect(pruned).not.toContain("placeholder");
    expect(pruned).toContain(":root{--c:#111}");
    expect(pruned).not.toContain(".dark");
    // What is inside parentheses is not judged.
    expect(pruned).toContain(".x:is(.nowhere, .y){color:red}");
    expect(pruned).not.toContain(".z");
  });

  it("drops rules of attributes the markup does not have (names only, case-insensitive)", () => {
    const withAttributes = markupFacts(
      '<main class="page"><img srcSet="a.jpg 1x" alt=""><a type="button" href="#x">x</a></main>',
    );
    const css =
      "*[data-placeholder]{color:gray}[hidden]:where(:not([hidden='until-found'])){display:none}" +
      "img[srcset]{x:y}[type='submit']{a:b}[lang]{c:d}.page:not([data-open]){e:f}";
    const pruned = pruneUnusedRules(css, withAttributes);
    expect(pruned).not.toContain("data-placeholder");
    expect(pruned).not.toContain("[hidden]");
    expect(pruned).toContain("img[srcset]{x:y}");
    // Values are not judged: `type` is there.
    expect(pruned).toContain("[type='submit']{a:b}");
    // `lang` is on the document's html element.
    expect(pruned).toContain("[lang]{c:d}");
    expect(pruned).toContain(".page:not([data-open]){e:f}");
  });

  it("keeps keyframes, statements and empty-free at-rules", () => {
    const css =
      "@layer a,b;@keyframes spin{to{transform:rotate(1turn)}}@media (min-width: 48rem){textarea{x:y}}";
    expect(pruneUnusedRules(css, facts)).toBe(
      "@layer a,b;@keyframes spin{to{transform:rotate(1turn)}}",
    );
  });

  it("does not keep keyframes for a property of the same name", () => {
    const css = "@keyframes position{from{left:0}to{left:1px}}body{color:red}";
    expect(leanGlobalCss(css, ".css-a{position:relative}")).not.toContain("@keyframes");
  });
});

describe("interaction rules", () => {
  it("splits hover, focus and expanded rules from what the first paint needs", () => {
    const css =
      ".b{color:red}@layer recipes{.b{display:flex}.b:is(:focus-visible, [data-focus-visible]){outline:2px}" +
      "@media (hover: hover){.b:is(:hover, [data-hover]){color:blue}}}.b:is(:disabled){opacity:0}" +
      ".b[aria-expanded=true],.b.open{color:green}";
    const { now, later } = splitInteractionRules(css);
    expect(now).toBe(
      ".b{color:red}@layer recipes{.b{display:flex}}.b:is(:disabled){opacity:0}.b[aria-expanded=true],.b.open{color:green}",
    );
    expect(later).toBe(
      "@layer recipes{.b:is(:focus-visible, [data-focus-visible]){outline:2px}@media (hover: hover){.b:is(:hover, [data-hover]){color:blue}}}",
    );
  });
});

describe("the disabled state", () => {
  const css =
    "@layer recipes{.b{display:flex}.b:is(:disabled, [disabled], [data-disabled], [aria-disabled=true]){opacity:0.5}}";

  it("waits when nothing in the markup is disabled", () => {
    const { now, later } = splitInteractionRules(css, markupFacts('<button class="b">x</button>'));
    expect(now).toBe("@layer recipes{.b{display:flex}}");
    expect(later).toBe(
      "@layer recipes{.b:is(:disabled, [disabled], [data-disabled], [aria-disabled=true]){opacity:0.5}}",
    );
  });

  it("stays for the first paint when something is disabled, or without the markup's facts", () => {
    for (const markup of [
      '<button class="b" disabled="">x</button>',
      '<a class="b" aria-disabled="true">x</a>',
      '<div class="b" data-disabled="">x</div>',
    ]) {
      expect(splitInteractionRules(css, markupFacts(markup)).later).toBe("");
    }
    expect(splitInteractionRules(css).later).toBe("");
  });
});

describe("subtracting rules the head already has", () => {
  it("keeps only the declarations, rules and at-rules not there yet", () => {
    const all =
      "@layer a,b;@layer tokens{:where(html){--x:1;--y:url('a;b');--z:3}}" +
      "@layer reset{img{display:block}textarea{resize:vertical}}@keyframes k{to{opacity:0}}";
    const head = "@layer a,b;@layer tokens{:where(html){--x:1}}@layer reset{img{display:block}}";
    expect(subtractRules(all, head)).toBe(
      "@layer tokens{:where(html){--y:url('a;b');--z:3;}}@layer reset{textarea{resize:vertical;}}@keyframes k{to{opacity:0}}",
    );
  });
});
