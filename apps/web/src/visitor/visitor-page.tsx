import type { Profile as WireProfile } from "@memorial/api-types";
import { MemorialUiProvider } from "@memorial/ui/provider";
import { VisitorRegisterSlot } from "../features/condolences/visitor-register-slot";
import { MemorialView } from "../features/visitor-view";
import { VisitorFooter } from "./visitor-footer";
import { VisitorMenu } from "./visitor-menu";

/**
 * The whole document body of a server-rendered public page: rendered to HTML by the render
 * function (src/edge/render.ts) and hydrated with exactly the same props by ./hydrate.tsx.
 */
export function VisitorPage({ profile }: { profile: WireProfile }) {
  return (
    <MemorialUiProvider>
      <MemorialView
        profile={profile}
        publicOnly
        menuButton={<VisitorMenu profile={profile} />}
        register={
          <VisitorRegisterSlot
            profileId={profile.id}
            personName={profile.name}
            isBlocked={profile.isBlocked}
          />
        }
        footer={<VisitorFooter profileId={profile.id} />}
      />
    </MemorialUiProvider>
  );
}
