import { lazy } from "react";
import type { VisitorRegisterProps } from "./visitor-register";
import { WhenNear } from "./when-near";

const VisitorRegister = lazy(() => import("./visitor-register"));

/**
 * The register on a server-rendered public page: an empty place in the HTML; its code (the
 * components, the query cache, the API client) is fetched when the visitor scrolls near it.
 */
export function VisitorRegisterSlot(props: VisitorRegisterProps) {
  return (
    <WhenNear>
      <VisitorRegister {...props} />
    </WhenNear>
  );
}
