// Local-only helpers for tests and demos as a Hono sub-app, under /_local: not part of the
// contract and not of production.
import { Hono } from "hono";
import { ApiError } from "../errors/api-error.ts";
import type { ProfileStore } from "../stores/profile-store.ts";

export function createLocalRoutes(services: { profiles: ProfileStore }): Hono {
  const { profiles } = services;
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
    const paidUntil = new Date(Date.now() + Number(raw) * 24 * 60 * 60 * 1000).toISOString();
    profiles.setPaidUntil(profile.id, paidUntil);
    return c.json({ id: profile.id, planEndsAt: paidUntil });
  });

  return app;
}
