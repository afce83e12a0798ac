import { CloseButton, Portal, Spinner, Stack, Toast, Toaster } from "@chakra-ui/react";
import { toaster } from "./store.js";

/** The toast region: loaded and mounted only once the first toast is shown (see `LazyToaster`). */
export default function MemorialToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }} aria-label="Meldingen">
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
                <CloseButton size="md" aria-label="Melding sluiten" />
              </Toast.CloseTrigger>
            ) : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
