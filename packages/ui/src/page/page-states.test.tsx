import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { ReactNode } from "react";
import { MemorialUiProvider } from "../provider.js";
import { BlockedNotice, PageSkeleton, UnknownErrorView } from "./page-states.js";

const wrap = (node: ReactNode) => render(<MemorialUiProvider>{node}</MemorialUiProvider>);

describe("page states", () => {
  it("unknown error", async () => {
    const { container } = wrap(<UnknownErrorView />);
    expect(screen.getByRole("heading", { level: 1, name: "Onbekende fout" })).toBeInTheDocument();
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });

  it("blocked page points to 'Pagina activeren'", async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    const { container } = wrap(
      <main>
        <BlockedNotice onActivate={onActivate} />
      </main>,
    );
    expect(
      screen.getByText(/proefperiode van deze herinneringspagina is verlopen/),
    ).toBeInTheDocument();
    expect(screen.getByText(/'Pagina activeren' in het menu/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pagina activeren" }));
    expect(onActivate).toHaveBeenCalledTimes(1);
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });

  it("blocked page without activation right shows no button", () => {
    wrap(<BlockedNotice />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("skeleton announces loading", async () => {
    const { container } = wrap(
      <main>
        <PageSkeleton />
      </main>,
    );
    expect(
      screen.getByRole("status", { name: "Herinneringspagina wordt geladen" }),
    ).toBeInTheDocument();
    expect((await act(() => axe.run(container))).violations).toEqual([]);
  });
});
