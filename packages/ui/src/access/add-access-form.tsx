/** The form that gives one more person access: e-mail address and level. */
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  RadioGroup,
  Stack,
  chakra,
} from "@chakra-ui/react";
import { useId, useRef, useState, type SyntheticEvent } from "react";
import { ACCESS_LEVELS, sameEmail, type AccessLevel, type AccessListRow } from "./access-rows.js";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.access;

export function AddAccessForm({
  rows,
  onAdd,
}: {
  rows: readonly AccessListRow[];
  onAdd: (row: AccessListRow) => Promise<boolean>;
}) {
  const headingId = useId();
  const [email, setEmail] = useState("");
  const [level, setLevel] = useState<AccessLevel>("view");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = email.trim();
    if (username === "" || emailRef.current?.validity.valid === false) {
      setError(texts.invalidEmail);
      emailRef.current?.focus();
      return;
    }
    if (rows.some((row) => sameEmail(row.username, username))) {
      setError(texts.duplicateEmail);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    void onAdd({ username, level }).then((saved) => {
      setSaving(false);
      if (saved) {
        setEmail("");
        setLevel("view");
      }
    });
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      borderTopWidth="1px"
      pt="4"
    >
      <Heading
        id={headingId}
        as="h3"
        textStyle="md"
        fontFamily="heading"
        fontWeight="normal"
        mb="3"
      >
        {texts.addTitle}
      </Heading>
      <Stack gap="4">
        <Field.Root required invalid={error !== null}>
          <Field.Label>
            {texts.newEmail}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="off"
            placeholder={texts.newEmailPlaceholder}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
          />
          {error === null ? null : <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <RadioGroup.Root
          value={level}
          onValueChange={(details) => {
            const chosen = ACCESS_LEVELS.find((candidate) => candidate === details.value);
            if (chosen !== undefined) {
              setLevel(chosen);
            }
          }}
          name="level"
          aria-label={texts.newLevel}
        >
          <RadioGroup.Label mb="2" display="block">
            {texts.newLevel}
          </RadioGroup.Label>
          <HStack gap="6" rowGap="2" wrap="wrap">
            {ACCESS_LEVELS.map((candidate) => (
              <RadioGroup.Item key={candidate} value={candidate}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{texts.levels[candidate]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <Box>
          <Button
            type="submit"
            disabled={email.trim() === ""}
            loading={saving}
            loadingText={texts.saving}
          >
            {texts.add}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
