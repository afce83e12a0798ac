import { Alert, Box, Button } from "@chakra-ui/react";
import { dialogTexts } from "../texts/dialogs.js";

export interface RetryAlertProps {
  /** The Dutch error message. */
  title: string;
  /** When given, a 'Opnieuw proberen' button calls it. */
  onRetry?: (() => void) | undefined;
}

/** An error inside a dialog, with an optional retry button under the message. */
export function RetryAlert({ title, onRetry }: RetryAlertProps) {
  return (
    <Alert.Root status="error" alignItems="flex-start" textAlign="start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{title}</Alert.Title>
        {onRetry === undefined ? null : (
          <Box>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {dialogTexts.common.retry}
            </Button>
          </Box>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
