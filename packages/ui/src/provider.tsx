import {
  ChakraProvider,
  CloseButton,
  LocaleProvider,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster,
  createToaster,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./theme/index.js";
import { TOAST_DURATION_MS } from "./timing.js";

export { system } from "./theme/index.js";

/** The one toaster of the app: top centre, hides after 5 seconds (spec section 8). */
export const toaster = createToaster({
  placement: "top",
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});

export type ToastSeverity = "success" | "info" | "warning" | "error";

/** Shows a toast with one of the four alert severities of the spec. */
export function showToast(severity: ToastSeverity, title: string, description?: string): string {
  return toaster.create({
    type: severity,
    title,
    description,
    duration: TOAST_DURATION_MS,
    closable: true,
  });
}

function MemorialToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "md" }} role={toast.type === "error" ? "alert" : "status"}>
            {toast.type === "loading" ? (
              <Spinner size="sm" color="dusk.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title === undefined ? null : <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description === undefined ? null : (
                <Toast.Description>{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable === true ? (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Melding sluiten" />
              </Toast.CloseTrigger>
            ) : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

export interface MemorialUiProviderProps {
  children: ReactNode;
}

/** Chakra system with the memorial theme, Dutch locale ("nl-NL") and the toaster. */
export function MemorialUiProvider({ children }: MemorialUiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="nl-NL">
        {children}
        <MemorialToaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
