import { SideMenu } from "@memorial/ui/menu";
import { useEffect, useState } from "react";
import type { VisitorPageFacts } from "../data-island";
import { takeFirstTap } from "../first-tap";
import { visitorLinks } from "../visitor-links";
import { mountIsland } from "./host";

function go(address: string) {
  window.location.assign(address);
}

/**
 * The menu of an anonymous visitor (spec section 2): Home and Inloggen. Everything a signed-in
 * user or a manager would do there starts with signing in and coming back to this page. The
 * server-rendered button stays; this island listens to it and keeps its `aria-expanded` true.
 */
function VisitorMenu({ button, page }: { button: HTMLElement; page: VisitorPageFacts }) {
  // A tap that came before this code arrived opens the menu now.
  const [open, setOpen] = useState(takeFirstTap);
  useEffect(() => {
    const onClick = () => {
      setOpen(true);
    };
    button.addEventListener("click", onClick);
    return () => {
      button.removeEventListener("click", onClick);
    };
  }, [button]);
  useEffect(() => {
    button.setAttribute("aria-expanded", String(open));
  }, [button, open]);
  const signIn = () => {
    go(visitorLinks.signIn(page.id));
  };
  return (
    <SideMenu
      open={open}
      onClose={() => {
        setOpen(false);
      }}
      isAuthenticated={false}
      isManager={false}
      plan={page.plan}
      isBlocked={page.isBlocked}
      editMode={false}
      isPublic={page.isPublic}
      savingPublic={false}
      onHome={() => {
        go(visitorLinks.home);
      }}
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
  );
}

/** Makes the server-rendered 'Menu openen' button open the side menu. */
export function mountMenu(button: HTMLElement, page: VisitorPageFacts): void {
  const place = document.createElement("div");
  document.body.append(place);
  mountIsland("menu", place, <VisitorMenu button={button} page={page} />);
}
