import { createApiClient, type Condolence } from "@memorial/api-client";
import type { CondolenceMode } from "@memorial/domain";
import { MemorialUiProvider } from "@memorial/ui/provider";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CondolenceRegister, type CondolenceRegisterProps } from "./condolence-register";
import { condolenceKeys } from "./queries";

const PAGE = "page-1";

interface FakeApi {
  mode: CondolenceMode;
  items: Condolence[];
  /** Answer of the next POST of a condolence. */
  write: { status: number; body: unknown; headers?: Record<string, string> };
  requests: { method: string; path: string; body: unknown }[];
  /** The page takes memories (off unless a test says so) and these are shown. */
  memoriesOn?: boolean;
  memories?: Condolence[];
  /** Waiting messages the API answers only to the browser that sends their owner token. */
  own?: { token: string; item: Condolence }[];
}

function message(id: string, name: string, text: string): Condolence {
  return {
    id,
    name,
    message: text,
    relation: null,
    status: "approved",
    createdAt: "2026-11-20T10:00:00Z",
    own: false,
  };
}

function fakeApi(state: FakeApi) {
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
  return createApiClient({
    baseUrl: "http://api.test",
    getTokens: () => null,
    fetch: async (request) => {
      const url = new URL(request.url);
      const body: unknown = request.method === "POST" ? await request.json() : undefined;
      state.requests.push({ method: request.method, path: url.pathname, body });
      if (url.pathname.endsWith("/condolences") && request.method === "GET") {
        if (url.searchParams.get("kind") === "memory") {
          return json(200, {
            mode: state.mode,
            memories: state.memoriesOn ?? false,
            items: state.mode === "off" ? [] : (state.memories ?? []),
            nextCursor: null,
          });
        }
        const tokens = (url.searchParams.get("own") ?? "").split(",");
        const own = (state.own ?? [])
          .filter(({ token }) => tokens.includes(token))
          .map(({ item }) => item);
        return json(200, {
          mode: state.mode,
          items: state.mode === "off" ? [] : [...own, ...state.items],
          nextCursor: null,
        });
      }
      if (url.pathname.endsWith("/candles") && request.method === "GET") {
        return json(200, {
          mode: state.mode,
          count: 3,
          named: [{ id: "k1", name: "Pieter en Els", litAt: "2026-11-20T10:00:00Z" }],
          nextCursor: null,
        });
      }
      if (url.pathname.endsWith("/candles") && request.method === "POST") {
        return json(201, {
          candle: { id: "k2", name: "Pieter", litAt: "2026-11-21T10:00:00Z" },
          count: 4,
        });
      }
      if (url.pathname.endsWith("/condolences") && request.method === "POST") {
        return json(state.write.status, state.write.body, state.write.headers);
      }
      return json(404, { code: "not_found", message: "not here" });
    },
  });
}

function renderRegister(state: FakeApi, props: Partial<CondolenceRegisterProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemorialUiProvider>
      <QueryClientProvider client={queryClient}>
        <CondolenceRegister
          api={fakeApi(state)}
          user="anonymous"
          profileId={PAGE}
          personName="Johanna de Vries"
          isBlocked={false}
          {...props}
        />
      </QueryClientProvider>
    </MemorialUiProvider>,
  );
  return queryClient;
}

function state(overrides: Partial<FakeApi> = {}): FakeApi {
  return {
    mode: "approval",
    items: [message("c1", "Marja Hoekstra", "Veel sterkte.\nWe denken aan jullie.")],
    write: { status: 201, body: {} },
    requests: [],
    ...overrides,
  };
}

async function fillForm() {
  await userEvent.type(screen.getByRole("textbox", { name: /Uw naam/ }), "Anna de Jong");
  await userEvent.type(screen.getByRole("textbox", { name: /Uw bericht/ }), "Veel sterkte.");
  await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
}

describe("CondolenceRegister", () => {
  it("keys every query by the user first", () => {
    expect(condolenceKeys.visitorList("anonymous", PAGE)[0]).toBe("anonymous");
    expect(condolenceKeys.moderation("user:a@b.nl", PAGE, "pending")).toEqual([
      "user:a@b.nl",
      "condolences",
      PAGE,
      "moderation",
      "pending",
      "all",
    ]);
  });

  it("shows the candles, the messages as text and the form", async () => {
    const api = state({
      items: [message("c2", "Kees", '<img src=x onerror="alert(1)">')],
    });
    renderRegister(api);
    expect(await screen.findByText("Er branden 3 kaarsjes.")).toBeInTheDocument();
    const article = await screen.findByRole("article", { name: "Kees" });
    expect(within(article).getByText(/onerror/)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Condoleance plaatsen" })).toBeInTheDocument();
    // The public paths: an anonymous visitor has no session.
    expect(api.requests.every((r) => r.path.startsWith("/public/api/v1/"))).toBe(true);
  });

  it("keeps what was typed on a 429 and says in Dutch to wait", async () => {
    const api = state({
      write: {
        status: 429,
        body: { code: "rate_limited", message: "slow down" },
        headers: { "Retry-After": "60" },
      },
    });
    renderRegister(api);
    await screen.findByRole("button", { name: "Condoleance plaatsen" });
    await fillForm();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /U heeft zojuist al iets geplaatst\..*Uw tekst is bewaard\./,
    );
    expect(screen.getByRole("textbox", { name: /Uw naam/ })).toHaveValue("Anna de Jong");
    expect(screen.getByRole("textbox", { name: /Uw bericht/ })).toHaveValue("Veel sterkte.");
  });

  it("reads the list again after a message is sent and keeps its owner token", async () => {
    const own: Condolence = { ...message("c9", "Anna de Jong", "Veel sterkte."), own: true };
    const api = state({
      write: {
        status: 201,
        body: { condolence: { ...own, status: "pending" }, ownerToken: "tok_abcdefghijklmnop" },
      },
    });
    renderRegister(api);
    await screen.findByRole("button", { name: "Condoleance plaatsen" });
    const listReads = () =>
      api.requests.filter((r) => r.method === "GET" && r.path.endsWith("/condolences")).length;
    const before = listReads();
    await fillForm();
    expect(await screen.findByText(/Dank u wel/)).toBeInTheDocument();
    await waitFor(() => {
      expect(listReads()).toBe(before + 1);
    });
    expect(window.localStorage.getItem(`memorial.condolence-tokens.${PAGE}`)).toContain(
      "tok_abcdefghijklmnop",
    );
  });

  it("forgets the previous writer's waiting message for the next writer on a shared tablet", async () => {
    const token = "tok_nextwriter0000001";
    const waiting: Condolence = {
      ...message("c8", "Anna de Jong", "Veel sterkte."),
      status: "pending",
      own: true,
    };
    const api = state({
      own: [{ token, item: waiting }],
      write: { status: 201, body: { condolence: waiting, ownerToken: token } },
    });
    renderRegister(api);
    await screen.findByRole("button", { name: "Condoleance plaatsen" });
    await fillForm();
    const own = await screen.findByRole("article", { name: "Anna de Jong" });
    expect(within(own).getByText("wacht op goedkeuring")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Nog een bericht schrijven" }));
    // Gone at once (also without a connection), and the token with it: later reads leave it out.
    expect(screen.queryByRole("article", { name: "Anna de Jong" })).toBeNull();
    expect(window.localStorage.getItem(`memorial.condolence-tokens.${PAGE}`)).toBeNull();
    await waitFor(() => {
      const reads = api.requests.filter(
        (r) => r.method === "GET" && r.path.endsWith("/condolences"),
      );
      expect(reads.length).toBeGreaterThanOrEqual(3);
    });
    expect(screen.queryByRole("article", { name: "Anna de Jong" })).toBeNull();
    expect(screen.getByRole("article", { name: "Marja Hoekstra" })).toBeInTheDocument();
  });

  it("lights a candle through a mutation and reads the candles again", async () => {
    const api = state();
    const queryClient = renderRegister(api);
    const candleReads = () =>
      api.requests.filter((r) => r.method === "GET" && r.path.endsWith("/candles")).length;
    await userEvent.click(await screen.findByRole("button", { name: "Steek een kaarsje aan" }));
    const before = candleReads();
    await userEvent.type(
      screen.getByRole("textbox", { name: "Uw naam (niet verplicht)" }),
      "Pieter",
    );
    await userEvent.click(screen.getByRole("button", { name: "Kaarsje aansteken" }));
    expect(await screen.findByText("Uw kaarsje brandt. Dank u wel.")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "POST" && r.path.endsWith("/candles"))).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ name: "Pieter" }) }),
    ]);
    await waitFor(() => {
      expect(candleReads()).toBe(before + 1);
    });
    const [mutation] = queryClient.getMutationCache().getAll();
    expect(mutation?.options.mutationKey).toEqual(["anonymous", "condolences", PAGE, "light"]);
    expect(mutation?.state.status).toBe("success");
  });

  it("shows visitors nothing when the register is off; managers a way to change it", async () => {
    renderRegister(state({ mode: "off" }));
    await waitFor(() => {
      expect(screen.queryByTestId("condolence-register")).toBeNull();
    });
    expect(screen.queryByRole("button", { name: "Condoleance plaatsen" })).toBeNull();
  });

  it("tells a manager the register is off and offers 'Berichten beheren'", async () => {
    const onManage = vi.fn();
    renderRegister(state({ mode: "off" }), { isManager: true, onManage });
    await userEvent.click(await screen.findByRole("button", { name: "Berichten beheren" }));
    expect(onManage).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Condoleance plaatsen" })).toBeNull();
  });

  it("keeps the messages of a blocked page but takes nothing new", async () => {
    renderRegister(state(), { isBlocked: true, isManager: true });
    expect(await screen.findByRole("article", { name: "Marja Hoekstra" })).toBeInTheDocument();
    expect(
      await screen.findByText(/neemt op dit moment geen nieuwe berichten of kaarsjes aan/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Condoleance plaatsen" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Steek een kaarsje aan" })).toBeNull();
    // The page's own blocked notice has the one 'Pagina activeren'.
    expect(screen.queryByRole("button", { name: "Pagina activeren" })).toBeNull();
  });

  it("does not invite a first message when a blocked register is empty", async () => {
    renderRegister(state({ items: [] }), { isBlocked: true });
    expect(await screen.findByText("Er zijn nog geen condoleances.")).toBeInTheDocument();
    expect(screen.queryByText(/als eerste een bericht/)).toBeNull();
  });

  it("shows the memories with their photos' captions and offers the memory form", async () => {
    const memory: Condolence = {
      ...message("m1", "Kees de Vries", "Elke zomer fietsten we naar zee."),
      kind: "memory",
      photos: [{ url: "http://api.test/media/p/1.jpg", caption: "Zandvoort, 1975" }],
    };
    renderRegister(state({ memoriesOn: true, memories: [memory] }));
    const article = await screen.findByRole("article", { name: "Kees de Vries" });
    expect(within(article).getByText("Zandvoort, 1975")).toBeInTheDocument();
    const photo = within(article).getByRole("img", {
      name: "Foto 1 bij de herinnering van Kees de Vries",
    });
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("heading", { name: "Herinneringen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Herinnering delen" })).toBeInTheDocument();
  });

  it("shows the memories' photos at the addresses it is given, on every read", async () => {
    const memory: Condolence = {
      ...message("m1", "Kees de Vries", "Elke zomer fietsten we naar zee."),
      kind: "memory",
      photos: [{ url: "http://api.test/media/p/1.jpg", caption: "Zandvoort, 1975" }],
    };
    const api = state({ memoriesOn: true, memories: [memory] });
    const queryClient = renderRegister(api, {
      memoryPhotoUrl: (url) => url.replace("http://api.test", ""),
    });
    const photo = () =>
      within(screen.getByRole("article", { name: "Kees de Vries" })).getByRole("img", {
        name: "Foto 1 bij de herinnering van Kees de Vries",
      });
    await screen.findByRole("article", { name: "Kees de Vries" });
    expect(photo().getAttribute("src")).toMatch(/^\/media\/p\/1\.jpg\?w=/);
    // Read again (as after a visitor's message): the new answer's photos too.
    const reads = () =>
      api.requests.filter((r) => r.method === "GET" && r.path.endsWith("/condolences")).length;
    const before = reads();
    await queryClient.invalidateQueries({ queryKey: condolenceKeys.memories("anonymous", PAGE) });
    await waitFor(() => {
      expect(reads()).toBeGreaterThan(before);
    });
    expect(photo().getAttribute("src")).toMatch(/^\/media\/p\/1\.jpg\?w=/);
    // The cache keeps the pages as the API gave them.
    const cached = queryClient.getQueryData<{ pages: { items: Condolence[] }[] }>(
      condolenceKeys.memories("anonymous", PAGE),
    );
    expect(cached?.pages[0]?.items[0]?.photos?.[0]?.url).toBe("http://api.test/media/p/1.jpg");
  });

  it("refuses a file that is not a photo and keeps the memory's text", async () => {
    renderRegister(state({ memoriesOn: true }));
    const form = await screen.findByTestId("memory-form");
    const text = within(form).getByRole("textbox", { name: /Uw herinnering/ });
    await userEvent.type(text, "Wat hebben we gelachen.");
    const input = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error("no file input");
    await userEvent.upload(
      input,
      new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" }),
      { applyAccept: false },
    );
    expect(
      await within(form).findByText(/"brief.pdf" is geen JPEG- of PNG-foto/),
    ).toBeInTheDocument();
    expect(text).toHaveValue("Wat hebben we gelachen.");
  });

  it("hides the memories part when the page takes none", async () => {
    renderRegister(state({ memoriesOn: false }));
    expect(await screen.findByRole("article", { name: "Marja Hoekstra" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Herinneringen" })).toBeNull();
  });
});
