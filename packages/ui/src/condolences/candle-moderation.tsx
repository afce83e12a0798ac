import { Box, Button, Flex, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import { TrashIcon } from "../icons/icons.js";
import { formatCondolenceDate } from "./format.js";
import {
  FailureAlert,
  LoadMore,
  ModerationSection,
  NamedRemovalDialog,
} from "./moderation-parts.js";
import { condolenceTexts } from "./texts.js";
import type { NamedCandle } from "./types.js";

const texts = condolenceTexts.moderation.candles;

export interface CandleModerationProps {
  /** Every burning candle. */
  count: number;
  /** Candles lit with a name, newest first. */
  named: readonly NamedCandle[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: (() => void) | undefined;
  /** Removes one candle (after the named confirmation); a rejection shows `describeError`. */
  onRemove: (id: string) => Promise<void>;
  describeError?: (error: unknown) => string;
}

/** Managers: the named candles of the page, each removable after a named confirmation. */
export function CandleModeration({
  count,
  named,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRemove,
  describeError = () => condolenceTexts.moderation.failed,
}: CandleModerationProps) {
  const [toRemove, setToRemove] = useState<{ id: string; name: string } | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const names = named.flatMap((candle) =>
    candle.name === null ? [] : [{ ...candle, name: candle.name }],
  );
  return (
    <ModerationSection
      title={texts.title}
      intro={`${condolenceTexts.candle.count(count)} ${texts.intro}`}
    >
      <FailureAlert message={failure} mb="4" />
      {names.length === 0 ? (
        <Text color="fg.muted">{texts.empty}</Text>
      ) : (
        <Stack
          as="ul"
          gap="0"
          m="0"
          p="0"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
        >
          {names.map((candle) => (
            <chakra.li
              key={candle.id}
              listStyleType="none"
              px={{ base: "4", md: "6" }}
              py="2"
              borderTopWidth="1px"
              borderColor="border"
              _first={{ borderTopWidth: 0 }}
            >
              <Flex gap="3" alignItems="center" justifyContent="space-between">
                <Box minWidth="0">
                  <Text fontFamily="serif" fontSize="md" overflowWrap="anywhere">
                    {candle.name}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    <time dateTime={candle.litAt}>{formatCondolenceDate(candle.litAt)}</time>
                  </Text>
                </Box>
                <Button
                  size="sm"
                  minHeight="10"
                  variant="ghost"
                  flexShrink={0}
                  aria-label={texts.removeNamed(candle.name)}
                  onClick={() => {
                    setFailure(undefined);
                    setToRemove(candle);
                  }}
                >
                  <TrashIcon />
                  {condolenceTexts.moderation.remove}
                </Button>
              </Flex>
            </chakra.li>
          ))}
        </Stack>
      )}
      <LoadMore
        show={hasMore}
        onLoadMore={onLoadMore}
        loading={loadingMore}
        label={condolenceTexts.candle.moreNamed}
        mt="4"
      />
      <NamedRemovalDialog
        target={toRemove}
        texts={texts}
        onRemove={(id) =>
          onRemove(id).catch((caught: unknown) => {
            setFailure(describeError(caught));
          })
        }
        onClose={() => {
          setToRemove(undefined);
        }}
      />
    </ModerationSection>
  );
}
