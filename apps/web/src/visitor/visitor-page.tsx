import type { Profile as WireProfile } from "@memorial/api-types";
import { Box } from "@memorial/ui/layout";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { MemorialView } from "../features/visitor-view";
import { VisitorFooter } from "./visitor-footer";
import { REGISTER_SLOT_ATTRIBUTE } from "./markers";
import { VisitorMenuButton } from "./visitor-menu";

/**
 * The whole document body of a server-rendered public page, rendered to HTML by the render
 * function (src/edge/render.ts) with the lean visitor system. It is final markup: the browser
 * never renders it again. The side menu, the register and the players are islands
 * (./islands), mounted into the places this markup keeps for them (./boot.ts).
 */
export function VisitorPage({ profile }: { profile: WireProfile }) {
  return (
    <VisitorUiProvider>
      <MemorialView
        profile={profile}
        publicOnly
        menuButton={<VisitorMenuButton />}
        register={<Box {...{ [REGISTER_SLOT_ATTRIBUTE]: "" }} minHeight="1px" />}
        footer={<VisitorFooter profileId={profile.id} />}
      />
    </VisitorUiProvider>
  );
}
