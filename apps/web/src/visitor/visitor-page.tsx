import type { Profile as WireProfile } from "@memorial/api-types";
import { MemorialSystemScope } from "@memorial/ui/provider";
import { MemorialView, RestingNotice } from "@memorial/ui/view";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { VisitorRegister, type RegisterSnapshot } from "../features/condolences/visitor";
import { Box } from "../ui/layout";
import { VisitorFollow } from "../features/followers/visitor";
import { FOLLOW_SLOT_ATTRIBUTE, REGISTER_SLOT_ATTRIBUTE } from "../core/visitor-markers";
import { VisitorFooter } from "./visitor-footer";
import { HiddenWithoutScript } from "./no-script";
import { VisitorMenuButton } from "./visitor-menu";
import { RegisterJumpLinks, registerIsOpen } from "./register-jump-links";

export interface VisitorPageProps {
  profile: WireProfile;
  /** Base URL of the product API (public paths). */
  apiBaseUrl: string;
  /** The register's first pages; without them its place stays empty until its island runs. */
  register: RegisterSnapshot | null;
}

/**
 * The whole document body of a server-rendered public page, rendered to HTML by the render
 * function (src/edge/render.ts) with the lean visitor system. It is final markup: the browser
 * never renders it again. The side menu, the register and the players are islands
 * (./islands), mounted into the places this markup keeps for them (./boot.ts). The register is
 * rendered here already (readable without JavaScript), in the memorial system its island uses,
 * with its form inert until the island takes over. Video and audio sections are frames here
 * (no `mediaAssets`): their island mounts the players. 'Op de hoogte blijven' is rendered above the
 * footer the same way as the register, its form inert until its island takes over.
 */
export function VisitorPage({ profile, apiBaseUrl, register }: VisitorPageProps) {
  return (
    <VisitorUiProvider>
      <MemorialView
        profile={profile}
        publicOnly
        apiBaseUrl={apiBaseUrl}
        menuButton={
          <>
            <HiddenWithoutScript />
            <VisitorMenuButton />
          </>
        }
        {...(profile.isBlocked
          ? // A public page is blocked only once its paid period has ended: it rests.
            { notice: <RestingNotice /> }
          : registerIsOpen(register, profile.isBlocked)
            ? { notice: <RegisterJumpLinks /> }
            : {})}
        register={
          <Box {...{ [REGISTER_SLOT_ATTRIBUTE]: "" }} minHeight="1px">
            {register === null ? null : (
              <MemorialSystemScope>
                <VisitorRegister
                  apiBaseUrl={apiBaseUrl}
                  profileId={profile.id}
                  personName={profile.name}
                  isBlocked={profile.isBlocked}
                  snapshot={register}
                  interactive={false}
                />
              </MemorialSystemScope>
            )}
          </Box>
        }
        footer={
          <>
            {profile.isBlocked ? null : (
              <Box {...{ [FOLLOW_SLOT_ATTRIBUTE]: "" }}>
                <MemorialSystemScope>
                  <VisitorFollow
                    apiBaseUrl={apiBaseUrl}
                    profileId={profile.id}
                    personName={profile.name}
                    interactive={false}
                  />
                </MemorialSystemScope>
              </Box>
            )}
            <VisitorFooter page={profile} />
          </>
        }
      />
    </VisitorUiProvider>
  );
}
