import { AuthError } from "@memorial/auth";
import { PASSWORD_POLICY } from "@memorial/domain";
import { MemorialUiProvider } from "@memorial/ui/provider";
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { errorTexts } from "../../texts/errors";
import { FormError, NewPasswordFields } from "./form-parts";
import { useNewPassword, useSubmission } from "./use-form-state";
import { useTouched } from "./use-touched";

const EMPTY = "Nieuw wachtwoord mag niet leeg zijn";

describe("useNewPassword", () => {
  it("asks for a password, then for one that meets the policy and is repeated exactly", () => {
    const { result } = renderHook(() => useNewPassword(PASSWORD_POLICY, EMPTY));
    expect(result.current.errors).toEqual({ password: EMPTY });
    expect(result.current.valid).toBe(false);
    act(() => {
      result.current.setPassword("kort");
    });
    expect(result.current.errors).toEqual({
      password: errorTexts.passwordPolicy,
      repeat: errorTexts.passwordsDoNotMatch,
    });
    act(() => {
      result.current.setPassword("Herinnering2026");
      result.current.setRepeat("Herinnering2025");
    });
    expect(result.current.errors).toEqual({ repeat: errorTexts.passwordsDoNotMatch });
    expect(result.current.valid).toBe(false);
    act(() => {
      result.current.setRepeat("Herinnering2026");
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.valid).toBe(true);
  });
});

describe("useSubmission", () => {
  it("stays busy after success: the screen goes elsewhere", async () => {
    const { result } = renderHook(() => useSubmission("signUp"));
    expect(result.current.busy).toBe(false);
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      );
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.error).toBeUndefined();
  });

  it("shows the Dutch message of a failure, lets the user try again and clears it", async () => {
    const { result } = renderHook(() => useSubmission("signUp"));
    await act(async () => {
      await result.current.run(() =>
        Promise.reject(new AuthError("NetworkError", "Network Error")),
      );
    });
    expect(result.current.error).toBe(errorTexts.network);
    expect(result.current.busy).toBe(false);
    act(() => {
      result.current.clear();
    });
    expect(result.current.error).toBeUndefined();
  });
});

function PasswordForm() {
  const newPassword = useNewPassword(PASSWORD_POLICY, EMPTY);
  const touched = useTouched<"password" | "repeat">();
  return (
    <NewPasswordFields
      labels={{ password: "Nieuw wachtwoord", repeat: "Herhaal nieuw wachtwoord" }}
      newPassword={newPassword}
      touched={touched}
    />
  );
}

describe("NewPasswordFields", () => {
  it("shows a field's message only after the field was left", async () => {
    const user = userEvent.setup();
    render(
      <MemorialUiProvider>
        <PasswordForm />
      </MemorialUiProvider>,
    );
    const password = screen.getByLabelText("Nieuw wachtwoord");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    await user.type(password, "kort");
    expect(screen.queryByText(errorTexts.passwordPolicy)).toBeNull();
    await user.tab();
    expect(screen.getByText(errorTexts.passwordPolicy)).toBeInTheDocument();
    expect(screen.queryByText(errorTexts.passwordsDoNotMatch)).toBeNull();
    await user.tab();
    expect(screen.getByText(errorTexts.passwordsDoNotMatch)).toBeInTheDocument();
  });
});

describe("FormError", () => {
  it("shows an alert only when there is a message", () => {
    const { rerender } = render(
      <MemorialUiProvider>
        <FormError message={undefined} />
      </MemorialUiProvider>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(
      <MemorialUiProvider>
        <FormError message="Onbekende fout opgetreden" />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Onbekende fout opgetreden");
  });
});
