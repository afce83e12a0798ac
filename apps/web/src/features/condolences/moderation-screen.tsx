import {
  CandleModeration,
  CondolenceModeration,
  CondolenceModeSetting,
  CondolenceNoticeSetting,
  MemoriesSetting,
  RemembranceSetting,
  type ModerationFilter,
  type ModerationKind,
} from "@memorial/ui/condolences-moderation";
import { showToast } from "@memorial/ui/provider";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useRouteContext } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { useUserKey } from "../../core/use-auth";
import { useDocumentTitle } from "../../core/use-document-title";
import { condolencePageTexts } from "../../texts/condolences";
import { condolenceErrorMessage, errorTexts } from "../../texts/errors";
import { Box, LinkButton, Skeleton, Stack, Text } from "../../ui/layout";
import { PageSubScreen } from "../../ui/page-sub-screen";
import { pagedListProps } from "./paged-list";
import {
  candlesQuery,
  condolenceNoticeQuery,
  condolenceSettingsQuery,
  linkedMessageQuery,
  moderationListQuery,
} from "./queries";
import {
  useChangeCondolenceMode,
  useChangeMemoriesSetting,
  useChangeNotificationSettings,
  useModerationWrites,
  useRemoveCandle,
} from "./use-condolence-mutations";

const texts = condolencePageTexts.moderation;

export interface CondolenceModerationScreenProps {
  profileId: string;
  /** The page's name, as its heading shows it. */
  pageName: string;
  /** Only managers moderate; anyone else gets an explanation and the way back. */
  isManager: boolean;
  /** More of the page's mail settings, shown beside the managers' own (the followers'). */
  settingsSlot?: ReactNode;
  /** The message a manager's mail links to (`?bericht=`), pointed out in the list. */
  messageId?: string | undefined;
}

function ModeSetting({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const changeMode = useChangeCondolenceMode(api, user, profileId);
  const changeMemories = useChangeMemoriesSetting(api, user, profileId);
  const settings = useQuery(condolenceSettingsQuery(api, user, profileId));
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      px={{ base: "5", md: "6" }}
      py="5"
    >
      {settings.data === undefined ? (
        settings.isError ? (
          <Text color="fg.error" role="alert">
            {condolenceErrorMessage(settings.error)}
          </Text>
        ) : (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="5" width="60%" />
            <Skeleton height="12" />
            <Skeleton height="12" />
          </Stack>
        )
      ) : (
        <Stack gap="6">
          <CondolenceModeSetting
            mode={settings.data.mode}
            onChange={changeMode}
            describeError={condolenceErrorMessage}
          />
          <MemoriesSetting
            on={settings.data.memories}
            onChange={changeMemories}
            describeError={condolenceErrorMessage}
          />
        </Stack>
      )}
    </Box>
  );
}

/** The manager's own choices of mails (new messages, remembrance days), beside the page's setting. */
function NoticeSetting({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const change = useChangeNotificationSettings(api, user, profileId);
  const notice = useQuery(condolenceNoticeQuery(api, user, profileId));
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      px={{ base: "5", md: "6" }}
      py="5"
    >
      {notice.data === undefined ? (
        notice.isError ? (
          <Text color="fg.error" role="alert">
            {condolenceErrorMessage(notice.error)}
          </Text>
        ) : (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="5" width="60%" />
            <Skeleton height="12" />
            <Skeleton height="12" />
          </Stack>
        )
      ) : (
        <Stack gap="6">
          <CondolenceNoticeSetting
            notice={notice.data.condolences}
            onChange={(condolences) => change({ condolences })}
            describeError={condolenceErrorMessage}
          />
          <RemembranceSetting
            on={notice.data.remembrance}
            onChange={(remembrance) => change({ remembrance })}
            describeError={condolenceErrorMessage}
          />
        </Stack>
      )}
    </Box>
  );
}

function Moderation({
  profileId,
  messageId,
}: {
  profileId: string;
  messageId?: string | undefined;
}) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const writes = useModerationWrites(api, user, profileId);
  const [filter, setFilter] = useState<ModerationFilter>("all");
  const [kind, setKind] = useState<ModerationKind>("all");
  const list = useInfiniteQuery(moderationListQuery(api, user, profileId, filter, kind));
  const linked = useQuery(linkedMessageQuery(api, user, profileId, messageId)).data;
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The mail's message may be far down a long list: until the pages read reach it, it stands
  // first in the whole list, pointed out.
  const items =
    linked != null &&
    list.data !== undefined &&
    filter === "all" &&
    kind === "all" &&
    !loaded.some((item) => item.id === linked.id)
      ? [linked, ...loaded]
      : loaded;
  const counts = list.data?.pages[0]?.counts;
  // The mail's message is gone (removed, withdrawn) or unknown: one calm line, no error.
  const gone = linked === null;
  return (
    <Stack gap="4">
      {gone ? (
        <Text
          role="status"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          px="4"
          py="3"
        >
          {texts.messageGone}
        </Text>
      ) : null}
      <CondolenceModeration
        highlightId={messageId}
        highlightLabel={texts.messageFound}
        items={items}
        counts={counts}
        filter={filter}
        onFilterChange={setFilter}
        kind={kind}
        onKindChange={setKind}
        {...pagedListProps(list, errorTexts.condolenceLoad)}
        onApprove={writes.approve}
        onHide={writes.hide}
        onDelete={writes.remove}
        onApproveMany={async (ids) => {
          await writes.approveMany(ids);
          showToast("success", texts.approved(ids.length));
        }}
        describeError={condolenceErrorMessage}
      />
    </Stack>
  );
}

/** The way to 'Adressen voor bedankkaarten' and the digital thank-you. */
function ThankYouLink({ profileId }: { profileId: string }) {
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      px={{ base: "5", md: "6" }}
      py="5"
    >
      <Text color="fg.muted" mb="3">
        {texts.thankYouLinkHelp}
      </Text>
      <LinkButton asChild variant="outline" minHeight="11">
        <Link to="/$profileId/bedankkaarten" params={{ profileId }}>
          {texts.thankYouLink}
        </Link>
      </LinkButton>
    </Box>
  );
}

function Candles({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const remove = useRemoveCandle(api, user, profileId);
  const candles = useInfiniteQuery(candlesQuery(api, user, profileId));
  if (candles.data === undefined) return null;
  return (
    <CandleModeration
      count={candles.data.pages[0]?.count ?? 0}
      named={candles.data.pages.flatMap((page) => page.named)}
      hasMore={candles.hasNextPage}
      loadingMore={candles.isFetchingNextPage}
      onLoadMore={() => {
        void candles.fetchNextPage();
      }}
      onRemove={remove}
      describeError={condolenceErrorMessage}
    />
  );
}

/**
 * /$profileId/condoleances: 'Berichten beheren' for the page's managers: the page's setting
 * (off, after approval, at once), every message, new first, to approve, hide or delete, and
 * the named candles, each removable.
 */
export function CondolenceModerationScreen({
  profileId,
  pageName,
  isManager,
  settingsSlot,
  messageId,
}: CondolenceModerationScreenProps) {
  useDocumentTitle(texts.documentTitle(pageName));
  return (
    <PageSubScreen
      profileId={profileId}
      pageName={pageName}
      isManager={isManager}
      notManagerText={texts.notManagerText}
    >
      <ModeSetting profileId={profileId} />
      <NoticeSetting profileId={profileId} />
      {settingsSlot}
      <Moderation profileId={profileId} messageId={messageId} />
      <ThankYouLink profileId={profileId} />
      <Candles profileId={profileId} />
    </PageSubScreen>
  );
}
