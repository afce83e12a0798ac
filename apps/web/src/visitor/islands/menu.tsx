import { SideMenu } from "@memorial/ui/menu";
import { lazy, Suspense, useEffect, useState } from "react";
import { REGISTER_ANCHORS } from "../../features/condolences/visitor";
import {
  datesOf,
  downloadLocalQr,
  pageAddress,
  SharePageDialog,
  useLocalQr,
} from "../../features/sharing/visitor";
import type { VisitorPageFacts } from "../data-island";
import { takeFirstTap } from "../first-tap";
import { visitorLinks } from "../visitor-links";
import { mountIsland } from "./host";

// 'Iets op deze pagina melden': its code comes when a visitor chooses it.
const VisitorPageReport = lazy(() =>
  import("../../features/condolences/page-report").then((m) => ({ default: m.VisitorPageReport })),
);

function go(address: string) {
  window.location.assign(address);
}

/**
 * The menu of an anonymous visitor (spec section 2): 'Delen', the register's
 * 'Condoleance schrijven' and 'Kaarsje aansteken' when it is open (links to the places the page
 * already has), and a smaller 'Inloggen'; no Home (it would only lead to the sign-in screen).
 * Everything a signed-in user or a manager would do there starts with signing in and coming back
 * to this page. The server-rendered button stays; this island listens to it and keeps its
 * `aria-expanded` true.
 */
function VisitorMenu({
  button,
  page,
  apiBaseUrl,
}: {
  button: HTMLElement;
  page: VisitorPageFacts;
  apiBaseUrl: string;
}) {
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
    go(visitorLinks.signIn(page));
  };
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState<boolean | undefined>();
  const url = pageAddress(page);
  const qr = useLocalQr(url, sharing);
  // The register's places are in the page's markup only while it takes messages and candles.
  const registerLinks = {
    ...(document.getElementById(REGISTER_ANCHORS.condolence) === null
      ? {}
      : { condolence: `#${REGISTER_ANCHORS.condolence}` }),
    ...(document.getElementById(REGISTER_ANCHORS.candle) === null || page.isBlocked
      ? {}
      : { candle: `#${REGISTER_ANCHORS.candle}` }),
  };
  return (
    <>
      {reporting === undefined ? null : (
        <Suspense fallback={null}>
          <VisitorPageReport
            apiBaseUrl={apiBaseUrl}
            profileId={page.id}
            open={reporting}
            onClose={() => {
              setReporting(false);
            }}
          />
        </Suspense>
      )}
      <SharePageDialog
        open={sharing}
        onClose={() => {
          setSharing(false);
        }}
        page={{
          id: page.id,
          address: page.address ?? null,
          name: page.name,
          dates: datesOf(page),
          isPublic: page.isPublic,
        }}
        qr={qr}
        onDownloadQr={() => {
          downloadLocalQr(url);
        }}
      />
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
        onShare={() => {
          setSharing(true);
        }}
        registerLinks={registerLinks}
        onReport={() => {
          setReporting(true);
        }}
      />
    </>
  );
}

/** Makes the server-rendered 'Menu openen' button open the side menu. */
export function mountMenu(button: HTMLElement, page: VisitorPageFacts, apiBaseUrl: string): void {
  const place = document.createElement("div");
  document.body.append(place);
  mountIsland("menu", place, <VisitorMenu button={button} page={page} apiBaseUrl={apiBaseUrl} />);
}
