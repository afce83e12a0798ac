import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Box, Text } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  EmailField,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
} from "./form-parts";
import { newPasswordErrors } from "./password";
import { useTouched } from "./use-touched";

const t = accountTexts.register;

/** 'Registreren' (/register): e-mail, password and repeat; then 'Verifieer registratie'. */
export function RegisterScreen() {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const policy = auth.config.passwordPolicy;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const touched = useTouched<"email" | "password" | "repeat">();

  const passwordErrors = newPasswordErrors(password, repeat, policy, errorTexts.passwordEmpty);
  const emailError = email.trim() === "" ? errorTexts.emailEmpty : undefined;

  const submit = async () => {
    touched.submit();
    setFormError(undefined);
    if (emailError !== undefined || passwordErrors.password !== undefined) return;
    if (passwordErrors.repeat !== undefined) return;
    setBusy(true);
    try {
      const result = await auth.signUp({
        username: email.trim(),
        password,
        repeatPassword: repeat,
      });
      if (result.nextStep.signUpStep !== "CONFIRM_SIGN_UP") {
        console.warn(`Unexpected sign-up step: ${result.nextStep.signUpStep}`);
      }
      await navigate({ to: "/register/confirm", search: { email: email.trim() } });
    } catch (error) {
      setFormError(authErrorMessage("signUp", error));
      setBusy(false);
    }
  };

  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <Text color="fg.muted">
          {t.haveAccount}{" "}
          <Box asChild color="dusk.fg" textDecoration="underline" fontWeight="medium">
            <Link to="/login">{t.signIn}</Link>
          </Box>
        </Text>
      }
    >
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        {formError === undefined ? null : <FormAlert status="error">{formError}</FormAlert>}
        <EmailField value={email} onChange={setEmail} state={touched.field("email", emailError)} />
        <NewPasswordFields
          labels={{
            password: accountTexts.fields.password,
            repeat: accountTexts.fields.repeatPassword,
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
