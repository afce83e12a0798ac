import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactElement } from "react";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { MemorialUiProvider } from "../provider.js";
import {
  FailureAlert,
  LoadMore,
  ModerationSection,
  NamedRemovalDialog,
} from "./moderation-parts.js";

/** What `renderWithUi` renders, for a `rerender`. */
const inUi = (ui: ReactElement) => (
  <MemorialUiProvider>
    <main>{ui}</main>
  </MemorialUiProvider>
);

const TEXTS = {
  confirmRemove: (name: string) => `Weet u zeker dat u ${name} wilt verwijderen?`,
  confirmRemoveAction: "Verwijderen",
};

describe("ModerationSection", () => {
  it("is a region named by its heading, with the intro and the failure of the last action", async () => {
    const { rerender } = renderWithUi(
      <ModerationSection title="Kaarsjes beheren" intro="Er branden 3 kaarsjes.">
        <FailureAlert message={undefined} mb="4" />
      </ModerationSection>,
    );
    const region = screen.getByRole("region", { name: "Kaarsjes beheren" });
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent("Kaarsjes beheren");
    expect(region).toHaveTextContent("Er branden 3 kaarsjes.");
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(
      inUi(
        <ModerationSection title="Kaarsjes beheren" intro="Er branden 3 kaarsjes.">
          <FailureAlert message="Dat lukte niet." mb="4" />
        </ModerationSection>,
      ),
    );
    expect(within(region).getByRole("alert")).toHaveTextContent("Dat lukte niet.");
    expect(await axeViolations()).toEqual([]);
  });
});

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
      inUi(
        <LoadMore show={false} onLoadMore={onLoadMore} loading={false} label="Meer laden" mt="4" />,
      ),
    );
    expect(screen.queryByRole("button")).toBeNull();
    rerender(
      inUi(<LoadMore show onLoadMore={undefined} loading={false} label="Meer laden" mt="4" />),
    );
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
