import { VisitorFollow } from "../../features/followers/visitor";
import type { VisitorData } from "../data-island";
import { mountIsland } from "./host";

/**
 * 'Op de hoogte blijven' in its place above the footer. The server rendered its title and first
 * line; the island renders the same block with its form.
 */
export function mountFollow(slot: Element, data: VisitorData): void {
  const { page } = data;
  mountIsland(
    "follow",
    slot,
    <VisitorFollow apiBaseUrl={data.apiBaseUrl} profileId={page.id} personName={page.name} />,
    { replaceContent: slot.childNodes.length > 0 },
  );
}
