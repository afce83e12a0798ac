import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { SECTION_COLLAPSE_MS } from "../timing.js";

export interface CollapseProps {
  collapsed: boolean;
  children: ReactNode;
}

/**
 * Folds its content away in 0.5 s (spec section 9) without measuring heights: a one-row grid
 * whose row goes from 1fr to 0fr. Users who ask for reduced motion see it disappear at once.
 */
export function Collapse({ collapsed, children }: CollapseProps) {
  return (
    <Box
      display="grid"
      gridTemplateRows={collapsed ? "0fr" : "1fr"}
      opacity={collapsed ? 0 : 1}
      transitionProperty="grid-template-rows, opacity"
      transitionDuration={`${SECTION_COLLAPSE_MS}ms`}
      transitionTimingFunction="ease-in-out"
      css={{ "@media (prefers-reduced-motion: reduce)": { transitionDuration: "0ms" } }}
      aria-hidden={collapsed ? true : undefined}
      inert={collapsed}
      data-collapsed={collapsed ? "" : undefined}
    >
      <Box minHeight="0" overflow="hidden">
        {children}
      </Box>
    </Box>
  );
}
