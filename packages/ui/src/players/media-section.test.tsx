import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemorialUiProvider } from "../provider.js";
import { MediaSectionFrame } from "./media-section.js";

const texts = {
  choose: "Bestand kiezen",
  replace: "Ander bestand kiezen",
  wrongType: "Kies één bestand.",
  uploading: "Bestand wordt geüpload",
  processing: "Bestand wordt verwerkt",
  empty: "Er is nog niets.",
};

const wrap = (node: ReactNode) => render(<MemorialUiProvider>{node}</MemorialUiProvider>);

describe("MediaSectionFrame", () => {
  it.each([null, ""])("shows the empty state for the file %j, not the player", (src) => {
    const player = vi.fn(() => <p>speler</p>);
    wrap(
      <MediaSectionFrame kind="audio" src={src} texts={texts} emptyIcon={null}>
        {player}
      </MediaSectionFrame>,
    );
    expect(screen.getByText("Er is nog niets.")).toBeInTheDocument();
    expect(player).not.toHaveBeenCalled();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("gives the file to the player and offers a replacement of the same kind in edit mode", async () => {
    wrap(
      <MediaSectionFrame kind="video" src="/media/film.mp4" texts={texts} emptyIcon={null} editMode>
        {(url) => <p>speelt {url}</p>}
      </MediaSectionFrame>,
    );
    expect(screen.getByText("speelt /media/film.mp4")).toBeInTheDocument();
    expect(screen.queryByText("Er is nog niets.")).toBeNull();
    const input = await screen.findByTestId<HTMLInputElement>("video-input");
    expect(input).toHaveAttribute("accept", "video/*");
    expect(screen.getByRole("button", { name: "Ander bestand kiezen" })).toBeInTheDocument();
  });
});
