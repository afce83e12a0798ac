import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_SIGN_IN_KEY, PendingSignInStore, SIGN_IN_SESSION_MS } from "./pending-sign-in";
import { createMemoryStorageAdapter } from "./storage";

describe("pending sign-in state (spec sections 3 and 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T08:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps username, challenge and session for 180 seconds, then forgets them", () => {
    const storage = createMemoryStorageAdapter();
    const store = new PendingSignInStore(storage, () => Date.now());
    store.save({
      username: "anna@example.nl",
      challengeName: "NEW_PASSWORD_REQUIRED",
      session: "s1",
    });
    expect(SIGN_IN_SESSION_MS).toBe(180_000);
    vi.advanceTimersByTime(179_999);
    expect(store.read()).toEqual({
      username: "anna@example.nl",
      challengeName: "NEW_PASSWORD_REQUIRED",
      session: "s1",
    });
    vi.advanceTimersByTime(1);
    expect(store.read()).toBeUndefined();
    expect(storage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it("ignores unreadable content", () => {
    const storage = createMemoryStorageAdapter();
    storage.setItem(PENDING_SIGN_IN_KEY, "{not json");
    expect(new PendingSignInStore(storage, () => Date.now()).read()).toBeUndefined();
  });
});
