import { Badge, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import {
  boxStyle,
  buttonStyle,
  fixedElement,
  fixedHeadings,
  headingStyle,
  stackStyle,
  textStyle,
} from "../theme/fixed-style.js";
import { fixedButton } from "../theme/fixed-button.js";
import { RetryAlert } from "../dialogs/retry-alert.js";
import { formatCondolenceDate } from "./format.js";
import { MemoryPhotos } from "./memory-photos.js";
import { condolenceTexts } from "./texts.js";
import type { CondolenceItem } from "./types.js";

const texts = condolenceTexts.list;

export interface CondolenceListProps {
  /** Newest first, as the API answers them. */
  items: readonly CondolenceItem[];
  /** True while the first page loads: skeletons in the shape of messages. */
  loading?: boolean;
  /** A Dutch message when loading failed; with `onRetry` a retry button. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** More messages exist: shows 'Meer laden'. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: (() => void) | undefined;
  /** Heading level of the list's title (default h2). */
  headingLevel?: "h2" | "h3";
  /** False when the register takes no messages: an empty list then invites nobody to write. */
  acceptsMessages?: boolean;
  /** 'Melden' under each message (not under the visitor's own waiting ones). */
  onReport?: ((item: CondolenceItem) => void) | undefined;
  /** The list of memories ('Herinneringen') instead of condolences. */
  kind?: "condolence" | "memory";
}

const MessageArticle = fixedElement(
  "article",
  boxStyle({
    py: "5",
    borderTopWidth: "1px",
    borderColor: "border",
    _first: { borderTopWidth: 0, pt: 0 },
  }),
);
const NameLine = fixedElement(
  "div",
  stackStyle({
    gap: "1",
    direction: { base: "column", sm: "row" },
    alignItems: { sm: "baseline" },
  }),
);
const WriterName = fixedElement(
  "p",
  textStyle({ fontFamily: "serif", fontSize: "lg", color: "fg", fontWeight: "normal" }),
);
const Relation = fixedElement("p", textStyle({ color: "fg.muted", fontSize: "sm" }));
const WrittenOn = fixedElement("p", textStyle({ color: "fg.muted", fontSize: "sm", mt: "0.5" }));
const MessageText = fixedElement(
  "p",
  textStyle({
    mt: "3",
    fontFamily: "serif",
    fontSize: { base: "md", md: "lg" },
    lineHeight: "1.65",
    whiteSpace: "pre-line",
    overflowWrap: "anywhere",
    maxWidth: "65ch",
  }),
);
const ReportButton = fixedElement(
  "button",
  buttonStyle(
    {
      mt: "2",
      ms: "-3",
      px: "3",
      minHeight: "11",
      color: "fg.muted",
      fontWeight: "normal",
      textDecoration: "underline",
      textUnderlineOffset: "3px",
    },
    { variant: "plain", size: "sm" },
  ),
);

/**
 * One message: name, relation, date and the text with its line breaks, always as text. Its
 * elements have fixed styles (`fixedElement`): a long register renders many of them.
 */
export function CondolenceMessage({
  item,
  onReport,
}: {
  item: CondolenceItem;
  onReport?: ((item: CondolenceItem) => void) | undefined;
}) {
  const waiting = item.own && item.status === "pending";
  return (
    <MessageArticle aria-label={item.name}>
      <NameLine>
        <WriterName>{item.name}</WriterName>
        {item.relation === null || item.relation === "" ? null : (
          <Relation>{item.relation}</Relation>
        )}
      </NameLine>
      <WrittenOn>
        <time dateTime={item.createdAt}>{formatCondolenceDate(item.createdAt)}</time>
      </WrittenOn>
      <MessageText>{item.message}</MessageText>
      <MemoryPhotos photos={item.photos ?? []} writer={item.name} />
      {waiting ? (
        <Stack mt="3" gap="1">
          <Badge
            alignSelf="flex-start"
            variant="subtle"
            colorPalette="dusk"
            fontWeight="normal"
            px="2"
          >
            {texts.pending}
          </Badge>
          <Text color="fg.muted" fontSize="sm">
            {texts.pendingHint}
          </Text>
        </Stack>
      ) : null}
      {onReport === undefined || item.status !== "approved" ? null : (
        <ReportButton
          type="button"
          aria-label={texts.reportNamed(item.name)}
          onClick={() => {
            onReport(item);
          }}
        >
          {texts.report}
        </ReportButton>
      )}
    </MessageArticle>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="8" role="status" aria-busy="true" aria-label={texts.loading}>
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap="2">
          <Skeleton height="5" width="40%" />
          <Skeleton height="3" width="25%" />
          <Skeleton height="4" width="100%" mt="2" />
          <Skeleton height="4" width="85%" />
        </Stack>
      ))}
    </Stack>
  );
}

const listTitleStyle = headingStyle({
  fontFamily: "heading",
  fontWeight: "normal",
  fontSize: { base: "2xl", md: "3xl" },
  mb: "6",
});
const listTitles = fixedHeadings(listTitleStyle);
const Empty = fixedElement("p", textStyle({ color: "fg.muted", fontSize: "md" }));
const More = fixedElement("div", boxStyle({ mt: "6", textAlign: "center" }));
const MoreButton = fixedButton(
  buttonStyle({ width: { base: "full", sm: "auto" }, minHeight: "11" }, { variant: "outline" }),
);

/** The visitors' list of condolences, newest first, paged with 'Meer laden'. */
export function CondolenceList({
  items,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  headingLevel = "h2",
  acceptsMessages = true,
  onReport,
  kind = "condolence",
}: CondolenceListProps) {
  const titleId = useId();
  const words = kind === "memory" ? { ...texts, ...condolenceTexts.memoryList } : texts;
  const ListTitle = listTitles[headingLevel];
  return (
    <section aria-labelledby={titleId}>
      <ListTitle id={titleId}>{words.title}</ListTitle>
      {loading ? (
        <ListSkeleton />
      ) : error !== undefined ? (
        <RetryAlert title={error} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Empty>{acceptsMessages ? words.empty : words.emptyClosed}</Empty>
      ) : (
        <div>
          {items.map((item) => (
            <CondolenceMessage key={item.id} item={item} onReport={onReport} />
          ))}
        </div>
      )}
      {!loading && error === undefined && hasMore && onLoadMore !== undefined ? (
        <More>
          <MoreButton onClick={onLoadMore} loading={loadingMore} loadingText={texts.loadingMore}>
            {texts.loadMore}
          </MoreButton>
        </More>
      ) : null}
    </section>
  );
}
