import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHomeShell } from "../../../scripts/write-app-shell";
import {
  captureHomeShell,
  HOME_SHELL,
  homeShellShown,
  restoreHomeFocus,
  takeHomeAction,
  takeHomeList,
} from "../../core/home-handoff";
import { runHomeIsland, type HomeIslandContext } from "./run-home-island";

const CLIENT = "local-web-client";
const PREFIX = `CognitoIdentityServiceProvider.${CLIENT}.`;
/** The deployment's configuration, as `public/config.json` with a test API. */
const CONFIG = {
  apiBaseUrl: "http://api.test",
  region: "eu-central-1",
  userPoolId: "eu-central-1_LocalPool",
  clientId: CLIENT,
  identityEndpoint: "http://localhost:4001",
  hostedSignInDomain: "http://localhost:4001",
  identityPoolId: "eu-central-1:00000000-0000-4000-8000-000000000001",
  webOrigin: "http://localhost:5173",
};
const NOW = Date.UTC(2026, 10, 28, 3, 0);

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none" })}.${part(claims)}.signature`;
}

/** Local storage with a session of `email` that ends `minutes` from NOW. */
function storageWith(email: string, minutes: number): Map<string, string> {
  const exp = Math.floor(NOW / 1000) + minutes * 60;
  return new Map([
    [`${PREFIX}LastAuthUser`, "user-1"],
    [`${PREFIX}user-1.idToken`, jwt({ email, exp })],
    [`${PREFIX}user-1.accessToken`, jwt({ exp })],
  ]);
}

const LIST = {
  profiles: [
    {
      id: "abc123",
      name: "Johanna de Vries",
      profilePicture: null,
      dateOfBirth: "1948-03-12",
      dateOfDeath: "2025-11-02",
      isPublic: true,
      isBlocked: false,
      plan: "silver",
      planEndsAt: null,
    },
  ],
};

interface Setup {
  storage?: Map<string, string>;
  listStatus?: number;
  listBody?: unknown;
  pathname?: string;
  importModule?: (url: string) => Promise<unknown>;
}

function setup(options: Setup = {}) {
  document.title = "Herinneringspagina's";
  document.body.innerHTML = `<script type="module" src="/assets/home-island-x.js" data-app-script="/assets/index-y.js"></script><div id="root">${renderHomeShell().html}</div>`;
  const storage = options.storage ?? new Map<string, string>();
  const fetch = vi.fn((input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === "/config.json") return Promise.resolve(Response.json(CONFIG));
    return Promise.resolve(
      Response.json(options.listBody ?? LIST, { status: options.listStatus ?? 200 }),
    );
  });
  const context: HomeIslandContext = {
    pathname: options.pathname ?? "/",
    search: "",
    storageKeys: () => [...storage.keys()],
    cookie: "",
    storage: { getItem: (key) => storage.get(key) ?? null },
    fetch,
    now: () => NOW,
  };
  const importModule = vi.fn(options.importModule ?? (() => Promise.resolve({})));
  const handoff = {};
  const run = runHomeIsland({
    document,
    context,
    appScript: "/assets/index-y.js",
    importModule,
    warn: () => undefined,
    handoff,
  });
  const container = document.querySelector<HTMLElement>(`[${HOME_SHELL.container}]`)!;
  return { run, fetch, importModule, handoff, container };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the home's island", () => {
  it("shows a signed-in user's list without the app, and fetches the app on the first touch", async () => {
    const { run, fetch, importModule, handoff, container } = setup({
      storage: storageWith("demo@example.nl", 60),
    });
    await run;
    expect(fetch).toHaveBeenCalledWith("http://api.test/api/v1/profiles", {
      headers: { Accept: "application/json", Authorization: expect.stringMatching(/^Bearer ey/) },
    });
    expect(importModule).not.toHaveBeenCalled();
    expect(container.hasAttribute(HOME_SHELL.ready)).toBe(true);
    const row = container.querySelector("[data-home-part=row] a");
    expect(row?.getAttribute("href")).toBe("/abc123");
    expect(row?.textContent).toContain("Johanna de Vries");
    expect(row?.textContent).toContain("12 maart 1948 – 2 november 2025");
    expect(container.querySelector("[role=status]")).toBeNull();
    expect(document.querySelector("header nav")?.textContent).toContain("Uitloggen");
    // The header's links lose their invisible wrapper: the header is the app's own.
    expect(document.querySelector(`[${HOME_SHELL.navigation}]`)).toBeNull();
    expect(document.querySelector("header nav")?.parentElement?.tagName).not.toBe("TEMPLATE");
    expect(document.title).toBe("Mijn pagina's · Herinneringspagina's");
    captureHomeShell(document, handoff);
    expect(takeHomeList("someone@else.nl")).toBeUndefined();

    document.dispatchEvent(new Event("pointerdown"));
    expect(importModule).toHaveBeenCalledWith("/assets/index-y.js");
  });

  it("hands the list to the app once, for the same user only", async () => {
    const { run, handoff } = setup({ storage: storageWith("demo@example.nl", 60) });
    await run;
    captureHomeShell(document, handoff);
    expect(takeHomeList("demo@example.nl")?.map((item) => item.name)).toEqual(["Johanna de Vries"]);
    expect(takeHomeList("demo@example.nl")).toBeUndefined();
    // Taken at the app's start: nothing is left for a later visit to the home.
    captureHomeShell(document, handoff);
    expect(takeHomeList("demo@example.nl")).toBeUndefined();
  });

  it("leaves no list when the app was asked for before the list arrived", async () => {
    const { run, handoff, importModule, container } = setup({
      storage: storageWith("demo@example.nl", 60),
    });
    document.dispatchEvent(new Event("keydown"));
    await run;
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(container.hasAttribute(HOME_SHELL.ready)).toBe(false);
    expect(handoff).toEqual({});
  });

  it("starts the app at once without a session, with an expired one, or without the list", async () => {
    for (const options of [
      {},
      { storage: storageWith("demo@example.nl", 0) },
      { storage: storageWith("demo@example.nl", 60), listStatus: 401 },
      { storage: storageWith("demo@example.nl", 60), listBody: { pages: [] } },
      { storage: storageWith("demo@example.nl", 60), pathname: "/register" },
    ]) {
      const { run, importModule, container } = setup(options);
      await run;
      expect(importModule, JSON.stringify(options)).toHaveBeenCalledTimes(1);
      expect(container.hasAttribute(HOME_SHELL.ready)).toBe(false);
      expect(document.querySelector(`[${HOME_SHELL.navigation}]`)).not.toBeNull();
    }
  });

  it("starts the app when the document's templates do not fit the script", async () => {
    const storage = storageWith("demo@example.nl", 60);
    const { run, importModule, container } = setup({ storage });
    await run;
    importModule.mockClear();
    for (const template of document.querySelectorAll("template[data-home-template]"))
      template.remove();
    container.removeAttribute(HOME_SHELL.ready);
    const again = runHomeIsland({
      document,
      context: {
        pathname: "/",
        search: "",
        storageKeys: () => [...storage.keys()],
        cookie: "",
        storage: { getItem: (key) => storage.get(key) ?? null },
        fetch: (input) =>
          Promise.resolve(
            (input instanceof Request ? input.url : input.toString()) === "/config.json"
              ? Response.json(CONFIG)
              : Response.json(LIST),
          ),
        now: () => NOW,
      },
      appScript: "/assets/index-y.js",
      importModule,
      warn: () => undefined,
      handoff: {},
    });
    await again;
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("holds a tap on 'Nieuwe herinneringspagina aanmaken' for the app, and says so", async () => {
    const { run, importModule, container } = setup({
      storage: storageWith("demo@example.nl", 60),
    });
    await run;
    // The app may already be running when the tap lands (its code came from the cache): it
    // reads what the first view holds when its screen asks, not when it started.
    captureHomeShell(document);
    expect(homeShellShown()).toBe(true);
    const button = container.querySelector<HTMLElement>('[data-home-action="create"]')!;
    button.focus();
    button.click();
    expect(button.textContent).toBe("Pagina wordt aangemaakt…");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(importModule).toHaveBeenCalledTimes(1);

    expect(takeHomeAction("sign-out")).toBe(false);
    expect(takeHomeAction("create")).toBe(true);
    expect(takeHomeAction("create")).toBe(false);
    button.blur();
    restoreHomeFocus(document);
    expect(document.activeElement).toBe(button);
  });

  it("leaves the app's own buttons alone once the app has rendered over the first view", async () => {
    const { run, container } = setup({ storage: storageWith("demo@example.nl", 60) });
    await run;
    captureHomeShell(document);
    // The app replaces the root's content with its own screen, whose button has the same mark.
    const root = document.getElementById("root")!;
    root.innerHTML = '<button type="button" data-home-action="create">Nieuw</button>';
    const button = root.querySelector("button")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(button.textContent).toBe("Nieuw");
    expect(container.hasAttribute(HOME_SHELL.pending)).toBe(false);
    expect(takeHomeAction("create")).toBe(false);
  });

  it("shows that the app could not be loaded, and tries again on the next touch", async () => {
    let fail = true;
    const { run, importModule, container } = setup({
      storage: storageWith("demo@example.nl", 60),
      importModule: () => (fail ? Promise.reject(new Error("offline")) : Promise.resolve({})),
    });
    await run;
    const button = container.querySelector<HTMLElement>('[data-home-action="create"]')!;
    button.click();
    await vi.waitFor(() => {
      expect(container.querySelector(`[${HOME_SHELL.loadError}]`)?.hasAttribute("hidden")).toBe(
        false,
      );
    });
    expect(button.textContent).toBe("Nieuwe herinneringspagina aanmaken");
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(container.hasAttribute(HOME_SHELL.pending)).toBe(false);
    fail = false;
    document.dispatchEvent(new Event("keydown"));
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
