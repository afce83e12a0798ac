import {
  createApiClient,
  fromWireProfile,
  isVersionConflict,
  type ProfileDraft,
} from "@memorial/api-client";
import { publicProfileFixture } from "@memorial/ui/testing/profile-fixture";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { UserKey } from "../../core/auth-session";
import { memorialPageKeys, type MemorialPageData } from "./queries";
import { classifySaveError } from "./use-page-editing";
import { useSavePage } from "./use-save-page";

const USER: UserKey = "user:anna@example.nl";
const wire = publicProfileFixture({ name: "Johanna de Vries-Bakker" });
const PAGE = wire.id;

interface Sent {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
  /** Whether the draft had been kept on this device when the request left. */
  keptBefore: boolean;
}

/** The API of one page: the PUT answers with `answer`; a network failure when it is "offline". */
function fakeApi(answer: { status: number; body: unknown; etag?: string } | "offline") {
  const sent: Sent[] = [];
  const state = { kept: false };
  const api = createApiClient({
    baseUrl: "http://api.test",
    getTokens: () => null,
    fetch: async (request) => {
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        path: url.pathname,
        ifMatch: request.headers.get("If-Match"),
        body: request.method === "PUT" ? await request.json() : undefined,
        keptBefore: state.kept,
      });
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: {
          "Content-Type": "application/json",
          ...(answer.etag === undefined ? {} : { ETag: answer.etag }),
        },
      });
    },
  });
  return { api, sent, state };
}

function setup(answer: Parameters<typeof fakeApi>[0], gate: Promise<void> = Promise.resolve()) {
  const fake = fakeApi(answer);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const before: MemorialPageData = {
    profile: fromWireProfile(publicProfileFixture()),
    etag: '"v1"',
    groupIDs: [`${PAGE}-manage`],
    isManager: true,
  };
  queryClient.setQueryData(memorialPageKeys.page(USER, PAGE), before);
  queryClient.setQueryData([USER, "my-pages"], ["listed"]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useSavePage(fake.api, USER, PAGE, {
        beforeSave: async () => {
          await gate;
          fake.state.kept = true;
        },
      }),
    { wrapper },
  );
  return { ...fake, queryClient, hook, before };
}

const draft: ProfileDraft = { name: "Johanna de Vries-Bakker", sections: [] };

describe("useSavePage", () => {
  it("keeps the draft first, sends PUT with If-Match and puts the stored page in the cache", async () => {
    const { hook, sent, queryClient } = setup({ status: 200, body: wire, etag: '"v2"' });

    let saved: MemorialPageData | undefined;
    await act(async () => {
      saved = await hook.result.current.mutateAsync({ draft, etag: '"v1"' });
    });

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "PUT",
      path: `/api/v1/profiles/${PAGE}`,
      ifMatch: '"v1"',
      keptBefore: true,
    });
    expect(sent[0]?.body).toMatchObject({ name: "Johanna de Vries-Bakker", sections: [] });
    const cached = queryClient.getQueryData<MemorialPageData>(memorialPageKeys.page(USER, PAGE));
    expect(cached?.etag).toBe('"v2"');
    expect(cached?.profile.name).toBe("Johanna de Vries-Bakker");
    // The caller's role survives the save (the PUT does not return it).
    expect(cached?.isManager).toBe(true);
    expect(cached?.groupIDs).toEqual([`${PAGE}-manage`]);
    expect(saved).toEqual(cached);
    expect(queryClient.getQueryState([USER, "my-pages"])?.isInvalidated).toBe(true);
    await waitFor(() => {
      expect(hook.result.current.isSuccess).toBe(true);
    });
  });

  it("sends no If-Match when the page was read without an ETag", async () => {
    const { hook, sent } = setup({ status: 200, body: wire, etag: '"v2"' });
    await act(async () => {
      await hook.result.current.mutateAsync({ draft, etag: undefined });
    });
    expect(sent[0]?.ifMatch).toBeNull();
  });

  it("rejects a 412 as a conflict and leaves the cached page as it was", async () => {
    const { hook, queryClient, before } = setup({
      status: 412,
      body: { code: "precondition_failed", message: "changed" },
    });

    let failure: unknown;
    await act(async () => {
      failure = await hook.result.current
        .mutateAsync({ draft, etag: '"v1"' })
        .catch((error: unknown) => error);
    });

    expect(isVersionConflict(failure)).toBe(true);
    expect(classifySaveError(failure)).toBe("conflict");
    expect(queryClient.getQueryData(memorialPageKeys.page(USER, PAGE))).toBe(before);
    expect(queryClient.getQueryState([USER, "my-pages"])?.isInvalidated).toBe(false);
    await waitFor(() => {
      expect(hook.result.current.isError).toBe(true);
    });
  });

  it("is sent while the browser is offline and rejects as offline, after the draft was kept", async () => {
    const { hook, sent, queryClient, before } = setup("offline");

    let failure: unknown;
    onlineManager.setOnline(false);
    try {
      await act(async () => {
        failure = await hook.result.current
          .mutateAsync({ draft, etag: '"v1"' })
          .catch((error: unknown) => error);
      });
    } finally {
      onlineManager.setOnline(true);
    }

    expect(sent[0]?.keptBefore).toBe(true);
    expect(classifySaveError(failure)).toBe("offline");
    expect(queryClient.getQueryData(memorialPageKeys.page(USER, PAGE))).toBe(before);
  });

  it("is pending from the moment it starts until the answer is in", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { hook, sent } = setup({ status: 200, body: wire, etag: '"v2"' }, gate);
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = hook.result.current.mutateAsync({ draft, etag: '"v1"' });
    });
    await waitFor(() => {
      expect(hook.result.current.isPending).toBe(true);
    });
    // Keeping the draft comes first: nothing has been sent yet.
    expect(sent).toHaveLength(0);
    release();
    await act(async () => {
      await done;
    });
    expect(sent).toHaveLength(1);
    await waitFor(() => {
      expect(hook.result.current.isPending).toBe(false);
    });
  });
});
