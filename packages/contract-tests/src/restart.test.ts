// "Nothing lost" across restarts of the local backend: users, pages, access rows and uploaded
// files survive a stop and a start on the same data folder. Uses a backend of its own.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Api } from "./api";
import { createUser, signIn, strongPassword, uniqueEmail } from "./test-users";
import { startLocalBackend, type RunningBackend } from "./local-backend";
import { makePng } from "./sample-files";
import { loadSettings } from "./settings";
import {
  bodyOf,
  expectStatus,
  sleep,
  useSuite,
  type JobBody,
  type ProfileBody,
  skipBecause,
} from "./harness";

describe("restarting the local backend", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "memorial-contract-restart-"));
  let running: RunningBackend | undefined;
  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps users, pages, access rows and uploaded files", async (test) => {
    const { ctx, contract } = useSuite();
    const settings = loadSettings();
    if (ctx.mode === "external") {
      skipBecause(test, "an external backend cannot be restarted by the suite");
      return;
    }
    const start = (ports?: { api: number; identity: number }) =>
      startLocalBackend({
        command: settings.mode === "local" ? settings.command : undefined,
        webOrigin: ctx.webOrigin ?? "",
        dataDir,
        ports,
      });
    running = await start();
    const first = running;
    const api = new Api(first.apiUrl, contract, undefined);
    const endpoint = { identityUrl: first.identityUrl, clientId: first.clientId };
    const email = uniqueEmail("restart", ctx.runId);
    const password = strongPassword(ctx.runId);
    const before = await createUser(endpoint, first.identityUrl, email, password);

    const created = await api.request("POST", "/api/v1/profiles", { token: before.idToken });
    expectStatus(created, 201);
    const { id } = bodyOf<{ id: string }>(created);
    const photo = makePng({ width: 8, height: 8 });
    const upload = await api.request("POST", `/api/v1/profiles/${id}/upload`, {
      token: before.idToken,
      json: { type: "profile_picture", fileNames: ["portret.png"], fileSizes: [photo.length] },
    });
    expectStatus(upload, 200);
    const target = bodyOf<{
      files: { uploadURL: string; uploadHeaders: Record<string, string>; jobID: string }[];
    }>(upload).files[0];
    if (target === undefined) throw new Error("no upload target");
    const put = await fetch(target.uploadURL, {
      method: "PUT",
      headers: target.uploadHeaders,
      body: new Uint8Array(photo),
    });
    expect(put.status).toBe(204);
    let job: JobBody = { jobID: target.jobID, status: "pending" };
    for (let attempt = 0; attempt < 100 && job.status === "pending"; attempt++) {
      await sleep(100);
      job = bodyOf<JobBody>(
        await api.request("GET", `/api/v1/jobs/${target.jobID}`, { token: before.idToken }),
      );
    }
    expect(job.status, job.error).toBe("succeeded");
    const assetBefore = Buffer.from(await (await fetch(job.assetURL ?? "")).arrayBuffer());
    const content = {
      name: "Na de herstart",
      profilePicture: job.assetURL,
      sections: [{ type: "text", isPublic: false, text: "<p>Blijft bewaard</p>" }],
    };
    expectStatus(
      await api.request("PUT", `/api/v1/profiles/${id}`, { token: before.idToken, json: content }),
      200,
    );
    const guest = `contract-restart-guest-${ctx.runId}@example.com`;
    expectStatus(
      await api.request("PUT", `/api/v1/profiles/${id}/group-membership`, {
        token: before.idToken,
        json: { username: guest, groupIDs: [`${id}-0001`] },
      }),
      200,
    );

    await first.stop();
    running = await start({ api: first.apiPort, identity: first.identityPort });

    const after = await signIn(endpoint, email, password);
    const page = await api.request("GET", `/api/v1/profiles/${id}`, { token: after.idToken });
    expectStatus(page, 200);
    expect(bodyOf<ProfileBody>(page)).toMatchObject(content);
    const rows = await api.request("GET", `/api/v1/profiles/${id}/group-membership`, {
      token: after.idToken,
    });
    expect(
      bodyOf<{ groupMemberships: { username: string }[] }>(rows).groupMemberships.map(
        (row) => row.username,
      ),
    ).toEqual(expect.arrayContaining([email.toLowerCase(), guest]));
    const served = await fetch(job.assetURL ?? "");
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(assetBefore)).toBe(true);
    const jobAfter = await api.request("GET", `/api/v1/jobs/${target.jobID}`, {
      token: after.idToken,
    });
    expect(bodyOf<JobBody>(jobAfter).status).toBe("succeeded");
    // Two starts of a backend of its own: on a busy 2-core machine these alone can take 30 s.
  }, 120_000);
});
