/**
 * 'Eigenaar overdragen': the owner picks one of the other managers and sends the request.
 * Nothing changes until the receiver accepts; the dialog says so before anything is sent.
 */
import { Button, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.ownership;

export interface HandoverDialogProps {
  open: boolean;
  /** The managers the page may be handed to (never the owner). */
  managers: readonly string[];
  onClose: () => void;
  /** Sends the request; a rejected promise keeps the dialog open with the choice. */
  onSubmit: (email: string) => Promise<void>;
}

export function HandoverDialog({ open, managers, onClose, onSubmit }: HandoverDialogProps) {
  const [chosen, setChosen] = useState(managers.length === 1 ? (managers[0] ?? "") : "");
  const [sending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (chosen === "") {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      await onSubmit(chosen);
    } catch {
      // The page shows the Dutch error; the choice stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={texts.dialogTitle}
      footer={
        <Stack
          direction={{ base: "column-reverse", sm: "row" }}
          gap="3"
          width={{ base: "full", sm: "auto" }}
        >
          <Button variant="ghost" minHeight="11" onClick={onClose}>
            {dialogTexts.common.cancel}
          </Button>
          <Button
            minHeight="11"
            loading={sending}
            onClick={() => {
              void submit();
            }}
          >
            {texts.dialogSubmit}
          </Button>
        </Stack>
      }
    >
      <Stack gap="5">
        <Text>{texts.dialogIntro}</Text>
        <RadioGroup.Root
          value={chosen}
          onValueChange={(details) => {
            setChosen(details.value ?? "");
            setMissing(false);
          }}
          name="receiver"
          aria-label={texts.dialogReceiver}
        >
          <RadioGroup.Label mb="2" display="block" fontWeight="medium">
            {texts.dialogReceiver}
          </RadioGroup.Label>
          <Stack gap="1">
            {managers.map((email) => (
              <RadioGroup.Item key={email} value={email} minHeight="11" overflowWrap="anywhere">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{email}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {missing ? (
          <Text color="fg.error" role="alert">
            {texts.dialogChoose}
          </Text>
        ) : null}
        <Text color="fg.muted">{texts.dialogKeep}</Text>
      </Stack>
    </DialogShell>
  );
}
