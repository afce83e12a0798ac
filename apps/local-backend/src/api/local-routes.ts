// Local-only helpers for tests and demos as a Hono sub-app, under /_local: not part of the
// contract and not of production.
import { Hono } from "hono";
import { ApiError } from "../errors/api-error.ts";
import type { Scheduler } from "../scheduler/scheduler.ts";
import type { ProfileStore } from "../stores/profile-store.ts";

export function createLocalRoutes(services: {
  profiles: ProfileStore;
  scheduler: Scheduler;
}): Hono {
  const { profiles, scheduler } = services;
  const app = new Hono();

  // Ends a page's trial now: the page is blocked until a plan is bought.
  app.post("/_local/profiles/:id/expire-trial", (c) => {
    const profile = profiles.get(c.req.param("id"));
    if (!profile) throw new ApiError(404, "not_found", "profile not found");
    if (profile.plan !== "trial") {
      throw new ApiError(409, "plan_not_available", "only a page on trial has a trial to expire");
    }
    profiles.expireTrial(profile.id);
    return c.json({ id: profile.id, isBlocked: true });
  });

  // Moves the end of a bought plan's paid period to `inDays` days from now (default 0: it ends
  // now and the page rests until a manager extends it). Negative days lie in the past.
  app.post("/_local/profiles/:id/end-plan", (c) => {
    const profile = profiles.get(c.req.param("id"));
    if (!profile) throw new ApiError(404, "not_found", "profile not found");
    if (profile.plan === "trial") {
      throw new ApiError(409, "plan_not_available", "only a bought plan has a paid period to end");
    }
    const raw = c.req.query("inDays") ?? "0";
    if (!/^-?\d{1,5}$/.test(raw)) {
      throw new ApiError(400, "invalid_request", "inDays must be a whole number of days");
    }
    const paidUntil = new Date(
      scheduler.clock.now().getTime() + Number(raw) * 24 * 60 * 60 * 1000,
    ).toISOString();
    profiles.setPaidUntil(profile.id, paidUntil);
    return c.json({ id: profile.id, planEndsAt: paidUntil });
  });

  // The scheduler's movable clock: `GET` reads it, `POST { "at": ISO time }` moves it forward and
  // runs the timed mails that are due at once (400 for a time in its past or no time).
  const clockBody = () => ({
    now: scheduler.clock.now().toISOString(),
    offsetMs: scheduler.clock.offsetMs(),
  });
  app.get("/_local/clock", (c) => c.json(clockBody()));
  app.post("/_local/clock", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const at =
      typeof body === "object" && body !== null && "at" in body && typeof body.at === "string"
        ? new Date(body.at)
        : undefined;
    if (at === undefined || !scheduler.moveTo(at)) {
      throw new ApiError(400, "invalid_request", "at: a time at or after the clock's time");
    }
    return c.json(clockBody());
  });

  return app;
}
