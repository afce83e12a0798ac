import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemorialUiProvider } from "../provider.js";
import { publicProfileFixture } from "../testing/profile-fixture.js";
import {
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
});
