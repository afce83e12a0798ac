import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Box, Flex, Stack } from "../../ui/layout";
import { AccountCard, AccountForm, EmailField, FormAlert, SubmitButton } from "./form-parts";

const t = accountTexts.resetPassword;

/** 'Wachtwoord herstellen' (/reset-password): request a code, then the confirm screen. */
export function ResetPasswordScreen({
  initialEmail,
  required,
}: {
  initialEmail: string;
  required: boolean;
}) {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = email.trim() === "" ? errorTexts.emailEmpty : undefined;
    setEmailError(error);
    setFormError(undefined);
    if (error !== undefined) return;
    setBusy(true);
    try {
      await auth.resetPassword({ username: email.trim() });
      await navigate({ to: "/reset-password/confirm", search: { email: email.trim() } });
    } catch (cause) {
      setFormError(authErrorMessage("resetPassword", cause));
      setBusy(false);
    }
  };

  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <Box asChild color="dusk.fg" textDecoration="underline">
          <Link to="/login">{t.backToLogin}</Link>
        </Box>
      }
    >
      <AccountForm label={t.title} onSubmit={() => void submit()}>
        {required ? <FormAlert status="info">{t.requiredNotice}</FormAlert> : null}
        {formError === undefined ? null : <FormAlert status="error">{formError}</FormAlert>}
        <EmailField value={email} onChange={setEmail} state={{ error: emailError }} />
        <Stack gap="3">
          <SubmitButton busy={busy} busyText={t.busy}>
            {t.submit}
          </SubmitButton>
          <Flex justify="center">
            <Box asChild color="dusk.fg" textDecoration="underline" fontSize="sm" py="2">
              <Link
                to="/reset-password/confirm"
                search={email.trim() === "" ? {} : { email: email.trim() }}
              >
                {t.haveCode}
              </Link>
            </Box>
          </Flex>
        </Stack>
      </AccountForm>
    </AccountCard>
  );
}
