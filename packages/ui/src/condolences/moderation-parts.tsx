/** The pieces the two moderation lists (condolences and named candles) share. */
import { Alert, Box, Button, Heading, Text } from "@chakra-ui/react";
import { useId, useState, type ReactNode } from "react";
import { ConfirmDialog } from "../dialogs/confirm-dialog.js";

/** A moderation list's section: its heading names it, an intro says what can be done. */
export function ModerationSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading
        id={titleId}
        as="h2"
        fontFamily="heading"
        fontWeight="normal"
        fontSize={{ base: "2xl", md: "3xl" }}
      >
        {title}
      </Heading>
      <Text color="fg.muted" mt="2" mb="5">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

/** The message of a failed action, announced; nothing while there is none. */
export function FailureAlert({
  message,
  mt,
  mb,
}: {
  message: string | undefined;
  mt?: string;
  mb?: string;
}) {
  if (message === undefined) return null;
  return (
    <Alert.Root status="error" role="alert" mt={mt} mb={mb}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

export interface LoadMoreProps {
  /** Whether there is more to load; without it (or without `onLoadMore`) nothing is shown. */
  show: boolean;
  onLoadMore: (() => void) | undefined;
  loading: boolean;
  label: string;
  mt: string;
}

/** The centred 'load more' button under a moderation list. */
export function LoadMore({ show, onLoadMore, loading, label, mt }: LoadMoreProps) {
  if (!show || onLoadMore === undefined) return null;
  return (
    <Box mt={mt} textAlign="center">
      <Button variant="outline" minHeight="11" onClick={onLoadMore} loading={loading}>
        {label}
      </Button>
    </Box>
  );
}

export interface NamedRemovalTexts {
  /** The question that names what goes, e.g. 'Weet u zeker dat u het bericht van … wilt verwijderen?'. */
  confirmRemove: (name: string) => string;
  confirmRemoveAction: string;
}

export interface NamedRemovalDialogProps {
  /** What the user asked to remove; the dialog is open while it is set. */
  target: { id: string; name: string } | undefined;
  texts: NamedRemovalTexts;
  /** Removes it; it reports its own failure (the dialog closes either way). */
  onRemove: (id: string) => Promise<void>;
  /** Called for Annuleren and after the removal ended: clear `target`. */
  onClose: () => void;
}

/** The destructive confirmation that names what is removed; busy while the removal runs. */
export function NamedRemovalDialog({ target, texts, onRemove, onClose }: NamedRemovalDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={target !== undefined}
      question={texts.confirmRemove(target?.name ?? "")}
      confirmLabel={texts.confirmRemoveAction}
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        if (target === undefined) return;
        setBusy(true);
        void onRemove(target.id).finally(() => {
          setBusy(false);
          onClose();
        });
      }}
    />
  );
}
