import type { Profile as WireProfile } from "@memorial/api-types";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { MemorialView } from "../features/visitor-view";
import { VisitorFooter } from "./visitor-footer";
import { VisitorMenu } from "./visitor-menu";

/**
 * The whole document body of a server-rendered public page: rendered to HTML by the render
 * function (src/edge/render.ts) and hydrated with exactly the same props by ./hydrate.tsx. The
 * lean visitor provider: only the view's recipes are evaluated before the page is interactive;
 * the menu brings the full system along when it is first opened (./visitor-menu.tsx).
 */
export function VisitorPage({ profile }: { profile: WireProfile }) {
  return (
    <VisitorUiProvider>
      <MemorialView
        profile={profile}
        publicOnly
        menuButton={<VisitorMenu profile={profile} />}
        footer={<VisitorFooter profileId={profile.id} />}
      />
    </VisitorUiProvider>
  );
}
