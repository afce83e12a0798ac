// The local payment page as a Hono sub-app: GET /payments/{id} shows the plan and the amount,
// POST with the chosen outcome completes the payment and sends the browser back to the page.
// The page allows no script, is never framed and never cached.
import { Hono } from "hono";
import type { BackendContext } from "../context.ts";
import { ApiError } from "../errors/api-error.ts";
import type { ProfileStore } from "../stores/profile-store.ts";
import { OUTCOME_LABELS, renderPaymentPage, renderUnknownOutcomePage } from "./payment-page.ts";
import type { PaymentOutcome, PaymentService } from "./payment-service.ts";

const isPaymentOutcome = (value: unknown): value is PaymentOutcome =>
  typeof value === "string" && Object.hasOwn(OUTCOME_LABELS, value);

export function createPaymentRoutes(services: {
  ctx: BackendContext;
  profiles: ProfileStore;
  payments: PaymentService;
}): Hono {
  const { ctx, profiles, payments } = services;
  const app = new Hono();

  const paymentHeaders = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${ctx.config.webOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    "Referrer-Policy": "no-referrer",
  };
  const paymentPageOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new ApiError(404, "not_found", "payment not found");
    const profile = profiles.get(payment.profileId);
    return {
      payment,
      name: profile?.name ?? "",
      returnUrl: `${ctx.config.webOrigin}/${payment.profileId}`,
    };
  };
  app.get("/payments/:id", (c) => {
    const { payment, name, returnUrl } = paymentPageOf(c.req.param("id"));
    return c.body(renderPaymentPage(payment, name, returnUrl), 200, paymentHeaders);
  });
  app.post("/payments/:id", async (c) => {
    const { payment, returnUrl } = paymentPageOf(c.req.param("id"));
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const outcome = form.outcome;
    if (!isPaymentOutcome(outcome)) {
      return c.body(renderUnknownOutcomePage(payments.pageUrl(payment.id)), 400, paymentHeaders);
    }
    payments.complete(payment.id, outcome);
    return c.redirect(returnUrl, 303);
  });

  return app;
}
