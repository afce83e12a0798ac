import { VisitorRegister } from "../../features/condolences/visitor";
import type { VisitorData } from "../data-island";
import { mountIsland } from "./host";

/**
 * The condolence register in its place below the sections. The server rendered it from the same
 * snapshot, so the island's first render looks exactly like the markup it replaces.
 */
export function mountRegister(slot: Element, data: VisitorData): void {
  const { page } = data;
  mountIsland(
    "register",
    slot,
    <VisitorRegister
      apiBaseUrl={data.apiBaseUrl}
      profileId={page.id}
      personName={page.name}
      isBlocked={page.isBlocked}
      snapshot={data.register}
    />,
    { replaceContent: slot.childNodes.length > 0 },
  );
}
