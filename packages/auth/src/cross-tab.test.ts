import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuth, type Auth } from "./auth";
import { createBroadcastChannel } from "./cross-tab";
import { createMemoryStorageAdapter } from "./storage";
import { baseConfig, FakeCognito, ORIGIN, tokenSet } from "../test/fake-cognito";

const opened: Auth[] = [];

afterEach(() => {
  for (const auth of opened.splice(0)) auth.dispose();
});

describe("other tabs (docs/security.md item 6)", () => {
  it("see a sign-in and a sign-out of one tab through the BroadcastChannel", async () => {
    const cognito = new FakeCognito();
    cognito.on("InitiateAuth", () => ({
      body: { AuthenticationResult: tokenSet(), ChallengeParameters: {} },
    }));
    cognito.on("RevokeToken", () => ({ body: {} }));
    const shared = createMemoryStorageAdapter(); // the browser's localStorage, shared by tabs
    const tab = (): Auth => {
      const auth = createAuth(baseConfig, {
        fetch: cognito.fetch,
        storage: shared,
        sessionStorage: createMemoryStorageAdapter(),
        origin: ORIGIN,
        navigate: vi.fn(),
        listenToStorageEvents: false,
        channel: createBroadcastChannel("memorial-auth-test"),
      });
      opened.push(auth);
      return auth;
    };
    const first = tab();
    const second = tab();
    await second.initialise();
    expect(second.store.getSnapshot().status).toBe("unauthenticated");

    await first.signIn({ username: "anna@example.nl", password: "Herinnering2026" });
    await vi.waitFor(() => {
      expect(second.store.getSnapshot().status).toBe("authenticated");
    }, 1000);

    await first.signOut();
    await vi.waitFor(() => {
      expect(second.store.getSnapshot().status).toBe("unauthenticated");
    }, 1000);
    await expect(second.getBearerToken()).resolves.toBeUndefined();
  });
});
