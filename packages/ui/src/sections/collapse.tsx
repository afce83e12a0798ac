import { Box } from "@chakra-ui/react";
import { keyframes } from "@emotion/react";
import type { ReactNode } from "react";
import { SECTION_COLLAPSE_MS } from "../timing.js";

const unfold = keyframes`
  from { grid-template-rows: 0fr; opacity: 0; }
  to { grid-template-rows: 1fr; opacity: 1; }
`;

export interface CollapseProps {
  collapsed: boolean;
  /** Unfold on first render (the copy of a moved section: the spec's "uncollapse" flag). */
  uncollapse?: boolean;
  children: ReactNode;
}

/**
 * Folds its content away in 0.5 s (spec section 9) without measuring heights: a one-row grid
 * whose row goes from 1fr to 0fr. Users who ask for reduced motion see it change at once.
 */
export function Collapse({ collapsed, uncollapse = false, children }: CollapseProps) {
  return (
    <Box
      display="grid"
      gridTemplateRows={collapsed ? "0fr" : "1fr"}
      opacity={collapsed ? 0 : 1}
      transitionProperty="grid-template-rows, opacity"
      transitionDuration={`${SECTION_COLLAPSE_MS}ms`}
      transitionTimingFunction="ease-in-out"
      css={{
        animation:
          uncollapse && !collapsed ? `${unfold} ${SECTION_COLLAPSE_MS}ms ease-in-out` : undefined,
        "@media (prefers-reduced-motion: reduce)": { transitionDuration: "0ms", animation: "none" },
      }}
      aria-hidden={collapsed ? true : undefined}
      inert={collapsed}
      data-collapsed={collapsed ? "" : undefined}
      data-uncollapse={uncollapse && !collapsed ? "" : undefined}
    >
      <Box minHeight="0" overflow="hidden">
        {children}
      </Box>
    </Box>
  );
}
