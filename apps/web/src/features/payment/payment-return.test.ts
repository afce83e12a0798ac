import { afterEach, describe, expect, it } from "vitest";
import { rememberPaymentStart, takePaymentStart } from "./payment-return";

afterEach(() => {
  sessionStorage.clear();
});

describe("the payment started for a page", () => {
  it("is taken once, with its plan, on the way back", () => {
    rememberPaymentStart("p1", "silver", 1_000);
    expect(takePaymentStart("p1", 2_000)).toEqual({ plan: "silver", at: 1_000 });
    expect(takePaymentStart("p1", 2_000)).toBeNull();
  });

  it("belongs to its own page only", () => {
    rememberPaymentStart("p1", "bronze", 1_000);
    expect(takePaymentStart("p2", 2_000)).toBeNull();
    expect(takePaymentStart("p1", 2_000)?.plan).toBe("bronze");
  });

  it("is forgotten after two hours, and when it cannot be read", () => {
    rememberPaymentStart("p1", "silver", 0);
    expect(takePaymentStart("p1", 2 * 60 * 60 * 1000 + 1)).toBeNull();
    sessionStorage.setItem("memorial:payment-started:p1", "{not json");
    expect(takePaymentStart("p1", 1)).toBeNull();
    sessionStorage.setItem("memorial:payment-started:p1", JSON.stringify({ plan: "gold", at: 0 }));
    expect(takePaymentStart("p1", 1)).toBeNull();
  });
});
