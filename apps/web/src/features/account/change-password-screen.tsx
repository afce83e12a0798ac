import { showToast } from "@memorial/ui/provider";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Button, Stack } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  TextField,
} from "./form-parts";
import { newPasswordErrors } from "./password";
import { useTouched } from "./use-touched";

const t = accountTexts.changePassword;

/** 'Wachtwoord wijzigen' (/change-password): old, new and repeat; then home. */
export function ChangePasswordScreen() {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const policy = auth.config.passwordPolicy;
  const [oldPassword, setOldPassword] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const touched = useTouched<"old" | "password" | "repeat">();

  const oldError = oldPassword === "" ? errorTexts.oldPasswordRequired : undefined;
  const passwordErrors = newPasswordErrors(password, repeat, policy, errorTexts.newPasswordEmpty);

  const submit = async () => {
    touched.submit();
    setFormError(undefined);
    if (oldError !== undefined) return;
    if (passwordErrors.password !== undefined || passwordErrors.repeat !== undefined) return;
    setBusy(true);
    try {
      await auth.updatePassword({ oldPassword, newPassword: password, repeatPassword: repeat });
      showToast("success", t.success);
      await navigate({ to: "/" });
    } catch (error) {
      setFormError(authErrorMessage("changePassword", error));
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t.title} intro={t.intro}>
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        {formError === undefined ? null : <FormAlert status="error">{formError}</FormAlert>}
        <TextField
          label={accountTexts.fields.oldPassword}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={setOldPassword}
          {...touched.field("old", oldError)}
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
        <Stack gap="3">
          <SubmitButton busy={busy} busyText={t.busy}>
            {t.submit}
          </SubmitButton>
          <Button asChild variant="ghost" width="full" height="11">
            <Link to="/">{t.cancel}</Link>
          </Button>
        </Stack>
      </AccountForm>
    </AccountCard>
  );
}
