import type { ReactElement, ReactNode, Ref } from "react";
import { accountTexts } from "../../texts/account";
import { Box, Flex, Separator, Stack, Text } from "../../ui/layout";
import {
  AccountCard,
  AccountForm,
  EmailField,
  FooterPrompt,
  FormError,
  SubmitButton,
  TextField,
} from "./form-parts";

const t = accountTexts.login;

/** The addresses the login screen links to. */
export type LoginLinkTarget = "/register" | "/reset-password";

export interface LoginFormViewProps {
  /** A link to another account screen (the router's, or a plain one in the first paint). */
  link: (to: LoginLinkTarget, text: string) => ReactElement;
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  errors: { email?: string | undefined; password?: string | undefined };
  formError: string | undefined;
  busy: boolean;
  onSubmit: () => void;
  /** The 'Inloggen met Google' part below the form. */
  google: ReactNode;
  /** Between the form's error and its fields: what the first paint says when the app cannot load. */
  notice?: ReactNode;
  /** The element around the form and the Google part. */
  containerRef?: Ref<HTMLDivElement>;
}

/**
 * The look of 'Inloggen' (/login): the card with e-mail and password, 'Wachtwoord vergeten?',
 * the button, Google, and the way to register. One view for the app's screen
 * (`login-screen.tsx`) and the document's first paint before the app's code has arrived
 * (`app/shell/login-shell.tsx`), so both look the same and the hand-over does not move anything.
 */
export function LoginFormView(props: LoginFormViewProps) {
  return (
    <AccountCard
      title={t.title}
      intro={t.intro}
      footer={
        <FooterPrompt question={t.noAccount}>{props.link("/register", t.register)}</FooterPrompt>
      }
    >
      <Stack gap="6" ref={props.containerRef}>
        <AccountForm label={t.title} onSubmit={props.onSubmit}>
          <FormError message={props.formError} />
          {props.notice}
          <EmailField
            value={props.email}
            onChange={props.onEmailChange}
            state={{ error: props.errors.email }}
          />
          <TextField
            label={accountTexts.fields.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={props.password}
            onChange={props.onPasswordChange}
            error={props.errors.password}
          />
          <Flex justify="flex-end" mt="-2">
            <Box asChild color="dusk.fg" textDecoration="underline" fontSize="sm" py="1">
              {props.link("/reset-password", t.forgotPassword)}
            </Box>
          </Flex>
          <SubmitButton busy={props.busy} busyText={t.busy}>
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
        {props.google}
      </Stack>
    </AccountCard>
  );
}
