import { showToast } from "@memorial/ui/provider";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Button, Stack } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  CardLink,
  CodeField,
  EmailField,
  FormAlert,
  fullWidthButton,
  SubmitButton,
} from "./form-parts";

const t = accountTexts.confirmSignUp;

/** 'Verifieer registratie' (/register/confirm): e-mail and activation code, resend the code. */
export function ConfirmSignUpScreen({ initialEmail }: { initialEmail: string }) {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [message, setMessage] = useState<{ status: "error" | "success"; text: string }>();
  const [busy, setBusy] = useState<"confirm" | "resend">();

  const submit = async () => {
    const next = {
      email: email.trim() === "" ? errorTexts.emailEmpty : undefined,
      code: code.trim() === "" ? errorTexts.activationCodeEmpty : undefined,
    };
    setErrors(next);
    setMessage(undefined);
    if (next.email !== undefined || next.code !== undefined) return;
    setBusy("confirm");
    try {
      await auth.confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
      showToast("success", t.success);
      await navigate({ to: "/login", search: { email: email.trim() } });
    } catch (error) {
      setMessage({ status: "error", text: authErrorMessage("confirmSignUp", error) });
      setBusy(undefined);
    }
  };

  const resend = async () => {
    const emailError = email.trim() === "" ? errorTexts.emailEmpty : undefined;
    setErrors({ email: emailError });
    setMessage(undefined);
    if (emailError !== undefined) return;
    setBusy("resend");
    try {
      await auth.resendSignUpCode({ username: email.trim() });
      setMessage({ status: "success", text: t.resent });
    } catch (error) {
      setMessage({ status: "error", text: authErrorMessage("resendCode", error) });
    }
    setBusy(undefined);
  };

  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <CardLink>
          <Link to="/login">{t.backToLogin}</Link>
        </CardLink>
      }
    >
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        {message === undefined ? null : (
          <FormAlert status={message.status}>{message.text}</FormAlert>
        )}
        <EmailField value={email} onChange={setEmail} state={{ error: errors.email }} />
        <CodeField
          label={accountTexts.fields.activationCode}
          value={code}
          onChange={setCode}
          state={{ error: errors.code }}
          autoFocus={initialEmail !== ""}
        />
        <Stack gap="3">
          <SubmitButton busy={busy === "confirm"} busyText={t.busy} disabled={busy === "resend"}>
            {t.submit}
          </SubmitButton>
          <Button
            variant="ghost"
            {...fullWidthButton}
            loading={busy === "resend"}
            loadingText={t.resendBusy}
            disabled={busy === "confirm"}
            onClick={() => void resend()}
          >
            {t.resend}
          </Button>
        </Stack>
      </AccountForm>
    </AccountCard>
  );
}
