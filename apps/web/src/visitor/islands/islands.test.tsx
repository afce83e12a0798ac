import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { captureFirstTap } from "../first-tap";
import { MENU_BUTTON_ATTRIBUTE } from "../../core/visitor-markers";
import { mountIsland } from "./host";
import { mountMenu } from "./menu";

const PAGE = {
  id: "3f1c6a2e-8b7d-4c19-9a0e-5d2f7b8c1a40",
  name: "Johanna de Vries",
  plan: "silver",
  isBlocked: false,
  isPublic: true,
} as const;

/** 'Menu openen' as the server renders it: markup only, no React. */
function serverMenuButton(): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute(MENU_BUTTON_ATTRIBUTE, "");
  button.setAttribute("aria-label", "Menu openen");
  button.setAttribute("aria-expanded", "false");
  document.body.append(button);
  return button;
}

afterEach(() => {
  document.querySelectorAll(`[${MENU_BUTTON_ATTRIBUTE}], [data-place]`).forEach((element) => {
    element.remove();
  });
});

describe("the islands of a server-rendered page", () => {
  it("renders an island into its place and takes the server's placeholder out as it commits", async () => {
    const place = document.createElement("section");
    place.setAttribute("data-place", "");
    place.innerHTML = "<p>Frame van de server</p>";
    document.body.append(place);
    await act(async () => {
      mountIsland("test", place, <p>Speler</p>, { replaceContent: true });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(place).toHaveTextContent("Speler");
    });
    expect(place).not.toHaveTextContent("Frame van de server");
    expect(place.children).toHaveLength(1);
  });

  it("opens the menu for a tap that came before its code, and on every later tap", async () => {
    const user = userEvent.setup();
    captureFirstTap();
    const button = serverMenuButton();
    await user.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    await act(async () => {
      mountMenu(button, PAGE, "https://api.example.test");
      await Promise.resolve();
    });
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toBeVisible();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("button", { name: "Inloggen" })).toBeVisible();

    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(await screen.findByRole("dialog")).toBeVisible();
  });
});
