import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from "@chakra-ui/react";
import { MemoryPhotos } from "./memory-photos.js";
import { useCallback, useRef, useState } from "react";
import { RetryAlert } from "../dialogs/retry-alert.js";
import { CheckIcon, TrashIcon } from "../icons/icons.js";
import { formatCondolenceDate } from "./format.js";
import {
  FailureAlert,
  LoadMore,
  ModerationSection,
  NamedRemovalDialog,
} from "./moderation-parts.js";
import { condolenceTexts } from "./texts.js";
import type { CondolenceItem, CondolenceStatus } from "./types.js";

const texts = condolenceTexts.moderation;

export type ModerationFilter = "all" | CondolenceStatus | "reported";
export const MODERATION_FILTERS: readonly ModerationFilter[] = [
  "all",
  "pending",
  "approved",
  "hidden",
  "reported",
];

/** Which kind of messages the queue shows. */
export type ModerationKind = "all" | "condolence" | "memory";
export const MODERATION_KINDS: readonly ModerationKind[] = ["all", "condolence", "memory"];

export interface ModerationCounts {
  pending: number;
  approved: number;
  hidden: number;
  /** Messages with open reports ('Gemeld'), whatever their status. */
  reported?: number | undefined;
}

export interface CondolenceModerationProps {
  /** Newest first (the API's order). */
  items: readonly CondolenceItem[];
  counts?: ModerationCounts | undefined;
  filter: ModerationFilter;
  onFilterChange: (filter: ModerationFilter) => void;
  /** The kind filter ('Alles', 'Condoleances', 'Herinneringen'); shown when `onKindChange` is given. */
  kind?: ModerationKind;
  onKindChange?: ((kind: ModerationKind) => void) | undefined;
  loading?: boolean;
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: (() => void) | undefined;
  onApprove: (id: string) => Promise<void>;
  onHide: (id: string) => Promise<void>;
  /** Called after the named confirmation was answered with Ja. */
  onDelete: (id: string) => Promise<void>;
  onApproveMany: (ids: string[]) => Promise<void>;
  /** The Dutch text of a failed action (default: a general one). */
  describeError?: (error: unknown) => string;
  /**
   * A message to point out (the link of a manager's mail): once it is in the list it is
   * scrolled into view, marked calmly and given the focus.
   */
  highlightId?: string | undefined;
  /** Read out with the pointed-out message. */
  highlightLabel?: string;
}

const STATUS_PALETTE: Record<CondolenceStatus, string> = {
  pending: "orange",
  approved: "green",
  hidden: "gray",
};

function ModerationItem({
  item,
  selected,
  onSelect,
  busy,
  onAction,
  onAskDelete,
  highlight,
}: {
  highlight?: { label: string; ref: (node: HTMLLIElement | null) => void } | undefined;
  item: CondolenceItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  busy: boolean;
  onAction: (action: "approve" | "hide") => void;
  onAskDelete: () => void;
}) {
  return (
    <chakra.li
      listStyleType="none"
      bg={highlight ? "dusk.subtle" : "bg.panel"}
      borderWidth={highlight ? "2px" : "1px"}
      borderColor={highlight ? "dusk.solid" : "border"}
      {...(highlight
        ? {
            ref: highlight.ref,
            tabIndex: -1,
            "aria-label": highlight.label,
            "data-highlighted": "",
            scrollMarginTop: "24",
            _focusVisible: {
              outline: "2px solid",
              outlineColor: "focusRing",
              outlineOffset: "2px",
            },
          }
        : {})}
      borderRadius="l2"
      px={{ base: "4", md: "6" }}
      py="4"
    >
      <Flex gap="3" alignItems="flex-start">
        <Box width="6" flexShrink={0} mt="1">
          {item.status === "pending" ? (
            <Checkbox.Root
              checked={selected}
              onCheckedChange={(details) => {
                onSelect(details.checked === true);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control borderColor="fg.muted" />
              <Checkbox.Label>
                <VisuallyHidden>{texts.select(item.name)}</VisuallyHidden>
              </Checkbox.Label>
            </Checkbox.Root>
          ) : null}
        </Box>
        <Box flex="1" minWidth="0">
          <Flex gap="2" wrap="wrap" alignItems="baseline" justifyContent="space-between">
            <Text fontFamily="serif" fontSize="lg">
              {item.name}
            </Text>
            <Flex gap="2" wrap="wrap">
              {item.kind === "memory" ? (
                <Badge colorPalette="dusk" variant="outline" fontWeight="normal">
                  {texts.memoryBadge}
                </Badge>
              ) : null}
              {item.reports === undefined || item.reports === 0 ? null : (
                <Badge colorPalette="red" variant="subtle" fontWeight="normal">
                  {texts.reportedBadge(item.reports)}
                </Badge>
              )}
              <Badge
                colorPalette={STATUS_PALETTE[item.status]}
                variant="subtle"
                fontWeight="normal"
              >
                {texts.status[item.status]}
              </Badge>
            </Flex>
          </Flex>
          <Text color="fg.muted" fontSize="sm">
            <time dateTime={item.createdAt}>{formatCondolenceDate(item.createdAt)}</time>
            {item.relation === null || item.relation === "" ? null : <> · {item.relation}</>}
            {item.email === undefined || item.email === null ? null : <> · {item.email}</>}
          </Text>
          <Text
            mt="2"
            whiteSpace="pre-line"
            overflowWrap="anywhere"
            fontFamily="serif"
            lineHeight="1.6"
          >
            {item.message}
          </Text>
          {item.reports === undefined || item.reports === 0 ? null : (
            <Text color="fg.muted" fontSize="sm" mt="2">
              {texts.reportedHint}
            </Text>
          )}
          <MemoryPhotos photos={item.photos ?? []} writer={item.name} />
          <Flex gap="2" mt="3" wrap="wrap">
            {item.status === "approved" ? null : (
              <Button
                size="sm"
                minHeight="10"
                variant="outline"
                aria-label={texts.approveNamed(item.name)}
                disabled={busy}
                onClick={() => {
                  onAction("approve");
                }}
              >
                <CheckIcon />
                {texts.approve}
              </Button>
            )}
            {item.status === "hidden" ? null : (
              <Button
                size="sm"
                minHeight="10"
                variant="outline"
                aria-label={texts.hideNamed(item.name)}
                disabled={busy}
                onClick={() => {
                  onAction("hide");
                }}
              >
                {texts.hide}
              </Button>
            )}
            <Button
              size="sm"
              minHeight="10"
              variant="ghost"
              aria-label={texts.removeNamed(item.name)}
              disabled={busy}
              onClick={onAskDelete}
            >
              <TrashIcon />
              {texts.remove}
            </Button>
          </Flex>
        </Box>
      </Flex>
    </chakra.li>
  );
}

/** 'Berichten beheren': new messages first, a status filter, approve / hide / delete, bulk approval. */
export function CondolenceModeration({
  items,
  counts,
  filter,
  onFilterChange,
  kind = "all",
  onKindChange,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onApprove,
  onHide,
  onDelete,
  onApproveMany,
  describeError = () => texts.failed,
  highlightId,
  highlightLabel,
}: CondolenceModerationProps) {
  // The pointed-out message is scrolled to and focused once, when it first appears.
  const pointedOut = useRef<string | undefined>(undefined);
  const focusHighlighted = useCallback(
    (node: HTMLLIElement | null) => {
      if (node === null || highlightId === undefined || pointedOut.current === highlightId) return;
      pointedOut.current = highlightId;
      requestAnimationFrame(() => {
        node.scrollIntoView({ block: "center" });
        node.focus({ preventScroll: true });
      });
    },
    [highlightId],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | undefined>();
  const [bulkBusy, setBulkBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<CondolenceItem | undefined>();

  const pendingIds = items.filter((item) => item.status === "pending").map((item) => item.id);
  const chosen = pendingIds.filter((id) => selected.has(id));
  const allChosen = pendingIds.length > 0 && chosen.length === pendingIds.length;

  const run = async (id: string | undefined, action: () => Promise<void>) => {
    setFailure(undefined);
    setBusyId(id);
    try {
      await action();
    } catch (caught) {
      setFailure(describeError(caught));
    } finally {
      setBusyId(undefined);
    }
  };

  const countOf = (candidate: ModerationFilter): number | undefined =>
    counts === undefined
      ? undefined
      : candidate === "all"
        ? counts.pending + counts.approved + counts.hidden
        : candidate === "reported"
          ? counts.reported
          : counts[candidate];

  return (
    <ModerationSection title={texts.title} intro={texts.intro}>
      {onKindChange === undefined ? null : (
        <Flex role="group" aria-label={texts.kindLabel} gap="2" wrap="wrap" mb="3">
          {MODERATION_KINDS.map((candidate) => {
            const active = candidate === kind;
            return (
              <Button
                key={candidate}
                size="sm"
                minHeight="11"
                variant={active ? "subtle" : "ghost"}
                aria-pressed={active}
                onClick={() => {
                  setSelected(new Set());
                  onKindChange(candidate);
                }}
              >
                {texts.kinds[candidate]}
              </Button>
            );
          })}
        </Flex>
      )}
      <Flex role="group" aria-label={texts.filterLabel} gap="2" wrap="wrap" mb="5">
        {MODERATION_FILTERS.map((candidate) => {
          const count = countOf(candidate);
          const active = candidate === filter;
          return (
            <Button
              key={candidate}
              size="sm"
              minHeight="10"
              variant={active ? "solid" : "outline"}
              aria-pressed={active}
              onClick={() => {
                setSelected(new Set());
                onFilterChange(candidate);
              }}
            >
              {texts.filters[candidate]}
              {count === undefined ? null : ` (${count.toLocaleString("nl-NL")})`}
            </Button>
          );
        })}
      </Flex>
      {pendingIds.length > 0 && !loading ? (
        <Flex
          gap="3"
          alignItems={{ base: "stretch", sm: "center" }}
          direction={{ base: "column", sm: "row" }}
          mb="4"
          px={{ base: "4", md: "6" }}
          py="3"
          bg="bg.subtle"
          borderRadius="l2"
        >
          <Checkbox.Root
            checked={allChosen ? true : chosen.length > 0 ? "indeterminate" : false}
            onCheckedChange={(details) => {
              setSelected(details.checked === true ? new Set(pendingIds) : new Set());
            }}
            flex="1"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control borderColor="fg.muted" />
            <Checkbox.Label fontWeight="normal">{texts.selectAllPending}</Checkbox.Label>
          </Checkbox.Root>
          <Button
            size="sm"
            minHeight="10"
            variant={chosen.length === 0 ? "outline" : "solid"}
            disabled={chosen.length === 0}
            loading={bulkBusy}
            onClick={() => {
              setBulkBusy(true);
              void run(undefined, async () => {
                await onApproveMany(chosen);
                setSelected(new Set());
              }).finally(() => {
                setBulkBusy(false);
              });
            }}
          >
            {texts.approveSelected(chosen.length)}
          </Button>
        </Flex>
      ) : null}
      <FailureAlert message={failure} mb="4" />
      {loading ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="32" borderRadius="l2" />
          ))}
        </Stack>
      ) : error !== undefined ? (
        <RetryAlert title={error} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{texts.empty[filter]}</Text>
      ) : (
        <Stack as="ul" gap="3" m="0" p="0">
          {items.map((item) => (
            <ModerationItem
              key={item.id}
              highlight={
                item.id === highlightId
                  ? { label: `${highlightLabel ?? ""} ${item.name}`.trim(), ref: focusHighlighted }
                  : undefined
              }
              item={item}
              selected={selected.has(item.id)}
              busy={busyId === item.id || bulkBusy}
              onSelect={(on) => {
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(item.id);
                  else next.delete(item.id);
                  return next;
                });
              }}
              onAction={(action) => {
                void run(item.id, () =>
                  action === "approve" ? onApprove(item.id) : onHide(item.id),
                );
              }}
              onAskDelete={() => {
                setToDelete(item);
              }}
            />
          ))}
        </Stack>
      )}
      <LoadMore
        show={!loading && error === undefined && hasMore}
        onLoadMore={onLoadMore}
        loading={loadingMore}
        label={condolenceTexts.list.loadMore}
        mt="5"
      />
      <NamedRemovalDialog
        target={toDelete}
        texts={texts}
        onRemove={(id) => run(id, () => onDelete(id))}
        onClose={() => {
          setToDelete(undefined);
        }}
      />
    </ModerationSection>
  );
}
