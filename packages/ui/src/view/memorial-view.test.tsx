import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemorialUiProvider } from "../provider.js";
import { publicProfileFixture } from "../testing/profile-fixture.js";
import type { Section } from "@memorial/api-types";
import { LATER_SECTIONS_ID } from "./enhance.js";
import {
  firstScreensCount,
  hiddenSectionCount,
  MemorialView,
  showsRegister,
  type MemorialViewProps,
} from "./memorial-view.js";

const mediaAssets = { iconUrl: "/assets/plyr.svg", blankVideoUrl: "/assets/blank.mp4" };

function renderView(props: Omit<MemorialViewProps, "mediaAssets">) {
  return render(
    <MemorialUiProvider>
      <MemorialView {...props} mediaAssets={mediaAssets} />
    </MemorialUiProvider>,
  );
}

describe("MemorialView", () => {
  it("shows the name as the one h1, the dates in Dutch on one line and the portrait", () => {
    renderView({ profile: publicProfileFixture() });
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent("Johanna de Vries");
    expect(screen.getByTestId("memorial-dates")).toHaveTextContent(
      "12 maart 1948 – 2 november 2025",
    );
    const portrait = screen.getByRole("img", { name: "Portret van Johanna de Vries" });
    expect(portrait).toHaveAttribute("fetchpriority", "high");
    expect(portrait).not.toHaveAttribute("loading");
    expect(portrait).toHaveAttribute("width", "224");
    expect(portrait).toHaveAttribute("height", "224");
    expect(portrait.getAttribute("srcset")).toContain("portrait.jpg?w=320 320w");
  });

  it("demotes a story's headings below the name and sanitises the text", () => {
    const profile = publicProfileFixture({
      sections: [
        {
          type: "text",
          isPublic: true,
          text: '<h1>Jeugd</h1><h2>School</h2><h3 onclick="x()">Klas</h3><p onclick="alert(1)">Tekst<img src=x onerror=alert(1)></p>',
        },
      ],
    });
    const { container } = renderView({ profile });
    expect(screen.getByRole("heading", { level: 2, name: "Jeugd" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "School" })).toBeInTheDocument();
    // Kop 3 keeps a level (and a look) of its own.
    expect(screen.getByRole("heading", { level: 4, name: "Klas" })).toBeInTheDocument();
    expect(container.querySelector("[onclick], [onerror]")).toBeNull();
    expect(container.querySelectorAll("h1")).toHaveLength(1);
  });

  it("with publicOnly leaves out private and empty sections; photos with srcset, lazy below the top", () => {
    renderView({ profile: publicProfileFixture(), publicOnly: true });
    expect(screen.queryByText("Alleen voor familie.")).toBeNull();
    expect(screen.queryByText("Deze sectie bevat nog geen tekst.")).toBeNull();
    const carousel = screen.getByRole("region", { name: "Foto's" });
    const photos = within(carousel).getAllByRole("img");
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.getAttribute("srcset")).toMatch(/\?w=1920 1920w$/);
    }
    // The carousel is the second section: its first photo is likely on the first screen.
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual(["eager", "lazy"]);
    // It is painted with the page (the later ones are decoded aside), and so is the portrait.
    expect(photos.map((photo) => photo.getAttribute("decoding"))).toEqual([null, "async"]);
    expect(screen.getByRole("img", { name: /^Portret van/ })).not.toHaveAttribute("decoding");
  });

  it("leaves the sections after the first two to be laid out when the reader comes near", () => {
    const profile = publicProfileFixture();
    const text = profile.sections[0];
    if (text === undefined) throw new Error("the fixture has a text section");
    const { container } = renderView({ profile: { ...profile, sections: [text, text, text] } });
    const sections = [...container.querySelectorAll<HTMLElement>("section[data-section-type]")];
    expect(sections).toHaveLength(3);
    expect(sections.map((section) => section.style.getPropertyValue("content-visibility"))).toEqual(
      ["", "", "auto"],
    );
    expect(sections[2]?.style.getPropertyValue("contain-intrinsic-size")).toBe("auto 600px");
  });

  it("loads every photo of a carousel further down the page lazily", () => {
    const profile = publicProfileFixture();
    const text = profile.sections[0];
    if (text === undefined) throw new Error("the fixture has a text section");
    renderView({ profile: { ...profile, sections: [text, text, ...profile.sections] } });
    const photos = within(screen.getByRole("region", { name: "Foto's" })).getAllByRole("img");
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
  });

  it("hides the sections of a blocked page and shows the notice and the slots", () => {
    renderView({
      profile: publicProfileFixture({ isBlocked: true }),
      menuButton: <button type="button">Menu</button>,
      notice: <p>Deze pagina is tijdelijk niet beschikbaar.</p>,
      footer: <footer>Voettekst</footer>,
    });
    expect(screen.getByText("Deze pagina is tijdelijk niet beschikbaar.")).toBeInTheDocument();
    expect(screen.queryByText("vrolijk")).toBeNull();
    expect(screen.getByRole("button", { name: "Menu" })).toBeInTheDocument();
    expect(screen.getByText("Voettekst")).toBeInTheDocument();
  });

  it("shows a neutral silhouette (no initials) without a portrait and a frame for video until the player loads", () => {
    renderView({
      profile: publicProfileFixture({
        profilePicture: null,
        sections: [{ type: "video", isPublic: true, video: "http://localhost:4800/media/v.mp4" }],
      }),
    });
    expect(screen.getByTestId("portrait-silhouette")).toHaveTextContent("");
    expect(document.querySelector('[data-section-type="video"]')).not.toBeNull();
  });

  it("shows no register on a page without anything to show, and one below sections", () => {
    const register = <p>Condoleanceregister</p>;
    const { unmount } = renderView({
      profile: publicProfileFixture({ sections: [{ type: "text", isPublic: true, text: "" }] }),
      register,
    });
    expect(screen.queryByText("Condoleanceregister")).not.toBeInTheDocument();
    unmount();
    renderView({
      profile: publicProfileFixture({
        sections: [{ type: "text", isPublic: false, text: "<p>Alleen familie</p>" }],
      }),
      publicOnly: true,
      register,
    });
    // What visitors see counts: a hidden section does not make the page non-empty for them.
    expect(screen.queryByText("Condoleanceregister")).not.toBeInTheDocument();
  });

  it("keeps the register below a visible section and on a blocked page", () => {
    expect(showsRegister(publicProfileFixture(), true)).toBe(true);
    expect(showsRegister(publicProfileFixture({ sections: [], isBlocked: true }), true)).toBe(true);
    expect(showsRegister(publicProfileFixture({ sections: [] }), false)).toBe(false);
  });

  it("marks sections only invitees see, for managers, and counts them", () => {
    const profile = publicProfileFixture({
      sections: [
        { type: "text", isPublic: true, text: "<p>Voor iedereen</p>" },
        { type: "text", isPublic: false, text: "<p>Voor de familie</p>" },
        { type: "text", isPublic: false, text: "" },
      ],
    });
    expect(hiddenSectionCount(profile)).toBe(1);
    const { unmount } = renderView({ profile, markHiddenSections: true });
    const markers = screen.getAllByTestId("hidden-section-marker");
    expect(markers).toHaveLength(1);
    expect(markers[0]).toHaveTextContent("Alleen voor genodigden");
    expect(markers[0]?.closest("section")).toHaveTextContent("Voor de familie");
    unmount();
    renderView({ profile });
    expect(screen.queryByTestId("hidden-section-marker")).not.toBeInTheDocument();
  });

  it("shows an unnamed page's label muted, and the actions below the dates", () => {
    renderView({
      profile: publicProfileFixture({ name: "" }),
      unnamedLabel: "Nieuwe herinneringspagina",
      actions: <button type="button">Bewerken</button>,
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Nieuwe herinneringspagina",
    );
    expect(screen.getByRole("button", { name: "Bewerken" })).toBeInTheDocument();
  });

  it("pages a long page: the sections of the first screens, then what stands in for the rest", () => {
    const chapter = (n: number): Section => ({
      type: "text",
      isPublic: true,
      text: `<h2>Hoofdstuk ${String(n)}</h2><p>${"Een verhaal over vroeger. ".repeat(16)}</p>`,
    });
    const album: Section = {
      type: "photo_carousel",
      isPublic: true,
      photos: ["/media/a.jpg", "/media/b.jpg", "/media/c.jpg"],
      captions: ["", "", ""],
    };
    const sections = [chapter(1), chapter(2), album, chapter(3), chapter(4), album, chapter(5)];
    const profile = publicProfileFixture({ sections });
    // Four at least; the fifth starts after three screens (0.5 + 0.5 + 1.5 + 0.5).
    expect(firstScreensCount(sections)).toBe(4);
    const { container, unmount } = renderView({
      profile,
      sectionPaging: { show: "first", more: <p>Meer van deze pagina</p>, fullPage: "?volledig" },
    });
    expect(container.querySelectorAll("section")).toHaveLength(4);
    expect(screen.queryByRole("heading", { name: "Hoofdstuk 4" })).toBeNull();
    expect(screen.getByText("Meer van deze pagina")).toBeInTheDocument();
    // Its album holds the first photos; the rest travel as data, and a noscript links the album
    // in the page with every section (./photo-strip.test.tsx).
    const strip = container.querySelector("#album-3");
    expect(strip?.querySelectorAll("img")).toHaveLength(2);
    expect(strip?.querySelector("noscript")).not.toBeNull();
    unmount();
    const all = renderView({ profile, sectionPaging: { show: "all" } });
    const rendered = all.container.querySelectorAll("section");
    expect(rendered).toHaveLength(7);
    expect(all.container.querySelector("#album-3")?.querySelectorAll("img")).toHaveLength(3);
    expect(all.container.querySelector("#album-6")).not.toBeNull();
    expect(rendered[4]).toHaveAttribute("id", LATER_SECTIONS_ID);
    expect(all.container.querySelectorAll(`#${LATER_SECTIONS_ID}`)).toHaveLength(1);
    all.unmount();
    // A page that fits its first screens is shown whole, with nothing in place of a rest.
    const short = publicProfileFixture({ sections: sections.slice(0, 4) });
    const whole = renderView({
      profile: short,
      sectionPaging: { show: "first", more: <p>Meer van deze pagina</p>, fullPage: "?volledig" },
    });
    expect(whole.container.querySelectorAll("section")).toHaveLength(4);
    expect(screen.queryByText("Meer van deze pagina")).toBeNull();
    expect(whole.container.querySelector(`#${LATER_SECTIONS_ID}`)).toBeNull();
  });
});
