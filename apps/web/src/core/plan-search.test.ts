import { describe, expect, it } from "vitest";
import { validatePlanSearch } from "./plan-search";

describe("validatePlanSearch", () => {
  it("keeps plan=verlengen", () => {
    expect(validatePlanSearch({ plan: "verlengen" })).toEqual({ plan: "verlengen" });
  });

  it.each([["Verlengen"], ["activeren"], [""], [["verlengen"]], [5], [undefined]])(
    "drops %j",
    (plan) => {
      expect(validatePlanSearch({ plan })).toEqual({});
    },
  );
});
