import fs from "node:fs";
import path from "node:path";
import { createCognitoWire } from "@memorial/auth/testing";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { Logger } from "./context.ts";
import { resetDataDir } from "./reset.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./seed/seed.ts";
import type { RunningBackend } from "./server.ts";
import { startTestBackend } from "./testing/backend.ts";
import { tempFolder } from "./testing/temp-folder.ts";

const dataDir = tempFolder("backend");
const logLines: { message: string; fields?: Record<string, unknown> }[] = [];
const log: Logger = {
  info: (message, fields) => logLines.push({ message, fields }),
  error: (message, fields) => logLines.push({ message, fields }),
};

// Seeded: these tests sign in as the demo account.
const start = () =>
  startTestBackend({
    dataDir,
    env: { MEMORIAL_SEED: "true", MEMORIAL_WEB_ORIGIN: "http://localhost:5173" },
    log,
  });

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(backend: RunningBackend, email: string, password: string): Promise<string> {
  const wire = createCognitoWire({
    endpoint: backend.identityUrl,
    clientId: backend.config.clientId,
  });
  const answer = await wire.signInWithPassword(email, password);
  const result = answer.body.AuthenticationResult as { IdToken?: string } | undefined;
  if (result?.IdToken === undefined)
    throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return result.IdToken;
}

const api = (
  backend: RunningBackend,
  token: string,
  pathname: string,
  init: { method?: string; body?: string } = {},
) =>
  fetch(`${backend.apiUrl}${pathname}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
    },
  });

describe("the local backend", () => {
  it("serves, seeds once, and keeps users, pages, memberships and files across a restart", async () => {
    const first = await start();
    let profileId: string;
    let assetURL: string;
    try {
      expect(first.apiUrl).toMatch(/^http:\/\/localhost:\d+$/);
      expect(first.apiUrl).not.toMatch(/:0$/);
      expect(await (await fetch(`${first.apiUrl}/health`)).json()).toEqual({ status: "ok" });

      // The seed: the demo account owns a public demo page with photos.
      const demoToken = await signIn(first, DEMO_EMAIL, DEMO_PASSWORD);
      const demoList = (await (await api(first, demoToken, "/api/v1/profiles")).json()) as {
        profiles: { id: string }[];
      };
      expect(demoList.profiles).toHaveLength(1);
      const demoId = demoList.profiles[0]?.id ?? "";
      const demoPage = (await (
        await fetch(`${first.apiUrl}/public/api/v1/profiles/${demoId}`)
      ).json()) as {
        sections: { type: string; photos?: string[]; captions?: string[] }[];
        profilePicture: string;
      };
      expect(demoPage.sections.map((s) => s.type)).toEqual([
        "text",
        "photo_carousel",
        "gathering",
        "resting_place",
      ]);
      expect(demoPage.sections[1]?.captions?.[0]).toBe("Avondwandeling bij de IJssel, zomer 1978");
      // The demo's upcoming gathering downloads as a calendar file.
      const calendar = await fetch(
        `${first.apiUrl}/public/api/v1/profiles/${demoId}/sections/2/calendar`,
      );
      expect(calendar.headers.get("content-type")).toMatch(/^text\/calendar/);
      expect(await calendar.text()).toContain("LOCATION:Buurthuis De Heidebloem\\, Heidelaan 12");
      const photo = await fetch(demoPage.sections[1]?.photos?.[0] ?? "");
      expect(photo.headers.get("content-type")).toBe("image/jpeg");
      expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(1600);
      // The demo page's register: a few approved condolences and burning candles.
      const register = (await (
        await fetch(`${first.apiUrl}/public/api/v1/profiles/${demoId}/condolences`)
      ).json()) as { items: { name: string; status: string }[] };
      expect(register.items.length).toBeGreaterThanOrEqual(3);
      expect(register.items.every((item) => item.status === "approved")).toBe(true);
      const candles = (await (
        await fetch(`${first.apiUrl}/public/api/v1/profiles/${demoId}/candles`)
      ).json()) as { count: number; named: unknown[] };
      expect(candles.count).toBeGreaterThan(candles.named.length);
      expect(candles.named.length).toBeGreaterThan(0);

      // A real user with an id token of the identity service.
      const user = await first.identity.createConfirmedUser("els@example.nl", "Geheim2026x");
      const token = await signIn(first, user.email, "Geheim2026x");
      const created = await api(first, token, "/api/v1/profiles", { method: "POST" });
      expect(created.status).toBe(201);
      profileId = ((await created.json()) as { id: string }).id;

      const upload = (await (
        await api(first, token, `/api/v1/profiles/${profileId}/upload`, {
          method: "POST",
          body: JSON.stringify({ type: "profile_picture", fileNames: ["els.png"] }),
        })
      ).json()) as {
        files: { uploadURL: string; uploadHeaders: Record<string, string>; jobID: string }[];
      };
      const target = upload.files[0];
      if (!target) throw new Error("no upload target");
      const png = await sharp({
        create: { width: 20, height: 20, channels: 3, background: "#345" },
      })
        .png()
        .toBuffer();
      const put = await fetch(target.uploadURL, {
        method: "PUT",
        headers: target.uploadHeaders,
        body: png,
      });
      expect(put.status).toBe(204);
      await first.api.idle();
      const job = (await (await api(first, token, `/api/v1/jobs/${target.jobID}`)).json()) as {
        assetURL: string;
      };
      assetURL = job.assetURL;
      expect(
        (
          await api(first, token, `/api/v1/profiles/${profileId}`, {
            method: "PUT",
            body: JSON.stringify({ name: "Els", profilePicture: assetURL, sections: [] }),
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api(first, token, `/api/v1/profiles/${profileId}/group-membership`, {
            method: "PUT",
            body: JSON.stringify({ username: DEMO_EMAIL, groupIDs: [`${profileId}-0001`] }),
          })
        ).status,
      ).toBe(200);

      // One structured log line per request.
      const requests = logLines.filter((l) => l.message === "request");
      expect(requests.some((l) => l.fields?.server === "identity")).toBe(true);
      expect(requests.find((l) => l.fields?.path === "/health")?.fields).toMatchObject({
        server: "api",
        method: "GET",
        status: 200,
      });
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      const token = await signIn(second, "els@example.nl", "Geheim2026x");
      const page = (await (await api(second, token, `/api/v1/profiles/${profileId}`)).json()) as {
        name: string;
        profilePicture: string;
      };
      expect(page.name).toBe("Els");
      // Same ports are not guaranteed with port 0, so compare the path of the media URL.
      const picture = await fetch(`${second.apiUrl}${new URL(page.profilePicture).pathname}`);
      expect(picture.status).toBe(200);
      expect(new URL(page.profilePicture).pathname).toBe(new URL(assetURL).pathname);

      const demoToken = await signIn(second, DEMO_EMAIL, DEMO_PASSWORD);
      const demoList = (await (await api(second, demoToken, "/api/v1/profiles")).json()) as {
        profiles: { id: string }[];
      };
      // Not seeded again; the shared page is listed for the invitee.
      expect(demoList.profiles.map((p) => p.id)).toContain(profileId);
      expect(demoList.profiles).toHaveLength(2);
    } finally {
      await second.close();
    }
  }, 30_000);

  it("lets a request in flight finish on shutdown, then accepts no new ones", async () => {
    const backend = await start();
    const closed = { done: false };
    try {
      const user = await backend.identity.createConfirmedUser("traag@example.nl", "Geheim2026x");
      const token = await signIn(backend, user.email, "Geheim2026x");
      const created = await api(backend, token, "/api/v1/profiles", { method: "POST" });
      const { id } = (await created.json()) as { id: string };
      const upload = (await (
        await api(backend, token, `/api/v1/profiles/${id}/upload`, {
          method: "POST",
          body: JSON.stringify({ type: "profile_picture", fileNames: ["traag.png"] }),
        })
      ).json()) as { files: { uploadURL: string; uploadHeaders: Record<string, string> }[] };
      const target = upload.files[0];
      if (!target) throw new Error("no upload target");
      const png = await sharp({
        create: { width: 30, height: 30, channels: 3, background: "#654" },
      })
        .png()
        .toBuffer();

      // A slow client: the first bytes now, the rest only after shutdown has begun.
      let sendRest: () => void = () => {
        throw new Error("the body stream did not start");
      };
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(png.subarray(0, 16)));
          sendRest = () => {
            controller.enqueue(new Uint8Array(png.subarray(16)));
            controller.close();
          };
        },
      });
      const put = fetch(target.uploadURL, {
        method: "PUT",
        headers: target.uploadHeaders,
        body,
        duplex: "half",
      } as RequestInit & { duplex: "half" });
      await new Promise((resolve) => setTimeout(resolve, 300));

      const closing = backend.close().then(() => {
        closed.done = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closed.done, "shutdown waits for the request in flight").toBe(false);
      await expect(fetch(`${backend.apiUrl}/health`)).rejects.toThrow();
      sendRest();
      expect((await put).status).toBe(204);
      await closing;
    } finally {
      await backend.close();
    }
  }, 30_000);

  it("resets the data folder to empty", () => {
    fs.writeFileSync(path.join(dataDir, "keep.txt"), "not ours");
    const removed = resetDataDir(dataDir).map((p) => path.basename(p));
    expect(removed).toEqual(expect.arrayContaining(["memorial.sqlite", "media"]));
    expect(fs.readdirSync(dataDir)).toEqual(["keep.txt"]);
  });
});
