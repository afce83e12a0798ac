import { Box, Flex, HStack, IconButton, Switch, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { LazyConfirmDialog, LazyInfoDialog } from "../dialogs/lazy-dialogs.js";
import { ArrowDownIcon, ArrowUpIcon, HelpIcon, LockIcon, TrashIcon } from "../icons/icons.js";
import { dialogTexts } from "../texts/dialogs.js";
import { pageTexts } from "../texts/page.js";
import { SECTION_COLLAPSE_MS } from "../timing.js";
import { Collapse } from "./collapse.js";
import { SectionErrorBoundary } from "./section-error-boundary.js";
import type { SectionType } from "./section-types.js";

export interface SectionFrameProps {
  type: SectionType;
  /** Edit mode shows the frame's controls; the visitor view shows only the content. */
  editMode: boolean;
  isPublic: boolean;
  onPublicChange: (isPublic: boolean) => void;
  /** Move up is disabled for the first section. */
  isFirst: boolean;
  /** Move down is disabled for the last section. */
  isLast: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  /** Called 0.5 s after the user confirmed, once the collapse animation has run. */
  onDelete: () => void;
  /** Set by the page to fold this section away (e.g. the original of a moved section). */
  collapsed?: boolean;
  /** Set by the page to unfold this section when it appears (e.g. the copy of a moved section). */
  uncollapse?: boolean;
  /** Told about a render error inside the section. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** The frame around every section: public toggle, move, delete, help, and an error boundary. */
export function SectionFrame({
  type,
  editMode,
  isPublic,
  onPublicChange,
  isFirst,
  isLast,
  onMoveUp,
  onMoveDown,
  onDelete,
  collapsed = false,
  uncollapse = false,
  onError,
  children,
}: SectionFrameProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const titleId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const typeName = pageTexts.section.typeNames[type];
  const content = (
    <SectionErrorBoundary {...(onError === undefined ? {} : { onError })}>
      {children}
    </SectionErrorBoundary>
  );

  if (!editMode) {
    return (
      <Collapse collapsed={collapsed} uncollapse={uncollapse}>
        <Box as="section" aria-label={typeName} py={{ base: "4", md: "6" }}>
          {content}
        </Box>
      </Collapse>
    );
  }

  return (
    <Collapse collapsed={collapsed || deleting} uncollapse={uncollapse}>
      <Box
        as="section"
        aria-labelledby={titleId}
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        bg="bg.panel"
        my="4"
        // A long page in edit mode: the browser skips the style and layout of the sections off
        // screen (each keeps the size it last had), so a keystroke or a tap does not lay out
        // forty editors again.
        css={{ contentVisibility: "auto", containIntrinsicSize: "auto 420px" }}
      >
        <Flex
          align="center"
          wrap="wrap"
          gap="2"
          px={{ base: "12px", md: "4" }}
          py="2"
          borderBottomWidth="1px"
          borderColor="border"
        >
          <Text
            id={titleId}
            fontSize="sm"
            fontWeight="semibold"
            color="fg.muted"
            // Plain case: an upper-case label with wide spacing does not fit 320 px at 200 % text.
            flex="1"
            minWidth="min(max-content, 100%)"
          >
            {typeName}
          </Text>
          <Switch.Root
            size="sm"
            checked={isPublic}
            onCheckedChange={(details) => {
              onPublicChange(details.checked);
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontSize="sm">{pageTexts.section.isPublic}</Switch.Label>
          </Switch.Root>
          {isPublic ? null : (
            <HStack gap="1" color="fg.muted" fontSize="sm" data-testid="members-only">
              <LockIcon boxSize="4" />
              <Text as="span">{pageTexts.section.membersOnly}</Text>
            </HStack>
          )}
          <HStack gap="0" wrap="wrap">
            <IconButton
              aria-label={pageTexts.section.moveUp}
              variant="ghost"
              size="md"
              disabled={isFirst}
              onClick={onMoveUp}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              aria-label={pageTexts.section.moveDown}
              variant="ghost"
              size="md"
              disabled={isLast}
              onClick={onMoveDown}
            >
              <ArrowDownIcon />
            </IconButton>
            <IconButton
              aria-label={pageTexts.section.remove}
              variant="ghost"
              size="md"
              disabled={deleting}
              onClick={() => {
                setConfirming(true);
              }}
            >
              <TrashIcon />
            </IconButton>
            <IconButton
              aria-label={pageTexts.section.help}
              variant="ghost"
              size="md"
              onClick={() => {
                setHelpOpen(true);
              }}
            >
              <HelpIcon />
            </IconButton>
          </HStack>
        </Flex>
        <Box px={{ base: "12px", md: "5" }} py={{ base: "4", md: "5" }}>
          {content}
        </Box>
      </Box>
      <LazyConfirmDialog
        open={confirming}
        title={pageTexts.section.remove}
        question={pageTexts.section.confirmRemove}
        confirmLabel={pageTexts.section.confirmRemoveAction}
        cancelLabel={dialogTexts.common.cancel}
        destructive
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          setConfirming(false);
          setDeleting(true);
          timer.current = setTimeout(() => {
            onDelete();
          }, SECTION_COLLAPSE_MS);
        }}
      />
      <LazyInfoDialog
        open={helpOpen}
        title={typeName}
        onClose={() => {
          setHelpOpen(false);
        }}
      >
        <Text>{pageTexts.section.help_texts[type]}</Text>
      </LazyInfoDialog>
    </Collapse>
  );
}
