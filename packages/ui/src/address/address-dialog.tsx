/**
 * 'Adres van de pagina': the page's readable address with a live check under the field
 * ("Dit adres is beschikbaar" or why not) and Opslaan. Presentational: the check and the save
 * are the caller's (the web app asks the API).
 */
import { Button, Field, HStack, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { ADDRESS_LIMITS } from "@memorial/domain";
import { useId, type SyntheticEvent } from "react";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.address;

/** What the live check says about the typed address. */
export type AddressCheckView =
  | { state: "unchanged" }
  | { state: "checking" }
  | { state: "available" }
  | { state: "problem"; message: string };

export interface AddressDialogProps {
  open: boolean;
  onClose: () => void;
  /** The web app's origin, shown before the field (`https://…/`). */
  origin: string;
  value: string;
  onChange: (value: string) => void;
  check: AddressCheckView;
  saving: boolean;
  onSave: () => void;
}

export function AddressDialog({
  open,
  onClose,
  origin,
  value,
  onChange,
  check,
  saving,
  onSave,
}: AddressDialogProps) {
  const formId = useId();
  const canSave = check.state === "available" && !saving;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (canSave) onSave();
  };
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={texts.title}
      dismissible={!saving}
      footer={
        <HStack gap="3" wrap="wrap" justify="flex-end">
          <Button variant="outline" minH="11" onClick={onClose} disabled={saving}>
            {dialogTexts.common.cancel}
          </Button>
          <Button type="submit" form={formId} minH="11" disabled={!canSave} loading={saving}>
            {texts.save}
          </Button>
        </HStack>
      }
    >
      <chakra.form id={formId} onSubmit={submit} noValidate>
        <Stack gap="3">
          <Text>{texts.intro}</Text>
          <Field.Root invalid={check.state === "problem"}>
            <Field.Label>{texts.label}</Field.Label>
            <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
              {`${origin}/`}
            </Text>
            <Input
              name="address"
              minH="11"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={ADDRESS_LIMITS.maxLength + 20}
              value={value}
              onChange={(event) => {
                onChange(event.currentTarget.value);
              }}
            />
            {check.state === "problem" ? (
              <Field.ErrorText>{check.message}</Field.ErrorText>
            ) : (
              <Field.HelperText aria-live="polite">
                {check.state === "available"
                  ? texts.available
                  : check.state === "checking"
                    ? texts.checking
                    : texts.hint}
              </Field.HelperText>
            )}
          </Field.Root>
          <Text textStyle="sm" color="fg.muted">
            {texts.earlier}
          </Text>
        </Stack>
      </chakra.form>
    </DialogShell>
  );
}
