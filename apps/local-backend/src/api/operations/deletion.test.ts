import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { components } from "@memorial/api-types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness, type TestUser } from "../../testing/api-harness.ts";

type Schemas = components["schemas"];

let h: ApiHarness;
let owner: TestUser;
let manager: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let id: string;

beforeEach(async () => {
  h = await startApiHarness({
    MEMORIAL_RATE_LIMIT_CLIENT_PER_MINUTE: "1000",
    MEMORIAL_RATE_LIMIT_PAGE_PER_MINUTE: "1000",
  });
  owner = await h.user("eigenaar@example.nl");
  manager = await h.user("beheerder@example.nl");
  viewer = await h.user("kijker@example.nl");
  outsider = await h.user("buiten@example.nl");
  id = await h.createPage(owner);
  h.api.profiles.activatePlan(id, "silver", 10);
  h.api.profiles.setPublic(id, true);
  h.api.profiles.putAccessRow(id, manager.email, "manage");
  h.api.profiles.putAccessRow(id, viewer.email, "view");
});
afterEach(async () => {
  await h.close();
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#88aacc" } })
    .png()
    .toBuffer();

const ok = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
};

/** A page with something in every table that belongs to a page, and files on disk. */
async function fillPage(): Promise<void> {
  const portrait = await h.api.uploads.addAsset(id, "image/png", await png());
  h.api.profiles.saveContent(
    id,
    {
      name: "Johanna de Vries",
      dateOfBirth: "1948-03-12",
      dateOfDeath: "2025-11-02",
      profilePicture: portrait,
      sections: [
        {
          type: "gathering",
          isPublic: true,
          name: "Afscheid",
          date: "2099-05-01",
          startTime: "14:00",
          venue: "Aula",
        },
      ],
      extra: {},
    },
    undefined,
  );
  const address = h.api.profiles.get(id)?.address;
  expect(address).toBeTruthy();
  expect(
    (
      await h.call("PUT", `/api/v1/profiles/${id}/address`, {
        token: owner.token,
        body: { address: "oma-johanna" },
      })
    ).status,
  ).toBe(200);

  // A message with a thank-you address and a receipt address, a signed-in writer's message.
  const written = await h.call("POST", `/public/api/v1/profiles/${id}/condolences`, {
    body: {
      name: "Marja",
      message: "Veel sterkte.",
      email: "marja@example.nl",
      thankYouAddress: { street: "Lindelaan 12", postcode: "3581ab", place: "Utrecht" },
    },
  });
  expect(written.status).toBe(201);
  expect((written.body as Schemas["CondolenceCreated"]).condolence.status).toBe("pending");
  expect(
    (
      await h.call("POST", `/api/v1/profiles/${id}/condolences`, {
        token: outsider.token,
        body: { name: "Buur", message: "Gecondoleerd." },
      })
    ).status,
  ).toBe(201);

  // A memory with a photo, and a draft that was never finished.
  const bytes = await png();
  const draft = await h.call("POST", `/public/api/v1/profiles/${id}/memory-uploads`, {
    body: { fileNames: ["zee.png"], fileSizes: [bytes.length] },
  });
  expect(draft.status).toBe(201);
  const drafted = draft.body as Schemas["MemoryUploadResponse"];
  for (const file of drafted.files) {
    const put = await h.fetch(file.uploadURL, {
      method: "PUT",
      headers: file.uploadHeaders,
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(204);
  }
  await h.api.idle();
  const memory = await h.call("POST", `/public/api/v1/profiles/${id}/memories`, {
    body: {
      name: "Kees",
      message: "Elke zomer fietsten we naar zee.",
      draftToken: drafted.draftToken,
      photos: drafted.files.map((file) => ({ jobID: file.jobID, caption: "Zomer" })),
    },
  });
  expect(memory.status).toBe(201);
  expect(
    (
      await h.call("POST", `/public/api/v1/profiles/${id}/memory-uploads`, {
        body: { fileNames: ["later.png"], fileSizes: [bytes.length] },
      })
    ).status,
  ).toBe(201);

  // An upload URL whose bytes never came.
  expect(
    (
      await h.call("POST", `/api/v1/profiles/${id}/upload`, {
        token: owner.token,
        body: { type: "carousel", fileNames: ["a.jpg"] },
      })
    ).status,
  ).toBe(200);

  ok(await h.call("POST", `/public/api/v1/profiles/${id}/candles`, { body: { name: "Anna" } }));
  ok(
    await h.call("POST", `/public/api/v1/profiles/${id}/followers`, {
      body: { email: "volger@example.nl" },
    }),
  );
  ok(
    await h.call("POST", `/public/api/v1/profiles/${id}/reports`, {
      body: {
        subject: "page",
        reason: "other",
        explanation: "Graag nakijken.",
      },
    }),
  );
  ok(
    await h.call("PUT", `/api/v1/profiles/${id}/notification-settings`, {
      token: owner.token,
      body: { condolences: "daily", remembrance: true },
    }),
  );
  ok(
    await h.call("PUT", `/api/v1/profiles/${id}/follower-settings`, {
      token: owner.token,
      body: { anniversary: true, birthday: false, allSouls: true },
    }),
  );
  ok(
    await h.call("PUT", `/api/v1/profiles/${id}/ownership/successor`, {
      token: owner.token,
      body: { username: manager.email },
    }),
  );
  ok(
    await h.call("POST", `/api/v1/profiles/${id}/payment/extend`, {
      token: owner.token,
      body: { yearsUpfront: 5 },
    }),
  );
  ok(await h.call("GET", `/api/v1/profiles/${id}/qrcode`, { token: owner.token }));
  const exported = await h.call("POST", `/api/v1/profiles/${id}/export`, {
    token: owner.token,
  });
  expect(exported.status).toBe(202);
  await h.api.idle();
}

/** Every row of any table (but the tombstone and the addresses) that mentions the page. */
function rowsOfPage(profileId: string, condolenceIds: string[]): string[] {
  const tables = h.ctx.db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all()
    .map((row) => row.name)
    .filter((name) => name !== "deleted_pages" && name !== "page_addresses");
  const found: string[] = [];
  for (const table of tables) {
    const columns = h.ctx.db
      .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
      .all()
      .map((column) => column.name);
    for (const column of columns) {
      const values =
        column === "profile_id" || column === "id"
          ? [profileId]
          : column === "condolence_id"
            ? condolenceIds
            : [];
      for (const value of values) {
        const n =
          h.ctx.db
            .prepare<[string], { n: number }>(
              `SELECT COUNT(*) AS n FROM "${table}" WHERE "${column}" = ?`,
            )
            .get(value)?.n ?? 0;
        if (n > 0) found.push(`${table}.${column}`);
      }
    }
    // Text anywhere in the row that names the page (JSON, URLs, file paths).
    for (const column of columns) {
      const n =
        h.ctx.db
          .prepare<[string], { n: number }>(
            `SELECT COUNT(*) AS n FROM "${table}" WHERE CAST("${column}" AS TEXT) LIKE '%' || ? || '%'`,
          )
          .get(profileId)?.n ?? 0;
      if (n > 0 && table !== "mail_messages") found.push(`${table}.${column} mentions the page`);
    }
  }
  return [...new Set(found)];
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => path.join(dir, name))
    : [];

describe("deleting a page", () => {
  it("is for the owner only", async () => {
    const refused = await h.call("DELETE", `/api/v1/profiles/${id}`, { token: manager.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "owner_required" });
    expect((await h.call("DELETE", `/api/v1/profiles/${id}`, { token: viewer.token })).status).toBe(
      403,
    );
    h.api.profiles.setPublic(id, false);
    expect(
      (await h.call("DELETE", `/api/v1/profiles/${id}`, { token: outsider.token })).status,
    ).toBe(404);
    expect((await h.call("DELETE", `/api/v1/profiles/${id}`)).status).toBe(401);
    expect(h.api.profiles.get(id)).toBeDefined();
  });

  it("leaves no row of the page in any table and no file of it on disk", async () => {
    await fillPage();
    const condolenceIds = h.ctx.db
      .prepare<[string], { id: string }>("SELECT id FROM condolences WHERE profile_id = ?")
      .all(id)
      .map((row) => row.id);
    expect(condolenceIds).toHaveLength(3);
    const dataDir = h.config.dataDir;
    // Before: the page is in several tables and has files in each folder.
    const before = rowsOfPage(id, condolenceIds);
    for (const table of [
      "profiles.id",
      "memberships.profile_id",
      "assets.profile_id",
      "uploads.profile_id",
      "condolences.profile_id",
      "candles.profile_id",
      "memory_photos.condolence_id",
      "memory_drafts.profile_id",
      "followers.profile_id",
      "follower_settings.profile_id",
      "reports.profile_id",
      "manager_notifications.profile_id",
      "page_owners.profile_id",
      "payments.profile_id",
      "condolence_registers.profile_id",
    ]) {
      expect(before).toContain(table);
    }
    expect(filesUnder(path.join(dataDir, "media", id)).length).toBeGreaterThan(1);
    expect(filesUnder(path.join(dataDir, "exports")).length).toBe(1);
    const mailsBefore = h.ctx.mailbox.list().length;

    const deleted = await h.call("DELETE", `/api/v1/profiles/${id}`, { token: owner.token });
    expect(deleted.status).toBe(204);

    expect(rowsOfPage(id, condolenceIds)).toEqual([]);
    expect(filesUnder(path.join(dataDir, "media", id))).toEqual([]);
    expect(filesUnder(path.join(dataDir, "media-cache", id))).toEqual([]);
    expect(filesUnder(path.join(dataDir, "exports"))).toEqual([]);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    // The tombstone holds the id and the time, the addresses stay issued to it.
    const tombstone = h.ctx.db.prepare("SELECT * FROM deleted_pages").all();
    expect(tombstone).toEqual([{ profile_id: id, deleted_at: expect.any(String) as string }]);
    expect(
      h.ctx.db
        .prepare<[string], { address: string }>(
          "SELECT address FROM page_addresses WHERE profile_id = ? ORDER BY address",
        )
        .all(id)
        .map((row) => row.address),
    ).toEqual(["johanna-de-vries-1948", "oma-johanna"]);
    // Nobody got a mail about it: not the followers, not the writers.
    expect(h.ctx.mailbox.list().length).toBe(mailsBefore);
  });

  it("answers 410 page_deleted on the page's reads and addresses, 404 elsewhere", async () => {
    await fillPage();
    expect((await h.call("DELETE", `/api/v1/profiles/${id}`, { token: owner.token })).status).toBe(
      204,
    );
    for (const [path, token] of [
      [`/public/api/v1/profiles/${id}`, undefined],
      [`/api/v1/profiles/${id}`, owner.token],
      [`/public/api/v1/addresses/oma-johanna`, undefined],
      [`/public/api/v1/addresses/johanna-de-vries-1948`, undefined],
      [`/api/v1/addresses/oma-johanna`, outsider.token],
    ] as const) {
      const res = await h.call("GET", path, token === undefined ? {} : { token });
      expect(res.status, path).toBe(410);
      expect(res.body, path).toMatchObject({ code: "page_deleted" });
      expect(JSON.stringify(res.body)).not.toContain("Johanna");
    }
    expect((await h.call("GET", `/public/api/v1/profiles/${id}/condolences`)).status).toBe(404);
    expect((await h.call("DELETE", `/api/v1/profiles/${id}`, { token: owner.token })).status).toBe(
      404,
    );
    // The addresses are never given to another page.
    const other = await h.createPage(owner);
    const taken = await h.call("PUT", `/api/v1/profiles/${other}/address`, {
      token: owner.token,
      body: { address: "oma-johanna" },
    });
    expect(taken.status).toBe(409);
    expect((await h.call("GET", "/api/v1/profiles", { token: owner.token })).body).toMatchObject({
      profiles: [{ id: other }],
    });
  });
});
