import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { LoadMore, NamedRemovalDialog } from "./moderation-parts.js";

const TEXTS = {
  confirmRemove: (name: string) => `Weet u zeker dat u ${name} wilt verwijderen?`,
  confirmRemoveAction: "Verwijderen",
};

describe("LoadMore", () => {
  it("shows the button only when there is more and a way to load it", async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithUi(
      <LoadMore show onLoadMore={onLoadMore} loading={false} label="Meer laden" mt="4" />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Meer laden" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
    rerender(
      <LoadMore show={false} onLoadMore={onLoadMore} loading={false} label="Meer laden" mt="4" />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<LoadMore show onLoadMore={undefined} loading={false} label="Meer laden" mt="4" />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

function Harness({ onRemove }: { onRemove: (id: string) => Promise<void> }) {
  const [target, setTarget] = useState<{ id: string; name: string } | undefined>({
    id: "c1",
    name: "Pieter",
  });
  return (
    <>
      <p>{target === undefined ? "gesloten" : "open"}</p>
      <NamedRemovalDialog
        target={target}
        texts={TEXTS}
        onRemove={onRemove}
        onClose={() => {
          setTarget(undefined);
        }}
      />
    </>
  );
}

describe("NamedRemovalDialog", () => {
  it("names what goes, is busy while removing and closes when the removal ended", async () => {
    let finish: () => void = () => undefined;
    const onRemove = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithUi(<Harness onRemove={onRemove} />);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Weet u zeker dat u Pieter wilt verwijderen?");
    const confirm = within(dialog).getByRole("button", { name: "Verwijderen" });
    await userEvent.click(confirm);
    expect(onRemove).toHaveBeenCalledWith("c1");
    await waitFor(() => {
      expect(confirm).toHaveAttribute("data-loading");
    });
    expect(screen.getByText("open")).toBeInTheDocument();
    finish();
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).toBeNull();
    });
    expect(screen.getByText("gesloten")).toBeInTheDocument();
  });

  it("closes without removing on Annuleren", async () => {
    const onRemove = vi.fn(() => Promise.resolve());
    renderWithUi(<Harness onRemove={onRemove} />);
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Nee" }));
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).toBeNull();
    });
    expect(onRemove).not.toHaveBeenCalled();
  });
});
