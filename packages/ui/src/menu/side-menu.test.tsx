import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { axeViolations, clickWhenItTakesAPointer, renderWithUi } from "../dialogs/test-helpers.js";
import { SIDE_MENU_WIDTH_PX, SideMenu, SideMenuButton, type SideMenuProps } from "./side-menu.js";

const publicQuestion =
  "Weet u zeker dat u de volledige herinneringspagina publiek toegankelijk wilt maken?";

function menuProps(overrides: Partial<SideMenuProps> = {}): SideMenuProps {
  return {
    open: true,
    onClose: vi.fn(),
    isAuthenticated: true,
    userEmail: "demo@herinneringspagina.nl",
    isManager: true,
    plan: "bronze",
    isBlocked: false,
    editMode: false,
    isPublic: false,
    savingPublic: false,
    onHome: vi.fn(),
    onShare: vi.fn(),
    onEdit: vi.fn(),
    onManageAccess: vi.fn(),
    onActivate: vi.fn(),
    onPublicChange: vi.fn(),
    onChangePassword: vi.fn(),
    onSignOut: vi.fn(),
    onSignIn: vi.fn(),
    ...overrides,
  };
}

async function renderMenu(overrides: Partial<SideMenuProps> = {}) {
  const props = menuProps(overrides);
  renderWithUi(<SideMenu {...props} />);
  const drawer = await screen.findByRole("dialog", { name: "Menu" });
  return { props, drawer };
}

describe("SideMenu", () => {
  it("shows managers the page's package and when it ends", async () => {
    const { drawer } = await renderMenu({ plan: "silver", planEndsAt: new Date(2036, 10, 20) });
    const manage = within(drawer).getByRole("region", { name: "Pagina beheren" });
    expect(within(manage).getByText("Pakket Zilver tot 20 november 2036")).toBeInTheDocument();
  });

  it("shows managers of a trial page when the trial ends", async () => {
    const { drawer } = await renderMenu({ plan: "trial", planEndsAt: new Date(2026, 11, 26, 10) });
    expect(within(drawer).getByText("Proefperiode tot 26 december 2026")).toBeInTheDocument();
  });

  it("shows every item to a signed-in manager", async () => {
    const { drawer } = await renderMenu({ plan: "trial" });
    const nav = within(drawer).getByRole("navigation", { name: "Menu" });
    for (const name of [
      "Mijn pagina's",
      "Delen",
      "Bewerken",
      "Toegang beheren",
      "Pagina activeren",
      "Wachtwoord wijzigen",
      "Uitloggen",
    ]) {
      expect(within(nav).getByRole("button", { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole("region", { name: "Pagina beheren" })).toBeInTheDocument();
    expect(within(nav).getByRole("switch", { name: "Publiek toegankelijk" })).toBeInTheDocument();
    expect(within(nav).queryByRole("button", { name: "Inloggen" })).not.toBeInTheDocument();
    expect(within(nav).getByText("demo@herinneringspagina.nl")).toBeInTheDocument();
    expect(within(nav).getByText(/Ingelogd als/)).toHaveTextContent(
      "Ingelogd als demo@herinneringspagina.nl",
    );
  });

  it("hides 'Pagina beheren' from users who are not managers", async () => {
    await renderMenu({ isManager: false });
    expect(screen.queryByRole("region", { name: "Pagina beheren" })).not.toBeInTheDocument();
    for (const name of ["Bewerken", "Toegang beheren", "Pagina activeren"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mijn pagina's" })).toBeInTheDocument();
  });

  it("shows only Inloggen in the account part when signed out", async () => {
    await renderMenu({ isAuthenticated: false, isManager: false, userEmail: undefined });
    expect(screen.getByRole("button", { name: "Inloggen" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Wachtwoord wijzigen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Uitloggen" })).not.toBeInTheDocument();
    // Home would lead a visitor to the sign-in screen: it is not offered.
    expect(screen.queryByRole("button", { name: "Home" })).not.toBeInTheDocument();
  });

  it("offers a visitor sharing and the register's two actions as plain links", async () => {
    const user = userEvent.setup();
    const { props } = await renderMenu({
      isAuthenticated: false,
      isManager: false,
      userEmail: undefined,
      registerLinks: { condolence: "#condoleance-schrijven", candle: "#kaarsje-aansteken" },
    });
    expect(screen.getByRole("link", { name: "Condoleance schrijven" })).toHaveAttribute(
      "href",
      "#condoleance-schrijven",
    );
    expect(screen.getByRole("link", { name: "Kaarsje aansteken" })).toHaveAttribute(
      "href",
      "#kaarsje-aansteken",
    );
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Delen" })).toHaveFocus();
    });
    await user.click(screen.getByRole("button", { name: "Delen" }));
    expect(props.onShare).toHaveBeenCalledOnce();
  });

  it("offers 'Vindbaar via zoekmachines' to managers, off unless chosen", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderMenu({ searchable: { checked: false, saving: false, onChange } });
    const toggle = screen.getByRole("switch", { name: "Vindbaar via zoekmachines" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/alleen wie de link heeft/);
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("keeps 'Vindbaar via zoekmachines' off, with the reason, while the page cannot be public", async () => {
    await renderMenu({
      plan: "trial",
      searchable: { checked: false, saving: false, onChange: vi.fn() },
    });
    const toggle = screen.getByRole("switch", { name: "Vindbaar via zoekmachines" });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/Beschikbaar na het activeren van de pagina/);
  });

  it("never shows 'Vindbaar via zoekmachines' to others", async () => {
    await renderMenu({
      isManager: false,
      searchable: { checked: false, saving: false, onChange: vi.fn() },
    });
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("offers 'Berichten beheren' to managers when the page gives it, and calls it", async () => {
    const onManageCondolences = vi.fn();
    const { props } = await renderMenu({ onManageCondolences });
    await userEvent.click(screen.getByRole("button", { name: "Berichten beheren" }));
    expect(onManageCondolences).toHaveBeenCalledOnce();
    expect(props.onClose).toHaveBeenCalled();
  });

  it("never shows 'Berichten beheren' to others or without the callback", async () => {
    await renderMenu({ isManager: false, onManageCondolences: vi.fn() });
    expect(screen.queryByRole("button", { name: "Berichten beheren" })).not.toBeInTheDocument();
  });

  it("hides Bewerken while editing", async () => {
    await renderMenu({ editMode: true });
    expect(screen.queryByRole("button", { name: "Bewerken" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Toegang beheren" })).toBeInTheDocument();
  });

  it("hides Bewerken on a blocked page but keeps Pagina activeren", async () => {
    await renderMenu({ isBlocked: true, plan: "trial" });
    expect(screen.queryByRole("button", { name: "Bewerken" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pagina activeren" })).toBeInTheDocument();
  });

  it("offers Pagina activeren only on trial", async () => {
    await renderMenu({ plan: "silver" });
    expect(screen.queryByRole("button", { name: "Pagina activeren" })).not.toBeInTheDocument();
  });

  it("disables the public switch on trial", async () => {
    await renderMenu({ plan: "trial" });
    expect(screen.getByRole("switch", { name: "Publiek toegankelijk" })).toBeDisabled();
    expect(screen.getByText("Beschikbaar na het activeren van de pagina.")).toBeInTheDocument();
  });

  it("disables the public switch while saving", async () => {
    await renderMenu({ plan: "silver", savingPublic: true, isPublic: true });
    expect(screen.getByRole("switch", { name: "Publiek toegankelijk" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Bezig met opslaan...");
  });

  it("asks the exact question before turning the page public, and stays private on Annuleren", async () => {
    const user = userEvent.setup();
    const { props } = await renderMenu({ plan: "bronze" });
    const toggle = screen.getByRole("switch", { name: "Publiek toegankelijk" });
    expect(toggle).toBeEnabled();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const question = await screen.findByRole("alertdialog");
    expect(question).toHaveAccessibleDescription(`${publicQuestion} Bezoekers zien alle secties.`);
    await clickWhenItTakesAPointer(
      user,
      within(question).getByRole("button", { name: "Annuleren" }),
    );
    expect(props.onPublicChange).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
  });

  it.each([
    [1, 4, "Bezoekers zien 3 van de 4 secties. 1 sectie blijft alleen zichtbaar voor genodigden."],
    [
      3,
      5,
      "Bezoekers zien 2 van de 5 secties. 3 secties blijven alleen zichtbaar voor genodigden.",
    ],
    [0, 2, "Bezoekers zien alle 2 secties."],
  ])(
    "counts in the make-public question: %i of %i section(s) hidden",
    async (count, total, line) => {
      const user = userEvent.setup();
      await renderMenu({ plan: "bronze", hiddenSections: count, sectionCount: total });
      await user.click(screen.getByRole("switch", { name: "Publiek toegankelijk" }));
      expect(await screen.findByRole("alertdialog")).toHaveAccessibleDescription(
        `${publicQuestion} ${line}`,
      );
    },
  );

  it("turns the page public after 'Publiek maken'", async () => {
    const user = userEvent.setup();
    const { props } = await renderMenu({ plan: "bronze" });
    await user.click(screen.getByRole("switch", { name: "Publiek toegankelijk" }));
    const confirm = within(await screen.findByRole("alertdialog")).getByRole("button", {
      name: "Publiek maken",
    });
    await clickWhenItTakesAPointer(user, confirm);
    expect(props.onPublicChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("turns the page private at once, without a question", async () => {
    const user = userEvent.setup();
    const { props } = await renderMenu({ plan: "bronze", isPublic: true });
    const toggle = screen.getByRole("switch", { name: "Publiek toegankelijk" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(props.onPublicChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it.each([
    ["Mijn pagina's", "onHome"],
    ["Delen", "onShare"],
    ["Bewerken", "onEdit"],
    ["Toegang beheren", "onManageAccess"],
    ["Pagina activeren", "onActivate"],
    ["Wachtwoord wijzigen", "onChangePassword"],
    ["Uitloggen", "onSignOut"],
  ] as const)("closes the drawer and calls back for %s", async (name, callback) => {
    const user = userEvent.setup();
    const { props } = await renderMenu({ plan: "trial" });
    await user.click(screen.getByRole("button", { name }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(props[callback]).toHaveBeenCalledTimes(1);
  });

  it("calls onSignIn for Inloggen", async () => {
    const user = userEvent.setup();
    const { props } = await renderMenu({ isAuthenticated: false, isManager: false });
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
    expect(props.onSignIn).toHaveBeenCalledTimes(1);
  });

  it("is a 320 px drawer", async () => {
    const { drawer } = await renderMenu();
    expect(SIDE_MENU_WIDTH_PX).toBe(320);
    // 20rem: 320 px at the default text size, growing with enlarged text.
    expect(getComputedStyle(drawer).width).toBe("20rem");
  });

  it("works with the keyboard alone: open, move, choose, Escape closes", async () => {
    const user = userEvent.setup();
    const onHome = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <SideMenuButton
            expanded={open}
            onClick={() => {
              setOpen(true);
            }}
          />
          <SideMenu
            {...menuProps({ onHome })}
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </>
      );
    }
    renderWithUi(<Harness />);
    const opener = screen.getByRole("button", { name: "Menu openen" });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Menu" });
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Mijn pagina's" })).toHaveFocus();
    });
    await user.tab();
    expect(screen.getByRole("button", { name: "Delen" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(opener).toHaveFocus();
    });
    await user.keyboard("{Enter}");
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Mijn pagina's" })).toHaveFocus();
    });
    await user.keyboard("{Enter}");
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a manager", {}],
    ["a manager on trial", { plan: "trial" as const }],
    ["a visitor", { isAuthenticated: false, isManager: false }],
  ])("has no axe violations for %s", async (_label, overrides) => {
    await renderMenu(overrides);
    expect(await axeViolations()).toEqual([]);
  });
});
