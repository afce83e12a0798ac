import { VisitorRegister } from "../../features/condolences/visitor";
import type { VisitorPageFacts } from "../data-island";
import { mountIsland } from "./host";

/** The condolence register in its place below the sections (loaded when scrolled near). */
export function mountRegister(slot: Element, page: VisitorPageFacts): void {
  mountIsland(
    "register",
    slot,
    <VisitorRegister profileId={page.id} personName={page.name} isBlocked={page.isBlocked} />,
  );
}
