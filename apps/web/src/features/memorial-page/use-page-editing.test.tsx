import { createApiClient, fromWireProfile } from "@memorial/api-client";
import { publicProfileFixture } from "@memorial/ui/testing/profile-fixture";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserKey } from "../../core/auth-session";
import type { DraftStore, StoredDraft } from "./drafts";
import type { MemorialPageData } from "./queries";

const USER: UserKey = "user:anna@example.nl";
const wire = publicProfileFixture({ name: "Karel Visser" });

/**
 * A draft store whose writes run one after another in the order they were asked for, each taking
 * a while, as IndexedDB runs overlapping read-write transactions in the order they were created.
 */
function queuedStore(removeMs: number) {
  const map = new Map<string, StoredDraft>();
  let queue = Promise.resolve();
  const enqueue = (ms: number, write: () => void) => {
    queue = queue.then(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            write();
            resolve();
          }, ms);
        }),
    );
    return queue;
  };
  const store: DraftStore = {
    get: (_user, profileId) => Promise.resolve(map.get(profileId)),
    put: (_user, profileId, value) =>
      enqueue(0, () => {
        map.set(profileId, structuredClone(value));
      }),
    remove: (_user, profileId) =>
      enqueue(removeMs, () => {
        map.delete(profileId);
      }),
    hasAny: () => Promise.resolve(map.size > 0),
    removeAll: () =>
      enqueue(0, () => {
        map.clear();
      }),
  };
  return { store, map };
}

const stores = vi.hoisted(() => ({ current: undefined as DraftStore | undefined }));
vi.mock("./drafts", () => ({
  draftStore: () => {
    if (stores.current === undefined) throw new Error("No draft store in this test");
    return stores.current;
  },
}));

/** The methods of the requests the API client sent, in order. */
const sent: string[] = [];
const api = createApiClient({
  baseUrl: "http://api.test",
  getTokens: () => null,
  fetch: (request) => {
    sent.push(request.method);
    return Promise.resolve(
      request.method === "PUT"
        ? new Response(JSON.stringify(wire), {
            status: 200,
            headers: { "Content-Type": "application/json", ETag: '"v2"' },
          })
        : new Response(null, { status: 404 }),
    );
  },
});
vi.mock("@tanstack/react-router", () => ({ useRouteContext: () => ({ api }) }));

const { usePageEditing } = await import("./use-page-editing");

afterEach(() => {
  stores.current = undefined;
  sent.length = 0;
});

function editing() {
  const data: MemorialPageData = {
    profile: fromWireProfile(publicProfileFixture()),
    etag: '"v1"',
    groupIDs: [`${wire.id}-manage`],
    isManager: true,
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePageEditing(data, USER), { wrapper });
}

describe("usePageEditing", () => {
  it("leaves no draft on this device after a save, even when the delayed keep fires during it", async () => {
    // The removal after the save takes longer than the delay after which an edit is kept.
    const { store, map } = queuedStore(600);
    stores.current = store;
    const hook = editing();

    act(() => {
      hook.result.current.start();
    });
    act(() => {
      hook.result.current.update((draft) => ({ ...draft, name: "Karel Visser" }));
    });
    expect(hook.result.current.dirty).toBe(true);
    // Opslaan at once, before the delayed keep of the last edit has run.
    await act(async () => {
      await hook.result.current.save();
    });

    expect(hook.result.current.editing).toBe(false);
    // Whatever was still pending has had its time.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await waitFor(() => {
      expect(map.has(wire.id)).toBe(false);
    });
    expect(map.size).toBe(0);
  });

  it("keeps a gathering without its day on this device and has its fields marked, sending nothing", async () => {
    const { store } = queuedStore(0);
    stores.current = store;
    const hook = editing();
    act(() => {
      hook.result.current.start();
    });
    expect(hook.result.current.problemsShownFor.size).toBe(0);
    act(() => {
      hook.result.current.update((draft) => ({
        ...draft,
        sections: [
          ...draft.sections,
          {
            type: "gathering",
            isPublic: true,
            kind: "afscheidsdienst",
            date: "",
            startTime: "14:00",
            venue: "Aula De Nieuwe Ooster",
            title: "",
            sectionID: "new-gathering",
          },
        ],
      }));
    });

    await act(async () => {
      await hook.result.current.save();
    });

    expect(sent).not.toContain("PUT");
    expect(hook.result.current.editing).toBe(true);
    expect([...hook.result.current.problemsShownFor]).toEqual(["new-gathering"]);
    expect(hook.result.current.draft?.sections.at(-1)).toMatchObject({
      venue: "Aula De Nieuwe Ooster",
    });

    // With its day, the same draft goes out; leaving edit mode forgets the marks.
    act(() => {
      hook.result.current.update((draft) => ({
        ...draft,
        sections: draft.sections.map((section) =>
          section.type === "gathering" ? { ...section, date: "2027-11-27" } : section,
        ),
      }));
    });
    await act(async () => {
      await hook.result.current.save();
    });
    expect(sent).toContain("PUT");
    expect(hook.result.current.editing).toBe(false);
    expect(hook.result.current.problemsShownFor.size).toBe(0);
  });
});
