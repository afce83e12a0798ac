/**
 * On the page, for the manager who was asked to become its owner: a calm notice with
 * 'Accepteren' and 'Weigeren'. Nothing changes until one of them is chosen.
 */
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.ownership;

export interface HandoverNoticeProps {
  /** The owner who asks. */
  from: string;
  /** Each returns a promise; a rejected one keeps the notice (the page shows why). */
  onAccept: () => Promise<unknown>;
  onDecline: () => Promise<unknown>;
}

export function HandoverNotice({ from, onAccept, onDecline }: HandoverNoticeProps) {
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const run = async (which: "accept" | "decline", action: () => Promise<unknown>) => {
    setBusy(which);
    try {
      await action();
    } catch {
      // The page shows the error; the notice stays.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack
      as="section"
      aria-label={texts.noticeTitle}
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderStartWidth="4px"
      borderStartColor="dusk.solid"
      borderRadius="md"
      p={{ base: "4", md: "5" }}
      maxWidth="40rem"
      mx="auto"
      width="full"
    >
      <Heading as="h2" fontSize="lg" fontWeight="semibold">
        {texts.noticeTitle}
      </Heading>
      <Text overflowWrap="anywhere">{texts.notice(from)}</Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <Button
          minHeight="11"
          loading={busy === "accept"}
          disabled={busy !== null}
          onClick={() => {
            void run("accept", onAccept);
          }}
        >
          {texts.accept}
        </Button>
        <Button
          variant="outline"
          minHeight="11"
          loading={busy === "decline"}
          disabled={busy !== null}
          onClick={() => {
            void run("decline", onDecline);
          }}
        >
          {texts.decline}
        </Button>
      </Stack>
    </Stack>
  );
}
