import { ChakraProvider, LocaleProvider } from "@chakra-ui/react";
import { providedSystem } from "./theme/provided-system.js";
import type { ReactNode } from "react";
import { visitorSystem } from "./theme/visitor.js";
import { LazyToaster } from "./toaster/lazy-toaster.js";

export { visitorSystem } from "./theme/visitor.js";
export { showToast, toaster, type ToastSeverity } from "./toaster/store.js";

export interface VisitorUiProviderProps {
  children: ReactNode;
}

/**
 * The visitor's provider: the memorial theme over only the recipes of the view components, the
 * Dutch locale and a toaster that loads when the first toast is shown. Edit mode needs the full
 * `MemorialUiProvider` of `@memorial/ui/provider` (dialogs, forms and switches have no styles here).
 */
export function VisitorUiProvider({ children }: VisitorUiProviderProps) {
  return (
    <ChakraProvider value={providedSystem(visitorSystem)}>
      <LocaleProvider locale="nl-NL">
        {children}
        <LazyToaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
