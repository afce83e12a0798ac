import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { ReactNode } from "react";
import { MemorialUiProvider } from "../provider.js";
import { BlockedNotice } from "./page-states.js";

const wrap = (node: ReactNode) => render(<MemorialUiProvider>{node}</MemorialUiProvider>);

describe("the blocked page's notice", () => {
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
});
