import type { Profile as WireProfile } from "@memorial/api-types";
import { MenuIcon } from "@memorial/ui/icons";
import { IconButton } from "@memorial/ui/layout";
import { dialogTexts } from "@memorial/ui/texts/dialogs";
import { Suspense, lazy, useEffect, useState, type ComponentProps } from "react";
import { MENU_BUTTON_ATTRIBUTE, takeFirstTap } from "./first-tap";
import { visitorLinks } from "./visitor-links";

// The drawer (and its dialogs) is fetched on the first click only, with the full memorial
// system around it: the page's VisitorUiProvider has the recipes of the view, not the drawer's.
const SideMenu = lazy(() =>
  Promise.all([import("@memorial/ui/menu"), import("@memorial/ui/provider")]).then(
    ([menu, provider]) => ({
      default: function StyledSideMenu(props: ComponentProps<typeof menu.SideMenu>) {
        return (
          <provider.MemorialUiProvider>
            <menu.SideMenu {...props} />
          </provider.MemorialUiProvider>
        );
      },
    }),
  ),
);

function go(address: string) {
  window.location.assign(address);
}

/**
 * The menu of an anonymous visitor (spec section 2): Home and Inloggen. Everything a signed-in
 * user or a manager would do there starts with signing in and coming back to this page.
 */
export function VisitorMenu({ profile }: { profile: WireProfile }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // A tap before hydration (kept by ./boot.ts) opens the menu now that it is interactive.
  useEffect(() => {
    if (takeFirstTap()) {
      setRequested(true);
      setOpen(true);
    }
  }, []);
  const signIn = () => {
    go(visitorLinks.signIn(profile.id));
  };
  return (
    <>
      <IconButton
        aria-label={dialogTexts.menu.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...{ [MENU_BUTTON_ATTRIBUTE]: "" }}
        variant="ghost"
        rounded="full"
        size="lg"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {requested ? (
        <Suspense fallback={null}>
          <SideMenu
            open={open}
            onClose={() => {
              setOpen(false);
            }}
            isAuthenticated={false}
            isManager={false}
            plan={profile.plan}
            isBlocked={profile.isBlocked}
            editMode={false}
            isPublic={profile.isPublic}
            savingPublic={false}
            onHome={() => {
              go(visitorLinks.home);
            }}
            onQrCode={signIn}
            onEdit={signIn}
            onManageAccess={signIn}
            onActivate={signIn}
            onPublicChange={signIn}
            onChangePassword={() => {
              go(visitorLinks.changePassword);
            }}
            onSignOut={() => {
              go(visitorLinks.signOut);
            }}
            onSignIn={signIn}
          />
        </Suspense>
      ) : null}
    </>
  );
}
