import { ChakraProvider, LocaleProvider } from "@chakra-ui/react";
import { providedSystem } from "./theme/provided-system.js";
import type { ReactNode } from "react";
import { memorialSystem } from "./theme/index.js";
import { LazyToaster } from "./toaster/lazy-toaster.js";

export { memorialSystem } from "./theme/index.js";
export { showToast, toaster, type ToastSeverity } from "./toaster/store.js";

export interface MemorialUiProviderProps {
  children: ReactNode;
}

/**
 * The full memorial system (every recipe: dialogs, forms, menus) and the Dutch locale ("nl-NL"),
 * without a toaster: for a part of a page whose provider has fewer recipes (the visitor's side
 * menu inside `VisitorUiProvider`), so that the page keeps its one toaster.
 */
export function MemorialSystemScope({ children }: MemorialUiProviderProps) {
  return (
    <ChakraProvider value={providedSystem(memorialSystem())}>
      <LocaleProvider locale="nl-NL">{children}</LocaleProvider>
    </ChakraProvider>
  );
}

/**
 * The editing provider: the full memorial system, the Dutch locale and the toaster, mounted when
 * the first toast is shown. The visitor's page uses the lighter `VisitorUiProvider` of
 * `@memorial/ui/view-provider`.
 */
export function MemorialUiProvider({ children }: MemorialUiProviderProps) {
  return (
    <MemorialSystemScope>
      {children}
      <LazyToaster />
    </MemorialSystemScope>
  );
}
