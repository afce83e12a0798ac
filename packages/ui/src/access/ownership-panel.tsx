/**
 * The page's owner in 'Toegang beheren': who owns the page, 'Eigenaar overdragen' and the
 * waiting request (the owner only), the successor ('Opvolger', the owner only) and 'Pagina
 * verlaten' (anyone but the owner, after a confirmation). What a non-owner may not do is shown
 * with the reason, never silently left out.
 */
import { Button, Field, Heading, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { ConfirmDialog } from "../dialogs/confirm-dialog.js";
import { dialogTexts } from "../texts/dialogs.js";
import { sameEmail } from "./access-rows.js";
import { HandoverDialog } from "./handover-dialog.js";

const texts = dialogTexts.ownership;

/** The ownership as the panel shows it. */
export interface OwnershipView {
  owner: string;
  successor: string | null;
  /** The receiver of the waiting hand-over, or null. */
  handoverTo: string | null;
}

export interface OwnershipPanelProps {
  ownership: OwnershipView;
  currentUserEmail: string;
  /** The page's managers other than the owner (candidates for hand-over and successor). */
  otherManagers: readonly string[];
  /** Each returns a promise; a rejected one keeps the panel as it was (the page shows why). */
  onHandOver: (email: string) => Promise<unknown>;
  onCancelHandover: () => Promise<unknown>;
  onSuccessorChange: (email: string | null) => Promise<unknown>;
  onLeave: () => Promise<unknown>;
}

export function OwnershipPanel({
  ownership,
  currentUserEmail,
  otherManagers,
  onHandOver,
  onCancelHandover,
  onSuccessorChange,
  onLeave,
}: OwnershipPanelProps) {
  const isOwner = sameEmail(ownership.owner, currentUserEmail);
  const [handoverOpen, setHandoverOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "successor" | "leave" | null>(null);
  const successorId = useId();
  const leaveHintId = useId();
  const handOverHintId = useId();

  const run = async (what: NonNullable<typeof busy>, action: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack
      as="section"
      gap="4"
      borderTopWidth="1px"
      borderColor="border"
      pt="5"
      aria-labelledby={`${successorId}-heading`}
    >
      <Heading as="h3" id={`${successorId}-heading`} fontSize="lg" fontWeight="semibold">
        {texts.heading}
      </Heading>
      <Text>{isOwner ? texts.youAreOwner : texts.ownerIs(ownership.owner)}</Text>

      {isOwner ? (
        <>
          {ownership.handoverTo !== null ? (
            <Stack gap="3" bg="bg.muted" borderRadius="md" p="4" role="status">
              <Text>{texts.pending(ownership.handoverTo)}</Text>
              <div>
                <Button
                  variant="outline"
                  minHeight="11"
                  loading={busy === "cancel"}
                  onClick={() => {
                    void run("cancel", onCancelHandover);
                  }}
                >
                  {texts.cancel}
                </Button>
              </div>
            </Stack>
          ) : (
            <Stack gap="2" align="flex-start">
              <Button
                variant="outline"
                minHeight="11"
                disabled={otherManagers.length === 0}
                aria-describedby={otherManagers.length === 0 ? handOverHintId : undefined}
                onClick={() => {
                  setHandoverOpen(true);
                }}
              >
                {texts.handOver}
              </Button>
              {otherManagers.length === 0 ? (
                <Text id={handOverHintId} textStyle="sm" color="fg.muted">
                  {texts.handOverNoManagers}
                </Text>
              ) : null}
            </Stack>
          )}
          <Field.Root disabled={otherManagers.length === 0 || busy === "successor"}>
            <Field.Label htmlFor={successorId}>{texts.successor}</Field.Label>
            <NativeSelect.Root maxWidth="24rem">
              <NativeSelect.Field
                id={successorId}
                value={ownership.successor ?? ""}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  void run("successor", () => onSuccessorChange(value === "" ? null : value));
                }}
              >
                <option value="">{texts.noSuccessor}</option>
                {otherManagers.map((email) => (
                  <option key={email} value={email}>
                    {email}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{texts.successorHint}</Field.HelperText>
          </Field.Root>
        </>
      ) : ownership.handoverTo !== null && !sameEmail(ownership.handoverTo, currentUserEmail) ? (
        <Text color="fg.muted">{texts.pendingOther(ownership.handoverTo)}</Text>
      ) : null}

      <Stack gap="2" align="flex-start">
        <Button
          variant="outline"
          minHeight="11"
          disabled={isOwner}
          aria-describedby={isOwner ? leaveHintId : undefined}
          loading={busy === "leave"}
          onClick={() => {
            setLeaveOpen(true);
          }}
        >
          {texts.leave}
        </Button>
        {isOwner ? (
          <Text id={leaveHintId} textStyle="sm" color="fg.muted">
            {texts.leaveOwnerHint}
          </Text>
        ) : null}
      </Stack>

      <HandoverDialog
        open={handoverOpen}
        managers={otherManagers}
        onClose={() => {
          setHandoverOpen(false);
        }}
        onSubmit={async (email) => {
          await onHandOver(email);
          setHandoverOpen(false);
        }}
      />
      <ConfirmDialog
        open={leaveOpen}
        title={texts.leaveTitle}
        question={texts.leaveQuestion}
        confirmLabel={texts.leave}
        cancelLabel={dialogTexts.common.cancel}
        destructive
        onCancel={() => {
          setLeaveOpen(false);
        }}
        onConfirm={() => {
          setLeaveOpen(false);
          void run("leave", onLeave);
        }}
      />
    </Stack>
  );
}
