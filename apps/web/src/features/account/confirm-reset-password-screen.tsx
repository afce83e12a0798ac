import { showToast } from "@memorial/ui/provider";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Box, Button } from "../../ui/layout";
import { AccountCard, AccountForm, FormAlert, TextField } from "./form-parts";
import { describePolicy, newPasswordErrors } from "./password";
import { useTouched } from "./use-touched";

const t = accountTexts.confirmResetPassword;

/** 'Nieuw wachtwoord instellen' (/reset-password/confirm): e-mail, code, new password, repeat. */
export function ConfirmResetPasswordScreen({ initialEmail }: { initialEmail: string }) {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const policy = auth.config.passwordPolicy;
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const touched = useTouched<"email" | "code" | "password" | "repeat">();

  const emailError = email.trim() === "" ? errorTexts.emailEmpty : undefined;
  const codeError = code.trim() === "" ? errorTexts.confirmationCodeEmpty : undefined;
  const passwordErrors = newPasswordErrors(password, repeat, policy, errorTexts.newPasswordEmpty);

  const submit = async () => {
    touched.submit();
    setFormError(undefined);
    if (emailError !== undefined || codeError !== undefined) return;
    if (passwordErrors.password !== undefined || passwordErrors.repeat !== undefined) return;
    setBusy(true);
    try {
      await auth.confirmResetPassword({
        username: email.trim(),
        confirmationCode: code.trim(),
        newPassword: password,
        repeatPassword: repeat,
      });
      showToast("success", t.success);
      await navigate({ to: "/login" });
    } catch (error) {
      setFormError(authErrorMessage("confirmResetPassword", error));
      setBusy(false);
    }
  };

  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <Box asChild color="dusk.fg" textDecoration="underline">
          <Link to="/reset-password" search={email.trim() === "" ? {} : { email: email.trim() }}>
            {t.requestCode}
          </Link>
        </Box>
      }
    >
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        {formError === undefined ? null : <FormAlert status="error">{formError}</FormAlert>}
        <TextField
          label={accountTexts.fields.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          onBlur={() => {
            touched.touch("email");
          }}
          error={touched.shown("email", emailError)}
        />
        <TextField
          label={accountTexts.fields.confirmationCode}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          onBlur={() => {
            touched.touch("code");
          }}
          hint={accountTexts.fields.codeHint}
          error={touched.shown("code", codeError)}
          autoFocus={initialEmail !== ""}
        />
        <TextField
          label={accountTexts.fields.newPassword}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          onBlur={() => {
            touched.touch("password");
          }}
          hint={describePolicy(policy)}
          error={touched.shown("password", passwordErrors.password)}
        />
        <TextField
          label={accountTexts.fields.repeatNewPassword}
          name="repeat-password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          onBlur={() => {
            touched.touch("repeat");
          }}
          error={touched.shown("repeat", passwordErrors.repeat)}
        />
        <Button type="submit" width="full" height="11" loading={busy} loadingText={t.busy}>
          {t.submit}
        </Button>
      </AccountForm>
    </AccountCard>
  );
}
