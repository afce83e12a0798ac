import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { LazyConfirmDialog } from "../dialogs/lazy-dialogs.js";
import { pageTexts } from "../texts/page.js";

/** Least height of the bar (its spacer keeps the page's end above it, whatever its height). */
export const EDIT_BAR_HEIGHT = "4.5rem";

/** The most of the visible height the fixed bar may take (a fifth). */
export const MAX_BAR_SHARE = 0.2;

export interface EditBarProps {
  onCancel: () => void;
  onSave: () => void;
  /** While saving, Opslaan shows a spinner and both buttons are locked. */
  saving?: boolean;
  /**
   * There are changes that are not saved: the bar says so, and Annuleren asks before it throws
   * them away (nothing lost).
   */
  dirty?: boolean;
}

const texts = pageTexts.editBar;

/** The bar fixed at the bottom in edit mode: whether there are unsaved changes, Annuleren, Opslaan. */
export function EditBar({ onCancel, onSave, saving = false, dirty = false }: EditBarProps) {
  const [confirming, setConfirming] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [docked, setDocked] = useState(true);
  // The bar is fixed; a spacer of its real height in the page's flow keeps the end of the page
  // reachable above it, also when enlarged text makes the bar two or three rows high. When the
  // bar would take more than a fifth of what is visible (200 % text on a phone, or the on-screen
  // keyboard open), it leaves the bottom edge and stays at the end of the page instead, so the
  // fields keep the room.
  useEffect(() => {
    const bar = barRef.current;
    if (bar === null || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const barHeight = bar.getBoundingClientRect().height;
      const visible = window.visualViewport?.height ?? window.innerHeight;
      setHeight(barHeight);
      setDocked(barHeight <= visible * MAX_BAR_SHARE);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    window.addEventListener("resize", measure);
    window.visualViewport?.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      window.visualViewport?.removeEventListener("resize", measure);
    };
  }, []);
  return (
    <>
      <Box
        aria-hidden="true"
        data-testid="edit-bar-spacer"
        height={!docked ? "0" : height === null ? EDIT_BAR_HEIGHT : `${String(height)}px`}
      />
      <Box
        ref={barRef}
        role="region"
        aria-label={texts.label}
        data-docked={docked ? "" : undefined}
        position={docked ? "fixed" : "relative"}
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg.panel"
        borderTopWidth="1px"
        borderColor="border"
        boxShadow="0 -4px 16px rgba(28, 35, 43, 0.08)"
        minHeight={EDIT_BAR_HEIGHT}
        display="flex"
        alignItems="center"
        px={{ base: "16px", md: "8" }}
        py="2"
        pb="max(0.5rem, env(safe-area-inset-bottom))"
      >
        <HStack width="full" maxWidth="46rem" mx="auto" justify="flex-end" gap="3" flexWrap="wrap">
          {/* The status takes its own row when the buttons need the width (320 px, 200 % text). */}
          <HStack as="p" role="status" gap="2" flex="1 1 12rem" minWidth="0" textStyle="sm">
            <Box
              aria-hidden="true"
              boxSize="2"
              flexShrink={0}
              borderRadius="full"
              bg={dirty ? "dusk.solid" : "border.emphasized"}
            />
            <Text as="span" color={dirty ? "fg" : "fg.muted"}>
              {dirty ? texts.unsaved : texts.noChanges}
            </Text>
          </HStack>
          <HStack gap="3" flexWrap="wrap" justify="flex-end">
            <Button
              variant="outline"
              onClick={() => {
                if (dirty) setConfirming(true);
                else onCancel();
              }}
              disabled={saving}
            >
              {texts.cancel}
            </Button>
            <Button onClick={onSave} loading={saving} loadingText={texts.saving}>
              {texts.save}
            </Button>
          </HStack>
        </HStack>
        <LazyConfirmDialog
          open={confirming}
          title={texts.confirmCancelTitle}
          question={texts.confirmCancel}
          confirmLabel={texts.confirmCancelAction}
          cancelLabel={texts.keepEditing}
          destructive
          onConfirm={() => {
            setConfirming(false);
            onCancel();
          }}
          onCancel={() => {
            setConfirming(false);
          }}
        />
      </Box>
    </>
  );
}
