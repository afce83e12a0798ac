import { PASSWORD_POLICY } from "@memorial/domain";
import { describePolicy, newPasswordErrors } from "./password";

describe("new password messages (spec section 5)", () => {
  it("describes the policy in one Dutch sentence", () => {
    expect(describePolicy(PASSWORD_POLICY)).toBe(
      "Het wachtwoord moet bestaan uit minstens 8 tekens, een kleine letter, een hoofdletter en een cijfer.",
    );
  });

  it("gives the empty, policy and mismatch messages", () => {
    expect(
      newPasswordErrors("", "", PASSWORD_POLICY, "Nieuw wachtwoord mag niet leeg zijn"),
    ).toEqual({
      password: "Nieuw wachtwoord mag niet leeg zijn",
    });
    expect(newPasswordErrors("kort", "kort", PASSWORD_POLICY, "leeg")).toEqual({
      password: "Wachtwoord voldoet niet aan alle eisen",
    });
    expect(
      newPasswordErrors("Herinnering2026", "Herinnering2025", PASSWORD_POLICY, "leeg"),
    ).toEqual({
      repeat: "Opgegeven wachtwoorden komen niet overeen",
    });
    expect(
      newPasswordErrors("Herinnering2026", "Herinnering2026", PASSWORD_POLICY, "leeg"),
    ).toEqual({});
  });
});
