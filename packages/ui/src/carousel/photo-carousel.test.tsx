import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { MemorialUiProvider } from "../provider.js";
import { PhotoCarousel, clampIndex, type PhotoCarouselProps } from "./photo-carousel.js";

const photos = ["/een.jpg", "/twee.jpg", "/drie.jpg"];

function renderCarousel(overrides: Partial<PhotoCarouselProps> = {}) {
  const props: PhotoCarouselProps = { photos, ...overrides };
  const view = render(
    <MemorialUiProvider>
      <main>
        <PhotoCarousel {...props} />
      </main>
    </MemorialUiProvider>,
  );
  return { ...view, props };
}

function EditableHarness({ initial }: { initial: string[] }) {
  const [list, setList] = useState(initial);
  return (
    <MemorialUiProvider>
      <PhotoCarousel
        photos={list}
        editMode
        onRemovePhoto={(index) => {
          setList((old) => old.filter((_, i) => i !== index));
        }}
        onMovePhoto={(from, to) => {
          setList((old) => {
            const next = [...old];
            const [moved] = next.splice(from, 1);
            next.splice(to, 0, moved!);
            return next;
          });
        }}
      />
    </MemorialUiProvider>
  );
}

/** The position line under the strip ('Foto 2 van 3'). */
const position = () => screen.getByText(/^Foto \d van \d$/);

describe("clampIndex", () => {
  it("keeps the index inside the photos", () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(2, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });
});

describe("PhotoCarousel", () => {
  it("shows the visitor's strip: every photo in a 16:9 track, lazily, with a position line", () => {
    renderCarousel();
    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "Foto 1 van 3",
      "Foto 2 van 3",
      "Foto 3 van 3",
    ]);
    expect(images[0]).toHaveAttribute("src", "/een.jpg?w=960");
    expect(images[0]).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("region", { name: "Foto's" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(position()).toHaveTextContent("Foto 1 van 3");
  });

  it("clamps at both ends: previous disabled on the first, next on the last", async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(screen.getByRole("button", { name: "Vorige foto" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Volgende foto" }));
    await user.click(screen.getByRole("button", { name: "Volgende foto" }));
    expect(position()).toHaveTextContent("Foto 3 van 3");
    expect(screen.getByRole("button", { name: "Volgende foto" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Vorige foto" })).toBeEnabled();
  });

  it("keeps the edit controls on a photo that exists when photos disappear", async () => {
    const user = userEvent.setup();
    const onRemovePhoto = vi.fn();
    const { rerender } = renderCarousel({ editMode: true, onRemovePhoto });
    await user.click(screen.getByRole("button", { name: "Volgende foto" }));
    await user.click(screen.getByRole("button", { name: "Volgende foto" }));
    rerender(
      <MemorialUiProvider>
        <main>
          <PhotoCarousel photos={["/een.jpg"]} editMode onRemovePhoto={onRemovePhoto} />
        </main>
      </MemorialUiProvider>,
    );
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Volgende foto" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Foto verwijderen" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Foto verwijderen",
      }),
    );
    expect(onRemovePhoto).toHaveBeenCalledWith(0);
  });

  it("removes one slide for a removed photo: the others keep their elements", async () => {
    const user = userEvent.setup();
    render(<EditableHarness initial={["/een.jpg", "/twee.jpg", "/een.jpg", "/drie.jpg"]} />);
    const before = screen.getAllByRole("img");
    await user.click(screen.getByRole("button", { name: "Volgende foto" }));
    await user.click(screen.getByRole("button", { name: "Foto verwijderen" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Foto verwijderen",
      }),
    );
    const after = screen.getAllByRole("img");
    expect(after.map((image) => image.getAttribute("src"))).toEqual([
      "/een.jpg?w=960",
      "/een.jpg?w=960",
      "/drie.jpg?w=960",
    ]);
    // The same elements, renumbered: only the removed photo's slide left the strip.
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[2]);
    expect(after[2]).toBe(before[3]);
    expect(after.map((image) => image.getAttribute("alt"))).toEqual([
      "Foto 1 van 3",
      "Foto 2 van 3",
      "Foto 3 van 3",
    ]);
    // The strip stays on the same place and its controls count the photos that are left.
    expect(position()).toHaveTextContent("Foto 2 van 3");
    await user.click(screen.getByRole("button", { name: "Volgende foto" }));
    expect(position()).toHaveTextContent("Foto 3 van 3");
    expect(screen.getByRole("button", { name: "Volgende foto" })).toBeDisabled();
  });

  it("moves with the arrow keys on the strip", async () => {
    const user = userEvent.setup();
    renderCarousel();
    const track = screen.getAllByRole("img")[0]?.closest("[tabindex]");
    if (!(track instanceof HTMLElement)) throw new Error("no track");
    track.focus();
    await user.keyboard("{ArrowRight}");
    expect(position()).toHaveTextContent("Foto 2 van 3");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(position()).toHaveTextContent("Foto 1 van 3");
  });

  it("says so when there are no photos", () => {
    renderCarousel({ photos: [] });
    expect(screen.getByText("Er zijn nog geen foto's toegevoegd.")).toBeInTheDocument();
  });

  it("shows no edit controls to visitors", () => {
    renderCarousel();
    expect(screen.queryByRole("button", { name: "Foto's toevoegen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Foto verwijderen" })).not.toBeInTheDocument();
  });

  it("adds several jpeg/png photos and resets the input", async () => {
    const user = userEvent.setup();
    const onAddPhotos = vi.fn();
    const onFilesRejected = vi.fn();
    renderCarousel({ editMode: true, onAddPhotos, onFilesRejected });
    const input = screen.getByTestId<HTMLInputElement>("carousel-input");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png");
    expect(input).toHaveAttribute("multiple");
    const click = vi.spyOn(input, "click");
    await user.click(screen.getByRole("button", { name: "Foto's toevoegen" }));
    expect(click).toHaveBeenCalledTimes(1);
    const jpeg = new File(["a"], "a.jpg", { type: "image/jpeg" });
    const png = new File(["b"], "b.png", { type: "image/png" });
    const gif = new File(["c"], "c.gif", { type: "image/gif" });
    const valueSetter = vi.spyOn(input, "value", "set");
    Object.defineProperty(input, "files", { configurable: true, value: [jpeg, gif, png] });
    fireEvent.change(input);
    expect(onAddPhotos).toHaveBeenCalledWith([jpeg, png]);
    expect(onFilesRejected).toHaveBeenCalledWith(
      "Alleen JPEG- en PNG-foto's kunnen worden toegevoegd.",
    );
    expect(valueSetter).toHaveBeenCalledWith("");
  });

  it("asks the exact question before removing and keeps the index in range", async () => {
    const user = userEvent.setup();
    render(<EditableHarness initial={["/een.jpg", "/twee.jpg"]} />);
    await user.click(screen.getByRole("button", { name: "Volgende foto" }));
    await user.click(screen.getByRole("button", { name: "Foto verwijderen" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Weet u zeker dat u deze foto wilt verwijderen?"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Foto verwijderen" }));
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/een.jpg?w=960");
  });

  it("does not remove on Annuleren", async () => {
    const user = userEvent.setup();
    const onRemovePhoto = vi.fn();
    renderCarousel({ editMode: true, onRemovePhoto });
    await user.click(screen.getByRole("button", { name: "Foto verwijderen" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Annuleren" }),
    );
    expect(onRemovePhoto).not.toHaveBeenCalled();
  });

  it("moves a photo forward and back, following it", async () => {
    const user = userEvent.setup();
    render(<EditableHarness initial={photos} />);
    expect(screen.getByRole("button", { name: "Foto naar voren verplaatsen" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Foto naar achteren verplaatsen" }));
    expect(screen.getByRole("img", { name: "Foto 2 van 3" })).toHaveAttribute(
      "src",
      "/een.jpg?w=960",
    );
    expect(position()).toHaveTextContent("Foto 2 van 3");
    await user.click(screen.getByRole("button", { name: "Foto naar achteren verplaatsen" }));
    expect(position()).toHaveTextContent("Foto 3 van 3");
    expect(screen.getByRole("button", { name: "Foto naar achteren verplaatsen" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Foto naar voren verplaatsen" }));
    expect(screen.getByRole("img", { name: "Foto 2 van 3" })).toHaveAttribute(
      "src",
      "/een.jpg?w=960",
    );
    expect(position()).toHaveTextContent("Foto 2 van 3");
  });

  it("has no accessibility violations in view and edit mode", async () => {
    const { container } = renderCarousel({ editMode: true });
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });
});
