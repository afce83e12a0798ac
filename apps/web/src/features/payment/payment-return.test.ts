import { afterEach, describe, expect, it } from "vitest";
import { paymentWentThrough, rememberPaymentStart, takePaymentStart } from "./payment-return";

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

describe("a change of a bought plan", () => {
  const END = "2035-03-04T10:00:00.000Z";

  it("went through when the end moved (Verlengen) or the page is silver (Overstappen)", () => {
    rememberPaymentStart("p1", "bronze", 1_000, { kind: "extend", endsBefore: END });
    const extend = takePaymentStart("p1", 2_000);
    expect(extend?.change).toEqual({ kind: "extend", endsBefore: END });
    if (extend === null) throw new Error("no start");
    expect(paymentWentThrough(extend, { plan: "bronze", planEndsAt: new Date(END) })).toBe(false);
    expect(
      paymentWentThrough(extend, { plan: "bronze", planEndsAt: new Date("2045-03-04T10:00:00Z") }),
    ).toBe(true);

    rememberPaymentStart("p1", "silver", 1_000, { kind: "upgrade" });
    const upgrade = takePaymentStart("p1", 2_000);
    if (upgrade === null) throw new Error("no start");
    expect(paymentWentThrough(upgrade, { plan: "bronze", planEndsAt: new Date(END) })).toBe(false);
    expect(paymentWentThrough(upgrade, { plan: "silver", planEndsAt: new Date(END) })).toBe(true);
  });

  it("reads a first plan as paid once the page left its trial", () => {
    rememberPaymentStart("p1", "silver", 1_000);
    const first = takePaymentStart("p1", 2_000);
    if (first === null) throw new Error("no start");
    expect(paymentWentThrough(first, { plan: "trial", planEndsAt: null })).toBe(false);
    expect(paymentWentThrough(first, { plan: "silver", planEndsAt: null })).toBe(true);
  });
});
