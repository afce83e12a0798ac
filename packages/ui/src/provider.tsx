import { ChakraProvider, createSystem, defaultConfig } from "@chakra-ui/react";
import type { ReactNode } from "react";

// Minimal system; the design-system work replaces this with the memorial theme.
export const system = createSystem(defaultConfig);

export function MemorialUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
