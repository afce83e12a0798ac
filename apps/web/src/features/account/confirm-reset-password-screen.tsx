import { showToast } from "@memorial/ui/provider";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Box } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  CodeField,
  EmailField,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
} from "./form-parts";
import { newPasswordErrors } from "./password";
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
        <EmailField value={email} onChange={setEmail} state={touched.field("email", emailError)} />
        <CodeField
          label={accountTexts.fields.confirmationCode}
          value={code}
          onChange={setCode}
          state={touched.field("code", codeError)}
          autoFocus={initialEmail !== ""}
        />
        <NewPasswordFields
          labels={{
            password: accountTexts.fields.newPassword,
            repeat: accountTexts.fields.repeatNewPassword,
          }}
          policy={policy}
          password={{
            value: password,
            onChange: setPassword,
            state: touched.field("password", passwordErrors.password),
          }}
          repeat={{
            value: repeat,
            onChange: setRepeat,
            state: touched.field("repeat", passwordErrors.repeat),
          }}
        />
        <SubmitButton busy={busy} busyText={t.busy}>
          {t.submit}
        </SubmitButton>
      </AccountForm>
    </AccountCard>
  );
}
