import { Box, Button, HStack } from "@chakra-ui/react";
import { pageTexts } from "../texts/page.js";

/** Height of the bar, so the page can leave room for it at the bottom. */
export const EDIT_BAR_HEIGHT = "4.5rem";

export interface EditBarProps {
  onCancel: () => void;
  onSave: () => void;
  /** While saving, Opslaan shows a spinner and both buttons are locked. */
  saving?: boolean;
}

/** The bar fixed at the bottom in edit mode with Annuleren and Opslaan. */
export function EditBar({ onCancel, onSave, saving = false }: EditBarProps) {
  return (
    <Box
      role="region"
      aria-label={pageTexts.editBar.label}
      position="fixed"
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
      px={{ base: "4", md: "8" }}
      pb="env(safe-area-inset-bottom)"
    >
      <HStack width="full" maxWidth="46rem" mx="auto" justify="flex-end" gap="3">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {pageTexts.editBar.cancel}
        </Button>
        <Button onClick={onSave} loading={saving} loadingText={pageTexts.editBar.saving}>
          {pageTexts.editBar.save}
        </Button>
      </HStack>
    </Box>
  );
}
