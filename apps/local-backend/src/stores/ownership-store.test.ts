import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMigrations } from "../db/api-migrations.ts";
import { openDatabase, type Db } from "../db/database.ts";
import { createOwnershipStore, type OwnershipStore } from "./ownership-store.ts";
import { createProfileStore, type ProfileStore } from "./profile-store.ts";

const NOW = new Date("2026-11-30T10:00:00.000Z");

describe("ownership store", () => {
  let db: Db;
  let profiles: ProfileStore;
  let ownership: OwnershipStore;
  let pageId: string;

  beforeEach(() => {
    db = openDatabase(":memory:", apiMigrations);
    profiles = createProfileStore(db);
    ownership = createOwnershipStore(db);
    pageId = profiles.create({ sub: "sub-anna", email: "Anna@example.nl" }, 30).id;
    profiles.putAccessRow(pageId, "bart@example.nl", "manage");
    profiles.putAccessRow(pageId, "carla@example.nl", "manage");
    profiles.putAccessRow(pageId, "dirk@example.nl", "view");
  });
  afterEach(() => {
    db.close();
  });

  it("makes the creator the owner of a new page, without successor or hand-over", () => {
    expect(ownership.get(pageId)).toEqual({
      owner: "anna@example.nl",
      successor: null,
      handover: null,
    });
    expect(ownership.get("no-such-page")).toBeUndefined();
  });

  it("makes the creator of each existing page its owner when the migration runs", () => {
    const fresh = openDatabase(
      ":memory:",
      apiMigrations.filter((m) => m.id !== "api-032-ownership"),
    );
    const oldId = createProfileStore(fresh).create({ sub: "s", email: "old@example.nl" }, 30).id;
    const migration = apiMigrations.find((m) => m.id === "api-032-ownership");
    if (!migration) throw new Error("migration api-032-ownership is missing");
    fresh.exec(migration.sql);
    expect(fresh.prepare("SELECT profile_id, owner_email FROM page_owners").all()).toEqual([
      { profile_id: oldId, owner_email: "old@example.nl" },
    ]);
    fresh.close();
  });

  it("hands over only on acceptance; the former owner stays a manager", () => {
    const handover = ownership.requestHandover(pageId, "anna@example.nl", "Bart@example.nl", NOW);
    expect(handover?.to).toBe("bart@example.nl");
    expect(ownership.ownerOf(pageId)).toBe("anna@example.nl");
    // One waiting hand-over per page.
    expect(ownership.requestHandover(pageId, "anna@example.nl", "carla@example.nl", NOW)).toBe(
      undefined,
    );
    expect(ownership.acceptHandover(handover?.id ?? "", NOW)?.to).toBe("bart@example.nl");
    expect(ownership.get(pageId)).toEqual({
      owner: "bart@example.nl",
      successor: null,
      handover: null,
    });
    expect(profiles.roleOf(pageId, "anna@example.nl")).toBe("manage");
    // An answered hand-over cannot be answered again.
    expect(ownership.acceptHandover(handover?.id ?? "", NOW)).toBeUndefined();
    expect(ownership.declineHandover(handover?.id ?? "", NOW)).toBeUndefined();
  });

  it("changes nothing when the receiver declines or the owner cancels", () => {
    const first = ownership.requestHandover(pageId, "anna@example.nl", "bart@example.nl", NOW);
    expect(ownership.declineHandover(first?.id ?? "", NOW)?.from).toBe("anna@example.nl");
    expect(ownership.ownerOf(pageId)).toBe("anna@example.nl");
    const second = ownership.requestHandover(pageId, "anna@example.nl", "carla@example.nl", NOW);
    expect(ownership.cancelHandover(pageId, NOW)).toBe(true);
    expect(ownership.cancelHandover(pageId, NOW)).toBe(false);
    expect(ownership.acceptHandover(second?.id ?? "", NOW)).toBeUndefined();
    expect(ownership.get(pageId)?.owner).toBe("anna@example.nl");
  });

  it("ends a hand-over and clears the successor when that manager goes", () => {
    ownership.setSuccessor(pageId, "bart@example.nl");
    const handover = ownership.requestHandover(pageId, "anna@example.nl", "bart@example.nl", NOW);
    profiles.removeAccessRow(pageId, "bart@example.nl");
    ownership.managerGone(pageId, "bart@example.nl", NOW);
    expect(ownership.get(pageId)).toEqual({
      owner: "anna@example.nl",
      successor: null,
      handover: null,
    });
    expect(ownership.acceptHandover(handover?.id ?? "", NOW)).toBeUndefined();
  });

  it("refuses to accept for a receiver who is no longer a manager", () => {
    const handover = ownership.requestHandover(pageId, "anna@example.nl", "bart@example.nl", NOW);
    profiles.putAccessRow(pageId, "bart@example.nl", "view");
    expect(ownership.acceptHandover(handover?.id ?? "", NOW)).toBeUndefined();
    expect(ownership.ownerOf(pageId)).toBe("anna@example.nl");
  });

  it("clears the successor when that manager accepts a hand-over", () => {
    ownership.setSuccessor(pageId, "carla@example.nl");
    const handover = ownership.requestHandover(pageId, "anna@example.nl", "carla@example.nl", NOW);
    ownership.acceptHandover(handover?.id ?? "", NOW);
    expect(ownership.get(pageId)).toMatchObject({ owner: "carla@example.nl", successor: null });
  });

  describe("when the owner's account is deleted", () => {
    it("lists the owned pages with successor and the other managers to choose from", () => {
      ownership.setSuccessor(pageId, "carla@example.nl");
      expect(ownership.ownedBy("ANNA@example.nl")).toEqual([
        {
          profileId: pageId,
          successor: "carla@example.nl",
          otherManagers: ["bart@example.nl", "carla@example.nl"],
        },
      ]);
      expect(ownership.ownedBy("bart@example.nl")).toEqual([]);
    });

    it("makes the successor the owner", () => {
      ownership.setSuccessor(pageId, "carla@example.nl");
      expect(ownership.transferOnAccountDeletion("anna@example.nl", new Map(), NOW)).toEqual([
        { profileId: pageId, newOwner: "carla@example.nl" },
      ]);
      expect(ownership.get(pageId)).toMatchObject({ owner: "carla@example.nl", successor: null });
    });

    it("takes the manager the user chose over the successor", () => {
      ownership.setSuccessor(pageId, "carla@example.nl");
      const result = ownership.transferOnAccountDeletion(
        "anna@example.nl",
        new Map([[pageId, "Bart@example.nl"]]),
        NOW,
      );
      expect(result).toEqual([{ profileId: pageId, newOwner: "bart@example.nl" }]);
      expect(ownership.ownerOf(pageId)).toBe("bart@example.nl");
    });

    it("never chooses a viewer, an outsider or the deleted account itself", () => {
      for (const choice of ["dirk@example.nl", "eva@example.nl", "anna@example.nl"]) {
        expect(
          ownership.transferOnAccountDeletion("anna@example.nl", new Map([[pageId, choice]]), NOW),
        ).toEqual([{ profileId: pageId, newOwner: null }]);
        expect(ownership.ownerOf(pageId)).toBe("anna@example.nl");
      }
    });

    it("answers null for a page without successor or choice, and ends waiting hand-overs", () => {
      const handover = ownership.requestHandover(pageId, "anna@example.nl", "bart@example.nl", NOW);
      const other = profiles.create({ sub: "sub-eva", email: "eva@example.nl" }, 30).id;
      profiles.putAccessRow(other, "anna@example.nl", "manage");
      ownership.setSuccessor(other, "anna@example.nl");
      expect(ownership.transferOnAccountDeletion("anna@example.nl", new Map(), NOW)).toEqual([
        { profileId: pageId, newOwner: null },
      ]);
      expect(ownership.pendingHandoverById(handover?.id ?? "")).toBeUndefined();
      // Where the deleted account was only the successor, that choice is cleared.
      expect(ownership.get(other)).toMatchObject({ owner: "eva@example.nl", successor: null });
    });
  });
});
