import {
  CandleModeration,
  CondolenceModeration,
  CondolenceModeSetting,
  type ModerationFilter,
} from "@memorial/ui/condolences-moderation";
import { ChevronLeftIcon } from "@memorial/ui/icons";
import { showToast } from "@memorial/ui/provider";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { useUserKey } from "../../app/use-auth";
import { useDocumentTitle } from "../../app/use-document-title";
import { condolencePageTexts } from "../../texts/condolences";
import { condolenceErrorMessage, errorTexts } from "../../texts/errors";
import { Box, Button, Container, Flex, Heading, Skeleton, Stack, Text } from "../../ui/layout";
import { pagedListProps } from "./paged-list";
import {
  approveMany,
  candlesQuery,
  changeCondolenceMode,
  condolenceSettingsQuery,
  moderateCondolence,
  moderationListQuery,
  removeCandle,
  removeCondolence,
} from "./queries";

const texts = condolencePageTexts.moderation;

export interface CondolenceModerationScreenProps {
  profileId: string;
  /** The page's name, as its heading shows it. */
  pageName: string;
  /** Only managers moderate; anyone else gets an explanation and the way back. */
  isManager: boolean;
}

function BackLink({ profileId }: { profileId: string }) {
  return (
    <Button asChild variant="ghost" size="sm" minHeight="11" ms="-3" gap="1.5">
      <Link to="/$profileId" params={{ profileId }}>
        <ChevronLeftIcon boxSize="5" />
        {texts.back}
      </Link>
    </Button>
  );
}

function ModeSetting({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const user = useUserKey();
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
        <CondolenceModeSetting
          mode={settings.data.mode}
          onChange={(mode) => changeCondolenceMode(api, queryClient, user, profileId, mode)}
          describeError={condolenceErrorMessage}
        />
      )}
    </Box>
  );
}

function Moderation({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const user = useUserKey();
  const [filter, setFilter] = useState<ModerationFilter>("all");
  const list = useInfiniteQuery(moderationListQuery(api, user, profileId, filter));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = list.data?.pages[0]?.counts;
  return (
    <CondolenceModeration
      items={items}
      counts={counts}
      filter={filter}
      onFilterChange={setFilter}
      {...pagedListProps(list, errorTexts.condolenceLoad)}
      onApprove={(id) => moderateCondolence(api, queryClient, user, profileId, id, "approved")}
      onHide={(id) => moderateCondolence(api, queryClient, user, profileId, id, "hidden")}
      onDelete={(id) => removeCondolence(api, queryClient, user, profileId, id)}
      onApproveMany={async (ids) => {
        await approveMany(api, queryClient, user, profileId, ids);
        showToast("success", texts.approved(ids.length));
      }}
      describeError={condolenceErrorMessage}
    />
  );
}

function Candles({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const user = useUserKey();
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
      onRemove={(id) => removeCandle(api, queryClient, user, profileId, id)}
      describeError={condolenceErrorMessage}
    />
  );
}

/**
 * /$profileId/condoleances: 'Condoleances beheren' for the page's managers: the page's setting
 * (off, after approval, at once), every message, new first, to approve, hide or delete, and
 * the named candles, each removable.
 */
export function CondolenceModerationScreen({
  profileId,
  pageName,
  isManager,
}: CondolenceModerationScreenProps) {
  useDocumentTitle(texts.documentTitle(pageName));
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      <Container
        as="main"
        id="inhoud"
        flex="1"
        maxWidth="800px"
        px={{ base: "5", md: "6" }}
        pt="3"
        pb={{ base: "12", md: "16" }}
      >
        <BackLink profileId={profileId} />
        {isManager ? (
          <Stack gap={{ base: "8", md: "10" }} mt={{ base: "4", md: "8" }}>
            <Box>
              <Text color="fg.muted" fontSize="sm">
                {texts.eyebrow}
              </Text>
              <Heading
                as="h1"
                fontFamily="heading"
                fontWeight="normal"
                fontSize={{ base: "3xl", md: "4xl" }}
                lineHeight="1.2"
                mt="1"
                overflowWrap="anywhere"
              >
                {pageName}
              </Heading>
            </Box>
            <ModeSetting profileId={profileId} />
            <Moderation profileId={profileId} />
            <Candles profileId={profileId} />
          </Stack>
        ) : (
          <Stack gap="4" textAlign="center" py={{ base: "12", md: "20" }} align="center">
            <Heading as="h1" fontWeight="normal" fontSize={{ base: "2xl", md: "3xl" }}>
              {texts.notManagerTitle}
            </Heading>
            <Text color="fg.muted" fontSize="lg" maxWidth="34rem">
              {texts.notManagerText}
            </Text>
          </Stack>
        )}
      </Container>
    </Flex>
  );
}
