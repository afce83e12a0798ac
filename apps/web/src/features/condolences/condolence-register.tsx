import { FileCheckError, checkMemoryPhoto, type ApiClient } from "@memorial/api-client";
import { REGISTER_ANCHORS } from "./register-anchors";
import {
  CandleLighter,
  CondolenceForm,
  CondolenceList,
  condolenceTexts,
  MemoryForm,
  type CondolenceItem,
  type NamedCandle,
} from "@memorial/ui/condolences";
import { Alert, Box, boxStyle, Button, fixedElement, stackStyle, Text } from "../../ui/layout";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";
import { condolencePageTexts } from "../../texts/condolences";
import {
  condolenceErrorMessage,
  errorTexts,
  fileCheckMessage,
  memoryErrorMessage,
  reportErrorMessage,
} from "../../texts/errors";
import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { pagedListProps } from "./paged-list";
import { candlesQuery, condolenceListQuery, memoryListQuery } from "./queries";
import { useRegisterWrites } from "./use-condolence-mutations";

/** 'Melden': its dialog's code loads when a visitor first reports, never with the page. */
const ReportDialog = lazy(() =>
  import("@memorial/ui/condolences-report").then((m) => ({ default: m.ReportDialog })),
);

const texts = condolencePageTexts;

export interface CondolenceRegisterProps {
  api: ApiClient;
  user: UserKey;
  profileId: string;
  /** The person the page is for ('Hoe kende u …?'). */
  personName: string;
  /** A blocked (trial-expired) page: existing messages and candles stay, nothing new is taken. */
  isBlocked: boolean;
  /** The caller manages the page: a closed register says why, with a way to change it. */
  isManager?: boolean;
  /** A signed-in visitor's e-mail (the form says the family will see it). */
  signedInEmail?: string | undefined;
  /** Managers: opens 'Berichten beheren'. */
  onManage?: (() => void) | undefined;
  /**
   * False: the server-rendered markup before its island takes over: the forms' titles and first
   * lines without their fields (`usable` of the forms).
   */
  interactive?: boolean;
  /** Right below the register's divider: the server-rendered register's status line. */
  status?: ReactNode;
  /**
   * Where the memories' photos are shown from (`memoryListQuery`): a visitor's page passes its
   * own address's; the app shows the API's.
   */
  memoryPhotoUrl?: ((url: string) => string) | undefined;
}

function ClosedNotice({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <Alert.Root status="info" alignItems="flex-start" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          <Text>{text}</Text>
          {children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A chosen photo's refusal in Dutch (type, signature, size), before anything is sent. */
async function checkPhoto(file: File): Promise<string | undefined> {
  try {
    await checkMemoryPhoto(file);
    return undefined;
  } catch (error) {
    return error instanceof FileCheckError ? fileCheckMessage(error) : memoryErrorMessage(error);
  }
}

// The register's frame, in every public page's first render: fixed styles (`fixedElement`).
const Register = fixedElement(
  "div",
  stackStyle({ gap: { base: "10", md: "14" }, pt: { base: "12", md: "16" } }),
);
const Divider = fixedElement(
  "div",
  boxStyle({ width: "12", height: "1px", bg: "border.emphasized", mx: "auto" }),
);
const Anchored = fixedElement("div", boxStyle({ scrollMarginTop: "6" }));
const Memories = fixedElement(
  "div",
  stackStyle({ gap: { base: "8", md: "10" }, scrollMarginTop: "6" }),
);

/**
 * The condolence register near the bottom of a memorial page: the candles, the approved
 * messages (and the visitor's own waiting ones), and the form. The page's setting decides:
 * 'off' shows nothing to visitors; a blocked page keeps what is there and takes nothing new.
 */
export function CondolenceRegister({
  api,
  user,
  profileId,
  personName,
  isBlocked,
  isManager = false,
  signedInEmail,
  onManage,
  interactive = true,
  status,
  memoryPhotoUrl,
}: CondolenceRegisterProps) {
  const writes = useRegisterWrites(api, user, profileId);
  const list = useInfiniteQuery(condolenceListQuery(api, user, profileId));
  const candles = useInfiniteQuery(candlesQuery(api, user, profileId));
  const memories = useInfiniteQuery(
    useMemo(
      () => memoryListQuery(api, user, profileId, memoryPhotoUrl),
      [api, user, profileId, memoryPhotoUrl],
    ),
  );
  const mode = list.data?.pages[0]?.mode ?? candles.data?.pages[0]?.mode;
  const [reported, setReported] = useState<CondolenceItem | undefined>();

  if (mode === "off") {
    return isManager ? (
      <Box as="section" aria-label={texts.manage} data-testid="condolence-register">
        <ClosedNotice text={texts.offManager}>
          {onManage === undefined ? null : (
            <Button mt="3" size="sm" variant="outline" onClick={onManage}>
              {texts.manage}
            </Button>
          )}
        </ClosedNotice>
      </Box>
    ) : null;
  }

  const items: CondolenceItem[] = list.data?.pages.flatMap((page) => page.items) ?? [];
  const named: NamedCandle[] = candles.data?.pages.flatMap((page) => page.named) ?? [];
  const count = candles.data?.pages[0]?.count ?? 0;
  const memoryItems: CondolenceItem[] = memories.data?.pages.flatMap((page) => page.items) ?? [];
  // The page takes memories unless the family switched them off (an older API says nothing).
  const memoriesOn = memories.data?.pages[0]?.memories ?? memories.isSuccess;

  return (
    <Register
      data-testid="condolence-register"
      // The candles come first: 'Kaarsje aansteken' jumps here.
      id={REGISTER_ANCHORS.candle}
    >
      <Divider aria-hidden="true" />
      {status}
      {candles.isSuccess ? (
        <CandleLighter
          count={count}
          named={named}
          hasMoreNamed={candles.hasNextPage}
          loadingMoreNamed={candles.isFetchingNextPage}
          onLoadMoreNamed={() => {
            void candles.fetchNextPage();
          }}
          onLight={writes.lightCandle}
          describeError={condolenceErrorMessage}
          closedText={isBlocked ? texts.blockedCandles : undefined}
          headingLevel="h2"
        />
      ) : null}
      <CondolenceList
        items={items}
        {...pagedListProps(list, errorTexts.condolenceLoad)}
        headingLevel="h2"
        acceptsMessages={!isBlocked}
        onReport={setReported}
      />
      {reported === undefined ? null : (
        <Suspense fallback={null}>
          <ReportDialog
            subject={
              reported.kind === "memory"
                ? condolenceTexts.report.subjects.memory(reported.name)
                : condolenceTexts.report.subjects.condolence(reported.name)
            }
            onClose={() => {
              setReported(undefined);
            }}
            onSubmit={(draft) => writes.reportMessage(reported.id, draft)}
            describeError={reportErrorMessage}
          />
        </Suspense>
      )}
      {mode === undefined ? null : isBlocked ? (
        <ClosedNotice text={texts.blocked}>
          {/* The page's own notice above offers 'Pagina activeren': one button, not two. */}
          {isManager ? <Text mt="2">{texts.blockedManager}</Text> : null}
        </ClosedNotice>
      ) : (
        <Anchored id={REGISTER_ANCHORS.condolence}>
          <CondolenceForm
            usable={interactive}
            mode={mode}
            personName={personName}
            signedInEmail={signedInEmail}
            onSubmit={writes.sendCondolence}
            describeError={condolenceErrorMessage}
            headingLevel="h3"
            onWriteAnother={writes.forgetOwnMessages}
          />
        </Anchored>
      )}
      {memoriesOn || memoryItems.length > 0 ? (
        <Memories id={REGISTER_ANCHORS.memory}>
          <CondolenceList
            kind="memory"
            items={memoryItems}
            {...pagedListProps(memories, errorTexts.memoryLoad)}
            headingLevel="h2"
            acceptsMessages={memoriesOn && !isBlocked}
            onReport={setReported}
          />
          {mode === undefined || isBlocked || !memoriesOn ? null : (
            <MemoryForm
              usable={interactive}
              mode={mode}
              personName={personName}
              signedInEmail={signedInEmail}
              onSubmit={writes.shareMemory}
              checkPhoto={checkPhoto}
              describeError={memoryErrorMessage}
              headingLevel="h3"
              onWriteAnother={writes.forgetOwnMessages}
            />
          )}
        </Memories>
      ) : null}
    </Register>
  );
}
