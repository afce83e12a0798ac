import { showToast } from "@memorial/ui/provider";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { errorTexts } from "../../texts/errors";
import {
  AccountCard,
  AccountForm,
  CardLink,
  CodeField,
  EmailField,
  FormError,
  NewPasswordFields,
  SubmitButton,
} from "./form-parts";
import { useNewPassword, useSubmission } from "./use-form-state";
import { useTouched } from "./use-touched";

const t = accountTexts.confirmResetPassword;

/** 'Nieuw wachtwoord instellen' (/reset-password/confirm): e-mail, code, new password, repeat. */
export function ConfirmResetPasswordScreen({ initialEmail }: { initialEmail: string }) {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const newPassword = useNewPassword(auth.config.passwordPolicy, errorTexts.newPasswordEmpty);
  const submission = useSubmission("confirmResetPassword");
  const touched = useTouched<"email" | "code" | "password" | "repeat">();

  const emailError = email.trim() === "" ? errorTexts.emailEmpty : undefined;
  const codeError = code.trim() === "" ? errorTexts.confirmationCodeEmpty : undefined;

  const submit = async () => {
    touched.submit();
    submission.clear();
    if (emailError !== undefined || codeError !== undefined || !newPassword.valid) return;
    await submission.run(async () => {
      await auth.confirmResetPassword({
        username: email.trim(),
        confirmationCode: code.trim(),
        newPassword: newPassword.password,
        repeatPassword: newPassword.repeat,
      });
      showToast("success", t.success);
      await navigate({ to: "/login" });
    });
  };

  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <CardLink>
          <Link to="/reset-password" search={email.trim() === "" ? {} : { email: email.trim() }}>
            {t.requestCode}
          </Link>
        </CardLink>
      }
    >
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        <FormError message={submission.error} />
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
          newPassword={newPassword}
          touched={touched}
        />
        <SubmitButton busy={submission.busy} busyText={t.busy}>
          {t.submit}
        </SubmitButton>
      </AccountForm>
    </AccountCard>
  );
}
