import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { errorTexts } from "../../texts/errors";
import {
  AccountCard,
  AccountForm,
  EmailField,
  FooterPrompt,
  FormError,
  NewPasswordFields,
  SubmitButton,
  TextLink,
} from "./form-parts";
import { useNewPassword, useSubmission } from "./use-form-state";
import { useTouched } from "./use-touched";
import { Text } from "../../ui/layout";

const t = accountTexts.register;

/** 'Registreren' (/register): e-mail, password and repeat; then 'Verifieer registratie'. */
export function RegisterScreen() {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const newPassword = useNewPassword(auth.config.passwordPolicy, errorTexts.passwordEmpty);
  const submission = useSubmission("signUp");
  const touched = useTouched<"email" | "password" | "repeat">();

  const emailError = email.trim() === "" ? errorTexts.emailEmpty : undefined;

  const submit = async () => {
    touched.submit();
    submission.clear();
    if (emailError !== undefined || !newPassword.valid) return;
    await submission.run(async () => {
      const result = await auth.signUp({
        username: email.trim(),
        password: newPassword.password,
        repeatPassword: newPassword.repeat,
      });
      if (result.nextStep.signUpStep !== "CONFIRM_SIGN_UP") {
        console.warn(`Unexpected sign-up step: ${result.nextStep.signUpStep}`);
      }
      await navigate({ to: "/register/confirm", search: { email: email.trim() } });
    });
  };

  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <FooterPrompt question={t.haveAccount}>
          <Link to="/login">{t.signIn}</Link>
        </FooterPrompt>
      }
    >
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        <FormError message={submission.error} />
        <Text color="fg.muted" fontSize="sm">
          {t.privacyNote}{" "}
          <TextLink>
            <Link to="/privacy">{t.privacyLink}</Link>
          </TextLink>
          .
        </Text>
        <EmailField value={email} onChange={setEmail} state={touched.field("email", emailError)} />
        <NewPasswordFields
          labels={{
            password: accountTexts.fields.password,
            repeat: accountTexts.fields.repeatPassword,
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
