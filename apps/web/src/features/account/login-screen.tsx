import { redirectFromSearch } from "@memorial/auth";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Box, Button, Flex, Separator, Stack, Text } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  EmailField,
  FooterPrompt,
  FormError,
  SubmitButton,
  TextField,
} from "./form-parts";
import { signInOutcome } from "./sign-in-steps";

const t = accountTexts.login;

function GoogleButton() {
  const { auth } = useRouteContext({ from: "__root__" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Stack gap="3">
      <FormError message={error} />
      <Button
        variant="outline"
        width="full"
        height="11"
        loading={busy}
        loadingText={t.googleBusy}
        onClick={() => {
          setBusy(true);
          setError(undefined);
          auth
            .signInWithRedirect({ returnPath: redirectFromSearch(window.location.search) })
            .catch((cause: unknown) => {
              console.warn("Hosted sign-in could not start:", cause);
              setError(authErrorMessage("hostedSignIn", cause));
              setBusy(false);
            });
        }}
      >
        {t.google}
      </Button>
    </Stack>
  );
}

/** 'Inloggen' (/login): e-mail and password, Google, and the ways to register or reset. */
export function LoginScreen({ initialNotice }: { initialNotice?: string | undefined }) {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | undefined>(initialNotice);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const fieldErrors = {
      email: email.trim() === "" ? errorTexts.signInEmailEmpty : undefined,
      password: password === "" ? errorTexts.signInPasswordEmpty : undefined,
    };
    setErrors(fieldErrors);
    setFormError(undefined);
    if (fieldErrors.email !== undefined || fieldErrors.password !== undefined) return;
    setBusy(true);
    try {
      const outcome = signInOutcome(await auth.signIn({ username: email.trim(), password }));
      switch (outcome.kind) {
        case "done":
          await navigate({ href: redirectFromSearch(window.location.search), replace: true });
          return;
        case "confirm-sign-up":
          await navigate({ to: "/register/confirm", search: { email: email.trim() } });
          return;
        case "reset-password":
          await navigate({
            to: "/reset-password",
            search: { email: email.trim(), required: true },
          });
          return;
        case "unsupported":
          console.warn(`Unknown sign-in step: ${outcome.step}`);
          setFormError(errorTexts.unknown);
      }
    } catch (error) {
      setFormError(authErrorMessage("signIn", error));
    }
    setBusy(false);
  };

  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <FooterPrompt question={t.noAccount}>
          <Link to="/register">{t.register}</Link>
        </FooterPrompt>
      }
    >
      <Stack gap="6">
        <AccountForm label={t.title} onSubmit={() => void submit()}>
          <FormError message={formError} />
          <EmailField value={email} onChange={setEmail} state={{ error: errors.email }} />
          <TextField
            label={accountTexts.fields.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <Flex justify="flex-end" mt="-2">
            <Box asChild color="dusk.fg" textDecoration="underline" fontSize="sm" py="1">
              <Link to="/reset-password">{t.forgotPassword}</Link>
            </Box>
          </Flex>
          <SubmitButton busy={busy} busyText={t.busy}>
            {t.submit}
          </SubmitButton>
        </AccountForm>
        <Flex align="center" gap="3" aria-hidden="true">
          <Separator flex="1" />
          <Text color="fg.muted" fontSize="sm">
            {t.or}
          </Text>
          <Separator flex="1" />
        </Flex>
        <GoogleButton />
      </Stack>
    </AccountCard>
  );
}
