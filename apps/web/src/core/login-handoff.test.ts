import {
  appScriptOf,
  captureLoginShell,
  LOGIN_SHELL,
  needsAppAtOnce,
  runLoginIsland,
  takeLoginHandoff,
  type StartContext,
} from "./login-handoff";

const AT_LOGIN: StartContext = {
  pathname: "/login",
  search: "",
  storageKeys: () => [],
  cookie: "",
};

/** The first paint's markup as `login-shell.tsx` draws it, in short. */
function drawShell(): HTMLElement {
  document.body.innerHTML = `
    <script type="module" src="/assets/login-island-x.js" data-app-script="/assets/index-y.js"></script>
    <div id="root"><div data-login-shell data-busy-text="Bezig met inloggen…">
      <form method="post"><div hidden data-login-load-error><p>Niet geladen</p></div>
        <input name="email" type="email"><input name="password" type="password">
        <button type="submit">Inloggen</button></form>
      <button type="button">Inloggen met Google</button>
    </div></div>`;
  return document.querySelector<HTMLElement>("[data-login-shell]") as HTMLElement;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  document.body.innerHTML = "";
  takeLoginHandoff();
});

describe("whether the app starts at once on /login", () => {
  it("waits on /login with nothing or only a return address", () => {
    expect(needsAppAtOnce(AT_LOGIN)).toBe(false);
    expect(needsAppAtOnce({ ...AT_LOGIN, search: "?redirect=%2Fabc" })).toBe(false);
  });

  it("starts at once on another address, on the hosted sign-in's return and with a stored session", () => {
    expect(needsAppAtOnce({ ...AT_LOGIN, pathname: "/login/" })).toBe(true);
    expect(needsAppAtOnce({ ...AT_LOGIN, search: "?code=abc&state=def" })).toBe(true);
    expect(needsAppAtOnce({ ...AT_LOGIN, search: "?error=access_denied" })).toBe(true);
    expect(
      needsAppAtOnce({
        ...AT_LOGIN,
        storageKeys: () => ["other", "CognitoIdentityServiceProvider.client-1.LastAuthUser"],
      }),
    ).toBe(true);
    expect(
      needsAppAtOnce({
        ...AT_LOGIN,
        cookie: "a=b; CognitoIdentityServiceProvider.client-1.LastAuthUser=demo",
      }),
    ).toBe(true);
  });

  it("does not mistake other keys for a session, and survives storage that refuses to be read", () => {
    expect(
      needsAppAtOnce({
        ...AT_LOGIN,
        storageKeys: () => ["CognitoIdentityServiceProvider.client-1.demo.idToken"],
        cookie: "LastAuthUser=x",
      }),
    ).toBe(false);
    // A cookie another site part wrote with a stray '%' does not stop the island.
    expect(needsAppAtOnce({ ...AT_LOGIN, cookie: "odd%name=1; b=2" })).toBe(false);
    expect(
      needsAppAtOnce({
        ...AT_LOGIN,
        cookie: "odd%=1; CognitoIdentityServiceProvider.c%2D1.LastAuthUser=demo",
      }),
    ).toBe(true);
    expect(
      needsAppAtOnce({
        ...AT_LOGIN,
        storageKeys: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toBe(false);
  });
});

describe("the login island", () => {
  it("fetches nothing until the first touch, then the app named by its script, once", () => {
    drawShell();
    const importModule = vi.fn(() => Promise.resolve());
    runLoginIsland({ document, context: AT_LOGIN, appScript: appScriptOf(document), importModule });
    expect(importModule).not.toHaveBeenCalled();
    document.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith("/assets/index-y.js");
  });

  it("starts the app at once without a first paint, or when the address needs it", () => {
    const importModule = vi.fn(() => Promise.resolve());
    runLoginIsland({ document, context: AT_LOGIN, appScript: "/a.js", importModule });
    expect(importModule).toHaveBeenCalledTimes(1);
    drawShell();
    runLoginIsland({
      document,
      context: { ...AT_LOGIN, search: "?code=1&state=2" },
      appScript: "/a.js",
      importModule,
    });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("holds a submit until the app is there: no navigation, the busy text, the request noted", () => {
    const shell = drawShell();
    const importModule = vi.fn(() => new Promise<void>(() => undefined));
    runLoginIsland({ document, context: AT_LOGIN, appScript: "/a.js", importModule });
    const form = shell.querySelector("form") as HTMLFormElement;
    const submit = new Event("submit", { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(shell.getAttribute(LOGIN_SHELL.pending)).toBe("submit");
    const button = shell.querySelector('button[type="submit"]');
    expect(button?.textContent).toBe("Bezig met inloggen…");
    expect(button?.getAttribute("aria-busy")).toBe("true");
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("notes a tap on Google and the focused field for the app", () => {
    const shell = drawShell();
    runLoginIsland({
      document,
      context: AT_LOGIN,
      appScript: "/a.js",
      importModule: () => new Promise<void>(() => undefined),
    });
    const password = shell.querySelector<HTMLInputElement>('input[name="password"]');
    password?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(shell.getAttribute(LOGIN_SHELL.focused)).toBe("password");
    shell.querySelector<HTMLButtonElement>('button[type="button"]')?.click();
    expect(shell.getAttribute(LOGIN_SHELL.pending)).toBe("google");
  });

  it("says so when the app cannot be fetched, and tries again on the next touch", async () => {
    const shell = drawShell();
    const first = deferred();
    const importModule = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue(undefined);
    const warn = vi.fn();
    runLoginIsland({ document, context: AT_LOGIN, appScript: "/a.js", importModule, warn });
    shell.querySelector("form")?.dispatchEvent(new Event("submit", { cancelable: true }));
    first.reject(new Error("offline"));
    await vi.waitFor(() => {
      expect(shell.querySelector(`[${LOGIN_SHELL.loadError}]`)?.hasAttribute("hidden")).toBe(false);
    });
    expect(warn).toHaveBeenCalled();
    expect(shell.hasAttribute(LOGIN_SHELL.pending)).toBe(false);
    expect(shell.querySelector('button[type="submit"]')?.textContent).toBe("Inloggen");
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("says so when its script names no app", async () => {
    const shell = drawShell();
    runLoginIsland({ document, context: AT_LOGIN, appScript: undefined, warn: vi.fn() });
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.waitFor(() => {
      expect(shell.querySelector(`[${LOGIN_SHELL.loadError}]`)?.hasAttribute("hidden")).toBe(false);
    });
  });
});

describe("the hand-over to the app", () => {
  it("carries the values, the focused field with its caret and the pending request, once", () => {
    const shell = drawShell();
    const input = (name: string) =>
      shell.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    captureLoginShell(document);
    input("email").value = "demo@example.nl";
    input("password").value = "Herinnering";
    input("password").setSelectionRange(4, 4);
    shell.setAttribute(LOGIN_SHELL.focused, "password");
    shell.setAttribute(LOGIN_SHELL.pending, "submit");
    // Typed after the app rendered, before the screen took over: still carried.
    document.getElementById("root")?.replaceChildren();
    input("password").value = "Herinnering2026";
    input("password").setSelectionRange(15, 15);
    expect(takeLoginHandoff()).toEqual({
      email: "demo@example.nl",
      password: "Herinnering2026",
      focused: { field: "password", start: 15, end: 15 },
      pending: "submit",
    });
    // An e-mail field has no caret to carry (browsers do not expose it).
    drawShell().setAttribute(LOGIN_SHELL.focused, "email");
    captureLoginShell(document);
    expect(takeLoginHandoff()?.focused).toEqual({ field: "email", start: null, end: null });
    expect(takeLoginHandoff()).toBeUndefined();
  });

  it("has nothing to carry over another first paint", () => {
    document.body.innerHTML = '<div id="root"><p>Bezig met laden…</p></div>';
    captureLoginShell(document);
    expect(takeLoginHandoff()).toBeUndefined();
  });
});
