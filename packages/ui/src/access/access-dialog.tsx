import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  RadioGroup,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  chakra,
} from "@chakra-ui/react";
import { RetryAlert } from "../dialogs/retry-alert.js";
import { ACCESS_LEVELS, type AccessLevel } from "@memorial/domain";
import { Fragment, type SyntheticEvent, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../dialogs/confirm-dialog.js";
import { TrashIcon } from "../icons/icons.js";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.access;

/** Bekijk (view group, id ending in ...0001) or Beheer (manage group, id ending in ...0000). */
export type { AccessLevel };
/** The levels of @memorial/domain, in the order the dialog offers them: Bekijk, then Beheer. */
export { ACCESS_LEVELS };

/** One person with access, as the dialog shows it (the access row of spec section 3). */
export interface AccessListRow {
  /** The person's e-mail address. */
  username: string;
  level: AccessLevel;
}

export type AccessListStatus = "loading" | "error" | "ready";

export interface AccessDialogProps {
  open: boolean;
  onClose: () => void;
  status: AccessListStatus;
  rows: readonly AccessListRow[];
  /** E-mail of the signed-in user: that row can be neither changed nor removed. */
  currentUserEmail: string;
  /** Adds a person or changes a level. A rejected promise keeps the form as it was. */
  onSave: (row: AccessListRow) => Promise<void> | void;
  /** Removes a person after the confirm question was answered with Ja. */
  onRemove: (username: string) => Promise<void> | void;
  /** Retry after a loading error. */
  onRetry?: () => void;
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** An e-mail address that may wrap before '@' and '.', never in the middle of a word. */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={`${String(index)}${part}`}>
          {index === 0 ? null : <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function LevelSelect({
  row,
  disabled,
  onChange,
}: {
  row: AccessListRow;
  disabled: boolean;
  onChange: (level: AccessLevel) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width={{ base: "6.75rem", sm: "8.5rem" }} disabled={disabled}>
      <NativeSelect.Field
        aria-label={texts.levelOf(row.username)}
        value={row.level}
        onChange={(event) => {
          const level = ACCESS_LEVELS.find((candidate) => candidate === event.currentTarget.value);
          if (level !== undefined && level !== row.level) {
            onChange(level);
          }
        }}
      >
        {ACCESS_LEVELS.map((level) => (
          <option key={level} value={level}>
            {texts.levels[level]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function AccessTable({
  rows,
  currentUserEmail,
  pending,
  onChangeLevel,
  onAskRemove,
}: {
  rows: readonly AccessListRow[];
  currentUserEmail: string;
  pending: ReadonlySet<string>;
  onChangeLevel: (row: AccessListRow) => void;
  onAskRemove: (username: string) => void;
}) {
  const others = rows.filter((row) => !sameEmail(row.username, currentUserEmail));
  return (
    <Stack gap="2">
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" mt="0" mb="2" color="fg.muted">
          {texts.tableCaption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{texts.emailColumn}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.levelColumn}</Table.ColumnHeader>
            <Table.ColumnHeader width="1%">
              <VisuallyHidden>{texts.actionsColumn}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const own = sameEmail(row.username, currentUserEmail);
            const busy = pending.has(row.username);
            return (
              <Table.Row key={row.username} data-own={own ? "" : undefined}>
                <Table.Cell overflowWrap="anywhere" minWidth="0">
                  <EmailAddress email={row.username} />
                  {own ? (
                    <Badge ms="2" variant="subtle" size="sm">
                      {texts.ownRow}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {own ? (
                    <Text as="span" title={texts.ownRowHint}>
                      {texts.levels[row.level]}
                    </Text>
                  ) : (
                    <LevelSelect
                      row={row}
                      disabled={busy}
                      onChange={(level) => {
                        onChangeLevel({ username: row.username, level });
                      }}
                    />
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {own ? null : (
                    <IconButton
                      aria-label={texts.remove(row.username)}
                      variant="ghost"
                      size="md"
                      loading={busy}
                      onClick={() => {
                        onAskRemove(row.username);
                      }}
                    >
                      <TrashIcon boxSize="5" />
                    </IconButton>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {rows.some((row) => sameEmail(row.username, currentUserEmail)) ? (
        <Text textStyle="sm" color="fg.muted">
          {texts.ownRowHint}
        </Text>
      ) : null}
      {others.length === 0 ? <Text color="fg.muted">{texts.empty}</Text> : null}
    </Stack>
  );
}

function AddAccessForm({
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
          <HStack gap="6">
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

/**
 * 'Toegang beheren' (spec sections 2 and 5): who has access and at which level, add a person,
 * change a level, remove a person after a confirm question. The user's own row is locked.
 */
export function AccessDialog({
  open,
  onClose,
  status,
  rows,
  currentUserEmail,
  onSave,
  onRemove,
  onRetry,
}: AccessDialogProps) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // The e-mail stays after closing so the question does not change during the close animation.
  const [removeTarget, setRemoveTarget] = useState("");
  const [confirmOpen, setConfirmOpen] = useState(false);

  const track = async (username: string, action: () => Promise<void> | void): Promise<boolean> => {
    setPending((current) => new Set(current).add(username));
    try {
      await action();
      return true;
    } catch {
      // The page shows the Dutch error toast; the dialog keeps its state.
      return false;
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(username);
        return next;
      });
    }
  };

  const guardOwn = (username: string) => sameEmail(username, currentUserEmail);

  return (
    <>
      <DialogShell
        open={open}
        onClose={onClose}
        title={texts.title}
        size="lg"
        focusCloseButton
        footer={
          <Button variant="outline" onClick={onClose}>
            {dialogTexts.common.close}
          </Button>
        }
      >
        <Stack gap="5">
          <Text color="fg.muted">{texts.intro}</Text>
          {status === "loading" ? (
            <Stack gap="3" aria-busy="true">
              <Text role="status">{texts.loadingRows}</Text>
              <Skeleton height="8" />
              <Skeleton height="8" />
              <Skeleton height="8" />
            </Stack>
          ) : status === "error" ? (
            <RetryAlert title={texts.loadError} onRetry={onRetry} />
          ) : (
            <>
              <AccessTable
                rows={rows}
                currentUserEmail={currentUserEmail}
                pending={pending}
                onChangeLevel={(row) => {
                  if (!guardOwn(row.username)) {
                    void track(row.username, () => onSave(row));
                  }
                }}
                onAskRemove={(username) => {
                  if (!guardOwn(username)) {
                    setRemoveTarget(username);
                    setConfirmOpen(true);
                  }
                }}
              />
              <AddAccessForm rows={rows} onAdd={(row) => track(row.username, () => onSave(row))} />
            </>
          )}
        </Stack>
      </DialogShell>
      <ConfirmDialog
        open={confirmOpen}
        title={texts.confirmRemoveTitle}
        question={texts.confirmRemove(removeTarget)}
        confirmLabel={texts.confirmRemoveAction}
        cancelLabel={dialogTexts.common.cancel}
        destructive
        onCancel={() => {
          setConfirmOpen(false);
        }}
        onConfirm={() => {
          setConfirmOpen(false);
          void track(removeTarget, () => onRemove(removeTarget));
        }}
      />
    </>
  );
}
