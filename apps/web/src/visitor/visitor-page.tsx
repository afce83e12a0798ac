import type { Profile as WireProfile } from "@memorial/api-types";
import { createElement } from "react";
import { MemorialSystemScope } from "@memorial/ui/provider";
import { MemorialView, RestingNotice } from "@memorial/ui/view";
import { VisitorUiProvider } from "@memorial/ui/view-provider";
import { SECTION_TYPE_ATTRIBUTE } from "@memorial/ui/view-enhance";
import { renderWithStyles, type RenderedHtml } from "@memorial/ui/ssr";
import { VisitorRegister, type RegisterSnapshot } from "../features/condolences/visitor";
import { boxStyle, fixedElement, textStyle } from "../ui/layout";
import { VisitorFollow } from "../features/followers/visitor";
import {
  FOLLOW_SLOT_ATTRIBUTE,
  FOLLOW_STATUS_ATTRIBUTE,
  FULL_PAGE_PARAMETER,
  REGISTER_SLOT_ATTRIBUTE,
  REGISTER_STATUS_ATTRIBUTE,
} from "../core/visitor-markers";
import { VisitorFooter } from "./visitor-footer";
import { HiddenWithoutScript } from "./no-script";
import { VisitorMenuButton } from "./visitor-menu";
import { RegisterJumpLinks, registerIsOpen } from "./register-jump-links";
import { MoreSections } from "./more-sections";

export interface VisitorPageProps {
  profile: WireProfile;
  /** Base URL of the product API (public paths). */
  apiBaseUrl: string;
  /** The register's first pages; without them its place stays empty until its island runs. */
  register: RegisterSnapshot | null;
  /**
   * `first`: a long page shows the sections of its first screens and 'Meer van deze pagina' in
   * place of the rest; `all` (the address with `?volledig`): every section.
   */
  sections: "first" | "all";
}

// The page's own frame around the view's parts, with fixed styles (`fixedElement`).
const RegisterSlot = fixedElement("div", boxStyle({ minHeight: "1px" }));
const RegisterStatus = fixedElement(
  "p",
  textStyle({ color: "fg.muted", textAlign: "center", _empty: { display: "none" } }),
);
const FollowStatus = fixedElement(
  "p",
  textStyle({ color: "fg.muted", _empty: { display: "none" } }),
);

/**
 * The whole document body of a server-rendered public page, rendered to HTML by the render
 * function (src/edge/render.ts) with the lean visitor system. It is final markup: the browser
 * never renders it again. The side menu, the register and the players are islands
 * (./islands), mounted into the places this markup keeps for them (./start.ts). The register is
 * rendered here already (readable without JavaScript), in the memorial system its island uses;
 * its forms show their titles and first lines, their fields come with the island. Video and
 * audio sections are frames here (no `mediaAssets`): their island mounts the players. 'Op de
 * hoogte blijven' is rendered above the footer the same way: its title and first line, the form
 * with its island.
 */
export function VisitorPage({ profile, apiBaseUrl, register, sections }: VisitorPageProps) {
  return (
    <VisitorUiProvider>
      <MemorialView
        profile={profile}
        publicOnly
        apiBaseUrl={apiBaseUrl}
        sectionPaging={
          sections === "first"
            ? { show: "first", more: <MoreSections />, fullPage: `?${FULL_PAGE_PARAMETER}` }
            : { show: "all" }
        }
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
          <RegisterSlot {...{ [REGISTER_SLOT_ATTRIBUTE]: "" }}>
            {register === null ? null : (
              <MemorialSystemScope>
                <VisitorRegister
                  apiBaseUrl={apiBaseUrl}
                  profileId={profile.id}
                  personName={profile.name}
                  isBlocked={profile.isBlocked}
                  snapshot={register}
                  interactive={false}
                  status={<RegisterStatus {...{ [REGISTER_STATUS_ATTRIBUTE]: "" }} role="status" />}
                />
              </MemorialSystemScope>
            )}
          </RegisterSlot>
        }
        footer={
          <>
            {profile.isBlocked ? null : (
              <div {...{ [FOLLOW_SLOT_ATTRIBUTE]: "" }}>
                <MemorialSystemScope>
                  <VisitorFollow
                    apiBaseUrl={apiBaseUrl}
                    profileId={profile.id}
                    personName={profile.name}
                    interactive={false}
                    status={<FollowStatus {...{ [FOLLOW_STATUS_ATTRIBUTE]: "" }} role="status" />}
                  />
                </MemorialSystemScope>
              </div>
            )}
            <VisitorFooter page={profile} />
          </>
        }
      />
    </VisitorUiProvider>
  );
}

/** React's id prefix in the render of every section (the first view keeps React's default). */
const FULL_PAGE_ID_PREFIX = "v";

/**
 * The page's markup and its styles for the render function's document: the head's rules are the
 * top of the page's (the portrait, the name); each section, and the register with the footer,
 * bring the rest right before their markup. React writes preloads for the first screen's images;
 * the document (`src/edge/html-document.ts`) leaves them out.
 */
export function renderVisitorPage(props: VisitorPageProps): RenderedHtml {
  return renderWithStyles(createElement(VisitorPage, props), {
    laterFrom: [SECTION_TYPE_ATTRIBUTE, REGISTER_SLOT_ATTRIBUTE],
    // The island of 'Meer van deze pagina' puts the later sections of the render of every
    // section into the first view's page: their ids must differ from the ones there.
    ...(props.sections === "all" ? { identifierPrefix: FULL_PAGE_ID_PREFIX } : {}),
  });
}
