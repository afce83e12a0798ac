import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { ReactNode } from "react";
import { MemorialUiProvider } from "../provider.js";
import { AudioSection } from "./audio-section.js";
import { VideoSection } from "./video-section.js";

const wrap = (node: ReactNode) =>
  render(
    <MemorialUiProvider>
      <main>{node}</main>
    </MemorialUiProvider>,
  );

function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, "files", { configurable: true, value: files });
  fireEvent.change(input);
}

const assets = { iconUrl: "/assets/plyr.svg", blankVideoUrl: "/assets/blank.mp4" };

describe("VideoSection", () => {
  it("loads the player lazily with our own sprite and blank video", async () => {
    const { container } = wrap(<VideoSection src="/media/video.mp4" {...assets} />);
    expect(screen.getByRole("status", { name: "Videospeler wordt geladen" })).toBeInTheDocument();
    // Plyr renders the <video> first and sets its source a moment later.
    await waitFor(
      () => {
        expect(container.querySelector("video source, video[src]")).not.toBeNull();
      },
      { timeout: 10000 },
    );
    expect(container.innerHTML).not.toContain("cdn.plyr.io");
  });

  it("says so when there is no video yet", () => {
    wrap(<VideoSection src={null} {...assets} />);
    expect(screen.getByText("Er is nog geen video toegevoegd.")).toBeInTheDocument();
  });

  it("accepts exactly one video/* file, takes the first and resets the input", async () => {
    const user = userEvent.setup();
    const onFileSelected = vi.fn();
    const onFileRejected = vi.fn();
    wrap(
      <VideoSection
        src={null}
        {...assets}
        editMode
        onFileSelected={onFileSelected}
        onFileRejected={onFileRejected}
      />,
    );
    const input = await screen.findByTestId<HTMLInputElement>("video-input");
    expect(input).toHaveAttribute("accept", "video/*");
    expect(input).not.toHaveAttribute("multiple");
    const click = vi.spyOn(input, "click");
    await user.click(screen.getByRole("button", { name: "Video kiezen" }));
    expect(click).toHaveBeenCalledTimes(1);
    const first = new File(["a"], "a.mp4", { type: "video/mp4" });
    const second = new File(["b"], "b.mov", { type: "video/quicktime" });
    const valueSetter = vi.spyOn(input, "value", "set");
    choose(input, [first, second]);
    expect(onFileSelected).toHaveBeenCalledTimes(1);
    expect(onFileSelected).toHaveBeenCalledWith(first);
    expect(valueSetter).toHaveBeenCalledWith("");
    choose(input, [new File(["c"], "c.mp3", { type: "audio/mpeg" })]);
    expect(onFileRejected).toHaveBeenCalledWith("Kies één videobestand.");
    expect(onFileSelected).toHaveBeenCalledTimes(1);
  });

  it("shows upload progress and locks the chooser while uploading or processing", async () => {
    const { rerender } = wrap(
      <VideoSection
        src={null}
        {...assets}
        editMode
        upload={{ status: "uploading", progress: 30 }}
      />,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Video wordt geüpload (30%)");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Video kiezen" })).toBeDisabled();
    rerender(
      <MemorialUiProvider>
        <VideoSection src={null} {...assets} editMode upload={{ status: "processing" }} />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Video wordt verwerkt");
  });

  it("has no accessibility violations in edit mode", async () => {
    const { container } = wrap(
      <VideoSection
        src={null}
        {...assets}
        editMode
        upload={{ status: "uploading", progress: 10 }}
      />,
    );
    await screen.findByRole("status");
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });
});

describe("AudioSection", () => {
  it("plays in the same player as the video, under a visible title", async () => {
    const { container } = wrap(
      <AudioSection src="/media/lied.mp3" title="Lievelingslied" {...assets} />,
    );
    expect(screen.getByText("Lievelingslied")).toBeVisible();
    await waitFor(
      () => {
        expect(container.querySelector(".plyr--audio")).not.toBeNull();
      },
      { timeout: 10000 },
    );
    expect(container.querySelector("audio")).not.toBeNull();
    expect(container.innerHTML).not.toContain("cdn.plyr.io");
  });

  it("plays with the browser's controls when no player assets are given", () => {
    const { container } = wrap(<AudioSection src="/media/lied.mp3" />);
    const audio = container.querySelector("audio");
    expect(audio).toHaveAttribute("src", "/media/lied.mp3");
    expect(audio).toHaveAttribute("controls");
    expect(audio).toHaveAttribute("preload", "none");
  });

  it("accepts exactly one audio/* file and rejects others", async () => {
    const onFileSelected = vi.fn();
    const onFileRejected = vi.fn();
    wrap(
      <AudioSection
        src="/media/lied.mp3"
        editMode
        onFileSelected={onFileSelected}
        onFileRejected={onFileRejected}
      />,
    );
    expect(await screen.findByRole("button", { name: "Ander audiobestand kiezen" })).toBeEnabled();
    const input = screen.getByTestId<HTMLInputElement>("audio-input");
    expect(input).toHaveAttribute("accept", "audio/*");
    expect(input).not.toHaveAttribute("multiple");
    const first = new File(["a"], "a.mp3", { type: "audio/mpeg" });
    choose(input, [first, new File(["b"], "b.wav", { type: "audio/wav" })]);
    expect(onFileSelected).toHaveBeenCalledWith(first);
    expect(onFileSelected).toHaveBeenCalledTimes(1);
    choose(input, [new File(["c"], "c.png", { type: "image/png" })]);
    expect(onFileRejected).toHaveBeenCalledWith("Kies één audiobestand.");
  });

  it("has no accessibility violations", async () => {
    const { container } = wrap(
      <AudioSection src={null} editMode upload={{ status: "processing" }} />,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Audiobestand wordt verwerkt");
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });
});
