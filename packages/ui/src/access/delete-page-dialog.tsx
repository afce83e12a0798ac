/**
 * 'Pagina verwijderen': first the keepsake ('Eerst een aandenken downloaden'), then the owner
 * types the page's name to confirm. A name that does not match says so and deletes nothing; a
 * manager who is not the owner is told who is. The page decides what deleting does
 * (`onDelete`): a rejected promise keeps the dialog and what was typed.
 */
import { Button, chakra, Dialog, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.deletePage;

export interface DeletePageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page's name as stored ('' for a page without a name). */
  pageName: string;
  /** While the owner is being looked up: `loading`; `owner` for the caller, else the owner's address. */
  owner: { state: "loading" } | { state: "owner" } | { state: "other"; email: string };
  /** 'Eerst een aandenken downloaden': the page's keepsake (the ZIP and the print version). */
  onKeepsake: () => void;
  onDelete: () => Promise<unknown>;
}

/** The name as typed, compared without case and with white space folded. */
function folded(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("nl");
}

/** Whether `typed` confirms the page named `pageName` (the word 'verwijderen' without a name). */
export function confirmsPageName(typed: string, pageName: string): boolean {
  const expected = folded(pageName) === "" ? texts.unnamedWord : folded(pageName);
  return folded(typed) === expected;
}

export function DeletePageDialog({
  open,
  onClose,
  pageName,
  owner,
  onKeepsake,
  onDelete,
}: DeletePageDialogProps) {
  const [step, setStep] = useState<"keepsake" | "confirm">("keepsake");
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const named = pageName.trim() !== "";

  useEffect(() => {
    if (!open) {
      setStep("keepsake");
      setTyped("");
      setError(null);
    }
  }, [open]);
  useEffect(() => {
    if (step === "confirm") inputRef.current?.focus();
  }, [step]);

  const confirm = async () => {
    if (typed.trim() === "") {
      setError(texts.nameMissing);
      inputRef.current?.focus();
      return;
    }
    if (!confirmsPageName(typed, pageName)) {
      setError(texts.nameWrong);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onDelete();
    } catch {
      // The page says why; the dialog keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const footer =
    owner.state !== "owner" ? (
      <Button variant="outline" onClick={onClose}>
        {texts.cancel}
      </Button>
    ) : step === "keepsake" ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setStep("confirm");
          }}
        >
          {texts.next}
        </Button>
        <Button onClick={onKeepsake}>{texts.keepsake}</Button>
      </>
    ) : (
      <>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            setStep("keepsake");
            setError(null);
          }}
        >
          {texts.back}
        </Button>
        <Button
          colorPalette="red"
          loading={busy}
          loadingText={texts.confirm}
          onClick={() => {
            void confirm();
          }}
        >
          {texts.confirm}
        </Button>
      </>
    );

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={texts.title}
      dismissible={!busy}
      footer={footer}
    >
      {owner.state === "loading" ? (
        <Text role="status">{texts.loading}</Text>
      ) : owner.state === "other" ? (
        <Dialog.Description color="fg" textStyle="md">
          {texts.notOwner(owner.email)}
        </Dialog.Description>
      ) : step === "keepsake" ? (
        <Stack gap="3">
          <Dialog.Description color="fg" textStyle="md">
            {texts.keepsakeIntro}
          </Dialog.Description>
          <Text>{texts.keepsakeQuestion}</Text>
        </Stack>
      ) : (
        <chakra.form
          display="flex"
          flexDirection="column"
          gap="4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Dialog.Description color="fg" textStyle="md">
            {named ? texts.confirmIntro(pageName.trim()) : texts.confirmIntroUnnamed}
          </Dialog.Description>
          <Field.Root required invalid={error !== null}>
            <Field.Label>
              {named ? texts.nameLabel : texts.unnamedWord}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={inputRef}
              name="page-name"
              autoComplete="off"
              spellCheck={false}
              minHeight="44px"
              value={typed}
              disabled={busy}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setError(null);
              }}
            />
            {error === null ? null : <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Text color="fg.muted">{texts.whatHappens}</Text>
        </chakra.form>
      )}
    </DialogShell>
  );
}
