import { ChakraProvider, LocaleProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./theme/index.js";
import { LazyToaster } from "./toaster/lazy-toaster.js";

export { system } from "./theme/index.js";
export { showToast, toaster, type ToastSeverity } from "./toaster/store.js";

export interface MemorialUiProviderProps {
  children: ReactNode;
}

/**
 * The editing provider: the full memorial system (every recipe: dialogs, forms, menus), Dutch
 * locale ("nl-NL") and the toaster, mounted when the first toast is shown. The visitor's page
 * uses the lighter `VisitorUiProvider` of `@memorial/ui/view-provider`.
 */
export function MemorialUiProvider({ children }: MemorialUiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="nl-NL">
        {children}
        <LazyToaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
