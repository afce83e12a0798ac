import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { captureFirstTap } from "../first-tap";
import {
  MENU_BUTTON_ATTRIBUTE,
  REGISTER_SLOT_ATTRIBUTE,
  REGISTER_STATUS_ATTRIBUTE,
} from "../../core/visitor-markers";
import type { RegisterSnapshot } from "../../features/condolences/visitor";
import type { VisitorData } from "../data-island";
import { mountIsland } from "./host";
import { mountMenu } from "./menu";
import { mountRegister } from "./register";

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
  const places = `[${MENU_BUTTON_ATTRIBUTE}], [${REGISTER_SLOT_ATTRIBUTE}], [data-place]`;
  document.querySelectorAll(places).forEach((element) => {
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

  describe("the register", () => {
    const data: VisitorData = {
      page: PAGE,
      apiBaseUrl: "https://api.example.test",
      registerShown: true,
      appScript: null,
    };
    const snapshot: RegisterSnapshot = {
      condolences: {
        mode: "approval",
        items: [
          {
            id: "7d4c2b1a-9e8f-4a6b-8c5d-3e2f1a0b9c87",
            name: "Marja Hoekstra",
            message: "Veel sterkte, van ons allemaal.",
            relation: null,
            status: "approved",
            createdAt: "2026-11-20T14:05:40.000Z",
            own: false,
          },
        ],
        nextCursor: null,
      },
      candles: { mode: "approval", count: 0, named: [], nextCursor: null },
      memories: { mode: "approval", items: [], nextCursor: null },
      readAt: Date.now(),
    };

    /** The register's place as the server renders it: its status line, then the register. */
    function serverRegister(): HTMLElement {
      const slot = document.createElement("section");
      slot.setAttribute(REGISTER_SLOT_ATTRIBUTE, "");
      slot.innerHTML = `<p ${REGISTER_STATUS_ATTRIBUTE} role="status"></p><div inert><p>Bericht van de server</p></div>`;
      document.body.append(slot);
      return slot;
    }

    it("reads the first pages, then takes the markup's place with them", async () => {
      const slot = serverRegister();
      const asked: string[] = [];
      let mounted: boolean | undefined;
      await act(async () => {
        mounted = await mountRegister(slot, data, {
          read: (apiBaseUrl, profileId) => {
            asked.push(`${apiBaseUrl} ${profileId}`);
            return Promise.resolve(snapshot);
          },
        });
      });
      expect(mounted).toBe(true);
      expect(asked).toEqual([`https://api.example.test ${PAGE.id}`]);
      await waitFor(() => {
        expect(slot).toHaveTextContent("Veel sterkte, van ons allemaal.");
      });
      expect(slot).not.toHaveTextContent("Bericht van de server");
    });

    it("keeps the readable markup when the first pages cannot be read", async () => {
      const slot = serverRegister();
      const mounted = await mountRegister(slot, data, { read: () => Promise.resolve(null) });
      expect(mounted).toBe(false);
      expect(slot).toHaveTextContent("Bericht van de server");
      expect(slot.querySelector("[inert]")).not.toBeNull();
    });

    it("mounts at once, reading nothing first, when the markup has no register", async () => {
      const slot = document.createElement("section");
      slot.setAttribute(REGISTER_SLOT_ATTRIBUTE, "");
      document.body.append(slot);
      let read = 0;
      let mounted: boolean | undefined;
      await act(async () => {
        mounted = await mountRegister(
          slot,
          { ...data, registerShown: false },
          {
            read: () => {
              read += 1;
              return Promise.resolve(snapshot);
            },
          },
        );
      });
      expect(mounted).toBe(true);
      expect(read).toBe(0);
      await waitFor(() => {
        expect(slot.childElementCount).toBeGreaterThan(0);
      });
    });
  });
});
