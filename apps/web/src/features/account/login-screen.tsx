import { redirectFromSearch } from "@memorial/auth";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { capturedLoginShell, takeLoginHandoff } from "../../core/login-handoff";
import { accountTexts } from "../../texts/account";
import { authErrorMessage, errorTexts } from "../../texts/errors";
import { Button, Stack } from "../../ui/layout";
import { FormError, fullWidthButton } from "./form-parts";
import { LoginFormView } from "./login-form";
import { signInOutcome } from "./sign-in-steps";

const t = accountTexts.login;

/** 'Inloggen met Google': its error above the button, its busy text while it redirects. */
export function GoogleButton({
  busy,
  error,
  onClick,
}: {
  busy: boolean;
  error: string | undefined;
  onClick: () => void;
}) {
  return (
    <Stack gap="3">
      <FormError message={error} />
      <Button
        variant="outline"
        {...fullWidthButton}
        loading={busy}
        loadingText={t.googleBusy}
        onClick={onClick}
      >
        {t.google}
      </Button>
    </Stack>
  );
}

/**
 * 'Inloggen' (/login): e-mail and password, Google, and the ways to register or reset. When the
 * app takes over from the document's first paint of this screen (`core/login-handoff.ts`),
 * it starts with what was typed there, puts the focus back, and carries out a submit or a tap on
 * Google made before it was there. After a confirmed registration the e-mail address is filled in.
 */
export function LoginScreen({
  initialNotice,
  initialEmail,
}: {
  initialNotice?: string | undefined;
  /** The address just confirmed (`?email=` after 'Verifieer registratie'): filled in. */
  initialEmail?: string | undefined;
}) {
  const { auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => {
    const typed = capturedLoginShell()?.email.value ?? "";
    return typed === "" ? (initialEmail ?? "") : typed;
  });
  const [password, setPassword] = useState(() => capturedLoginShell()?.password.value ?? "");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | undefined>(initialNotice);
  const [busy, setBusy] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleError, setGoogleError] = useState<string>();
  const containerRef = useRef<HTMLDivElement>(null);

  const submit = async (values: { email: string; password: string }) => {
    const fieldErrors = {
      email: values.email.trim() === "" ? errorTexts.signInEmailEmpty : undefined,
      password: values.password === "" ? errorTexts.signInPasswordEmpty : undefined,
    };
    setErrors(fieldErrors);
    setFormError(undefined);
    if (fieldErrors.email !== undefined || fieldErrors.password !== undefined) return;
    const username = values.email.trim();
    setBusy(true);
    try {
      const outcome = signInOutcome(await auth.signIn({ username, password: values.password }));
      switch (outcome.kind) {
        case "done":
          await navigate({ href: redirectFromSearch(window.location.search), replace: true });
          return;
        case "confirm-sign-up":
          await navigate({ to: "/register/confirm", search: { email: username } });
          return;
        case "reset-password":
          await navigate({ to: "/reset-password", search: { email: username, required: true } });
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

  const signInWithGoogle = () => {
    setGoogleBusy(true);
    setGoogleError(undefined);
    auth
      .signInWithRedirect({ returnPath: redirectFromSearch(window.location.search) })
      .catch((cause: unknown) => {
        console.warn("Hosted sign-in could not start:", cause);
        setGoogleError(authErrorMessage("hostedSignIn", cause));
        setGoogleBusy(false);
      });
  };

  // Taking over from the first paint: read it in the commit that replaces it, so nothing typed
  // in between is lost.
  const takeOver = useEffectEvent(() => {
    const handoff = takeLoginHandoff();
    if (handoff === undefined) return;
    const typed = { email: handoff.email, password: handoff.password };
    setEmail(typed.email);
    setPassword(typed.password);
    if (handoff.focused !== undefined) {
      const input = containerRef.current?.querySelector<HTMLInputElement>(
        `input[name="${handoff.focused.field}"]`,
      );
      input?.focus();
      const { start, end } = handoff.focused;
      if (input != null && start !== null && end !== null) {
        // The value is set by React after this effect's state updates; the caret goes where it was.
        requestAnimationFrame(() => {
          if (document.activeElement === input) input.setSelectionRange(start, end);
        });
      }
    }
    if (handoff.pending === "submit") void submit(typed);
    else if (handoff.pending === "google") signInWithGoogle();
  });
  useLayoutEffect(() => {
    takeOver();
  }, []);

  return (
    <LoginFormView
      link={(to, text) => <Link to={to}>{text}</Link>}
      email={email}
      password={password}
      onEmailChange={setEmail}
      onPasswordChange={setPassword}
      errors={errors}
      formError={formError}
      busy={busy}
      onSubmit={() => void submit({ email, password })}
      google={<GoogleButton busy={googleBusy} error={googleError} onClick={signInWithGoogle} />}
      containerRef={containerRef}
    />
  );
}
