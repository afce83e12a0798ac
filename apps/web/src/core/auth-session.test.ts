import type { Auth, AuthState } from "@memorial/auth";
import { isRedirect, type ParsedLocation } from "@tanstack/react-router";
import { authReady, onUserChange, userKeyOf } from "./auth-session";
import type { RouterContext } from "./context";
import { redirectSignedIn, requireSignIn } from "./guards";

function fakeAuth(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const auth = {
    store: {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      getSnapshot: () => state,
    },
  } as unknown as Auth;
  const set = (next: AuthState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return { auth, set };
}

const signedIn = (email: string, token = "t1"): AuthState => ({
  status: "authenticated",
  accessToken: token,
  idToken: token,
  email,
});

function location(href: string): ParsedLocation {
  const url = new URL(href, "http://app.test");
  return {
    href,
    pathname: url.pathname,
    searchStr: url.search,
    hash: url.hash.slice(1),
  } as unknown as ParsedLocation;
}

describe("user keys", () => {
  it("name the signed-in user or anonymous", () => {
    expect(userKeyOf(signedIn("a@example.nl"))).toBe("user:a@example.nl");
    expect(userKeyOf({ status: "unauthenticated" })).toBe("anonymous");
    expect(userKeyOf({ status: "initialising" })).toBe("anonymous");
  });
});

describe("onUserChange", () => {
  it("fires on sign-in, sign-out and another user, not on a token refresh", () => {
    const { auth, set } = fakeAuth({ status: "initialising" });
    const seen: string[] = [];
    onUserChange(auth, (next) =>
      seen.push(next.status === "authenticated" ? (next.email ?? "") : next.status),
    );
    set({ status: "unauthenticated" });
    set(signedIn("a@example.nl"));
    set(signedIn("a@example.nl", "t2"));
    set(signedIn("b@example.nl"));
    set({ status: "unauthenticated" });
    expect(seen).toEqual(["unauthenticated", "a@example.nl", "b@example.nl", "unauthenticated"]);
  });
});

describe("guards", () => {
  it("wait while the state initialises, then send a signed-out user to /login with the path", async () => {
    const { auth, set } = fakeAuth({ status: "initialising" });
    const context = { auth } as RouterContext;
    const guard = requireSignIn({ context, location: location("/change-password?x=1#y") });
    let settled = false;
    void guard.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    set({ status: "unauthenticated" });
    const thrown: unknown = await guard.catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: "/login",
      search: { redirect: "/change-password?x=1#y" },
    });
    await expect(authReady(auth)).resolves.toEqual({ status: "unauthenticated" });
  });

  it("let a signed-in user through, and send a signed-in user away from /login to a safe path", async () => {
    const { auth } = fakeAuth(signedIn("a@example.nl"));
    const context = { auth } as RouterContext;
    await expect(requireSignIn({ context, location: location("/") })).resolves.toBeUndefined();
    for (const [href, target] of [
      ["/login", "/"],
      ["/login?redirect=%2Fchange-password", "/change-password"],
      ["/login?redirect=%2F%2Fevil.example", "/"],
      ["/login?redirect=https%3A%2F%2Fevil.example", "/"],
    ] as const) {
      const thrown: unknown = await redirectSignedIn({ context, location: location(href) }).catch(
        (error: unknown) => error,
      );
      expect((thrown as { options: { href: string } }).options.href).toBe(target);
    }
  });

  it("let a signed-out user open /login", async () => {
    const { auth } = fakeAuth({ status: "unauthenticated" });
    await expect(
      redirectSignedIn({ context: { auth } as RouterContext, location: location("/login") }),
    ).resolves.toBeUndefined();
  });
});
