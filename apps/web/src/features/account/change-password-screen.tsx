import { showToast } from "@memorial/ui/provider";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { errorTexts } from "../../texts/errors";
import { LinkButton, Stack } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  FormError,
  fullWidthButton,
  NewPasswordFields,
  SubmitButton,
  TextField,
} from "./form-parts";
import { useNewPassword, useSubmission } from "./use-form-state";
import { useTouched } from "./use-touched";

const t = accountTexts.changePassword;

/** 'Wachtwoord wijzigen' (/change-password): old, new and repeat; then home. */
export function ChangePasswordScreen() {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState("");
  const newPassword = useNewPassword(auth.config.passwordPolicy, errorTexts.newPasswordEmpty);
  const submission = useSubmission("changePassword");
  const touched = useTouched<"old" | "password" | "repeat">();

  const oldError = oldPassword === "" ? errorTexts.oldPasswordRequired : undefined;

  const submit = async () => {
    touched.submit();
    submission.clear();
    if (oldError !== undefined || !newPassword.valid) return;
    await submission.run(async () => {
      await auth.updatePassword({
        oldPassword,
        newPassword: newPassword.password,
        repeatPassword: newPassword.repeat,
      });
      showToast("success", t.success);
      await navigate({ to: "/" });
    });
  };

  return (
    <AccountCard title={t.title} intro={t.intro}>
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        <FormError message={submission.error} />
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
          newPassword={newPassword}
          touched={touched}
        />
        <Stack gap="3">
          <SubmitButton busy={submission.busy} busyText={t.busy}>
            {t.submit}
          </SubmitButton>
          <LinkButton asChild variant="ghost" {...fullWidthButton}>
            <Link to="/">{t.cancel}</Link>
          </LinkButton>
        </Stack>
      </AccountForm>
    </AccountCard>
  );
}
