import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { errorTexts } from "../../texts/errors";
import { Box, Flex, Stack } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  CardLink,
  EmailField,
  FormAlert,
  FormError,
  SubmitButton,
} from "./form-parts";
import { useSubmission } from "./use-form-state";

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
  const submission = useSubmission("resetPassword");

  const submit = async () => {
    const error = email.trim() === "" ? errorTexts.emailEmpty : undefined;
    setEmailError(error);
    submission.clear();
    if (error !== undefined) return;
    await submission.run(async () => {
      await auth.resetPassword({ username: email.trim() });
      await navigate({ to: "/reset-password/confirm", search: { email: email.trim() } });
    });
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
        {required ? <FormAlert status="info">{t.requiredNotice}</FormAlert> : null}
        <FormError message={submission.error} />
        <EmailField value={email} onChange={setEmail} state={{ error: emailError }} />
        <Stack gap="3">
          <SubmitButton busy={submission.busy} busyText={t.busy}>
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
