import { useId, type ReactNode, type SyntheticEvent } from "react";
import { useDocumentTitle } from "../../core/use-document-title";
import { accountTexts } from "../../texts/account";
import { Alert, Box, Button, Field, Heading, Input, Link, Stack, Text } from "../../ui/layout";
import { describePolicy } from "./password";
import type { NewPassword } from "./use-form-state";
import type { FieldState } from "./use-touched";

/** The frame of every account screen: a calm card with the title, an intro and the form. */
export function AccountCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box maxWidth="28rem" mx="auto">
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        px={{ base: "5", md: "8" }}
        py={{ base: "7", md: "9" }}
        boxShadow="xs"
      >
        <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="normal" mb="2">
          {title}
        </Heading>
        {intro === undefined ? null : (
          <Text color="fg.muted" mb="6">
            {intro}
          </Text>
        )}
        {children}
      </Box>
      {footer === undefined ? null : (
        <Box textAlign="center" mt="6">
          {footer}
        </Box>
      )}
    </Box>
  );
}

/**
 * A form that never validates natively (the Dutch messages are ours) and submits once. Its method
 * is POST: should it ever submit without the app (the login screen's first paint before its script
 * has run), the password goes nowhere in an address.
 */
export function AccountForm({
  onSubmit,
  children,
  label,
}: {
  onSubmit: () => void;
  children: ReactNode;
  label: string;
}) {
  return (
    <form
      noValidate
      method="post"
      aria-label={label}
      onSubmit={(event: SyntheticEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="5">{children}</Stack>
    </form>
  );
}

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: "email" | "password" | "text";
  autoComplete: "email" | "current-password" | "new-password" | "one-time-code" | "username";
  error?: string | undefined;
  hint?: string;
  inputMode?: "numeric" | "email" | "text";
  autoFocus?: boolean;
}

/** A labelled input with its error announced to screen readers (aria-invalid + describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  type = "text",
  autoComplete,
  error,
  hint,
  inputMode,
  autoFocus,
}: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        spellCheck={false}
        autoCapitalize="none"
        height="11"
        bg="bg"
        borderColor="fg.muted"
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      />
      {hint === undefined ? null : <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A form-level message (error or information), announced when it appears. */
export function FormAlert({
  status,
  children,
}: {
  status: "error" | "info" | "success" | "warning";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Alert.Root
      status={status}
      id={id}
      role={status === "error" ? "alert" : "status"}
      borderRadius="md"
    >
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

/** The e-mail field of the account screens. */
export function EmailField({
  value,
  onChange,
  state,
}: {
  value: string;
  onChange: (value: string) => void;
  state: FieldState;
}) {
  return (
    <TextField
      label={accountTexts.fields.email}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      {...state}
    />
  );
}

/** The code field of the confirmation screens (the code from the e-mail). */
export function CodeField({
  label,
  value,
  onChange,
  state,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  state: FieldState;
  autoFocus: boolean;
}) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={onChange}
      hint={accountTexts.fields.codeHint}
      autoFocus={autoFocus}
      {...state}
    />
  );
}

/** The touched state of the two new-password fields of a form. */
export interface NewPasswordTouched {
  field: (field: "password" | "repeat", message: string | undefined) => FieldState;
}

/** A new password and its repetition, with the policy as the first field's hint. */
export function NewPasswordFields({
  labels,
  newPassword,
  touched,
}: {
  labels: { password: string; repeat: string };
  newPassword: NewPassword;
  touched: NewPasswordTouched;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={newPassword.password}
        onChange={newPassword.setPassword}
        hint={describePolicy(newPassword.policy)}
        {...touched.field("password", newPassword.errors.password)}
      />
      <TextField
        label={labels.repeat}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={newPassword.repeat}
        onChange={newPassword.setRepeat}
        {...touched.field("repeat", newPassword.errors.repeat)}
      />
    </>
  );
}

/** The form's error message, when there is one. */
export function FormError({ message }: { message: string | undefined }) {
  return message === undefined ? null : <FormAlert status="error">{message}</FormAlert>;
}

/** A link under the card or in the form, in the link colour. */
export function CardLink({ children }: { children: ReactNode }) {
  return (
    <Box asChild color="dusk.fg" textDecoration="underline">
      {children}
    </Box>
  );
}

/** The footer's question with its link ('Nog geen account? Registreren'). */
/** A route link inside a sentence of the account screens: underlined, with the theme's focus
 * ring (the link recipe's), as every other control. */
export function TextLink({ children }: { children: ReactNode }) {
  return (
    <Link asChild color="dusk.fg" textDecoration="underline" fontWeight="medium">
      {children}
    </Link>
  );
}

export function FooterPrompt({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Text color="fg.muted">
      {question} <TextLink>{children}</TextLink>
    </Text>
  );
}

/**
 * The size of the account screens' full-width buttons: at least a thumb's height, and growing
 * with its text (200 % text on a narrow phone) instead of letting it spill out.
 */
export const fullWidthButton = { width: "full", height: "auto", minHeight: "11", py: "2" } as const;

/** The form's main button, full width, with its busy text while the call runs. */
export function SubmitButton({
  busy,
  busyText,
  disabled,
  children,
}: {
  busy: boolean;
  busyText: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      {...fullWidthButton}
      loading={busy}
      loadingText={busyText}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
