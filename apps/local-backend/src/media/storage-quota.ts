// The storage quota of a page: its plan's bytes (or MEMORIAL_STORAGE_QUOTA_BYTES), against which
// stored media and reservations count. An upload being received holds an in-memory reservation
// that grows chunk by chunk; a received upload keeps its bytes in `uploads.reserved_bytes` until
// its processing job ends (so a restart keeps them); a processed file replaces its reservation by
// its real size. Every check and change runs synchronously, which makes it atomic in this single
// process: parallel uploads never store more than the quota.
import { PLANS } from "@memorial/domain";
import { ApiError } from "../errors/api-error.ts";
import type { ProfileRecord } from "../stores/profile-store.ts";
import type { BackendContext } from "../context.ts";

/** Storage of a trial page: the largest plan, so a trial can try every section type. */
const TRIAL_STORAGE_BYTES = PLANS.silver.storageBytes;

/** The bytes an upload being received holds against its page's quota. */
export interface Reservation {
  readonly profileId: string;
  readonly bytes: number;
  /**
   * Grows the reservation to `bytes` (never shrinks it); throws 413 `storage_quota_exceeded`
   * when the page's stored and reserved bytes would then pass its quota.
   */
  grow(bytes: number): void;
}

export interface StorageQuota {
  /** Bytes of stored media counted against the page's plan. */
  used(profileId: string): number;
  /** Bytes reserved by uploads being received or waiting for processing. */
  reserved(profileId: string): number;
  /** The page's quota in bytes. */
  limit(profile: ProfileRecord): number;
  /** Whether `bytes` more fit next to what the page stores and has reserved. */
  fits(profile: ProfileRecord, bytes: number): boolean;
  /** A reservation of 0 bytes for an upload to the page; it counts once held. */
  reservation(profile: ProfileRecord): Reservation;
  /** Counts a reservation for the upload `jobId` until `release`. */
  hold(jobId: string, reservation: Reservation): void;
  release(jobId: string): void;
  /**
   * A processed upload's file of `size` bytes replaces the reservation its job keeps in the
   * database, when it fits next to everything else stored or reserved. Returns false (and
   * changes nothing) when it does not.
   */
  admitProcessed(profile: ProfileRecord, jobId: string, size: number): boolean;
}

export function createStorageQuota(ctx: BackendContext): StorageQuota {
  /** Bytes reserved by uploads being received, by job id. */
  const streaming = new Map<string, Reservation>();
  const setReservation = ctx.db.prepare("UPDATE uploads SET reserved_bytes = ? WHERE id = ?");
  const reservationOf = (id: string) =>
    ctx.db
      .prepare<[string], { reserved_bytes: number }>(
        "SELECT reserved_bytes FROM uploads WHERE id = ?",
      )
      .get(id)?.reserved_bytes ?? 0;

  const used = (profileId: string): number =>
    ctx.db
      .prepare<[string], { total: number | null }>(
        "SELECT SUM(size) AS total FROM assets WHERE profile_id = ?",
      )
      .get(profileId)?.total ?? 0;

  const reserved = (profileId: string): number => {
    let bytes =
      ctx.db
        .prepare<[string], { total: number | null }>(
          "SELECT SUM(reserved_bytes) AS total FROM uploads WHERE profile_id = ? AND status = 'pending'",
        )
        .get(profileId)?.total ?? 0;
    for (const reservation of streaming.values()) {
      if (reservation.profileId === profileId) bytes += reservation.bytes;
    }
    return bytes;
  };

  /** Stored plus reserved bytes of a page. */
  const taken = (profileId: string) => used(profileId) + reserved(profileId);

  const limit = (profile: ProfileRecord): number =>
    ctx.config.storageQuotaBytes ??
    (profile.plan === "trial" ? TRIAL_STORAGE_BYTES : PLANS[profile.plan].storageBytes);

  return {
    used,
    reserved,
    limit,
    fits: (profile, bytes) => taken(profile.id) + bytes <= limit(profile),
    reservation(profile) {
      const quota = limit(profile);
      let held = 0;
      const reservation: Reservation = {
        profileId: profile.id,
        get bytes() {
          return held;
        },
        grow(bytes) {
          if (bytes <= held) return;
          // Once held, the reservation's own bytes are part of what the page has taken.
          const own = [...streaming.values()].includes(reservation) ? held : 0;
          if (taken(profile.id) - own + bytes > quota) {
            throw new ApiError(
              413,
              "storage_quota_exceeded",
              "the storage quota of the page's plan is exceeded",
            );
          }
          held = bytes;
        },
      };
      return reservation;
    },
    hold(jobId, reservation) {
      streaming.set(jobId, reservation);
    },
    release(jobId) {
      streaming.delete(jobId);
    },
    admitProcessed(profile, jobId, size) {
      const others = taken(profile.id) - reservationOf(jobId);
      if (others + size > limit(profile)) return false;
      setReservation.run(size, jobId);
      return true;
    },
  };
}
