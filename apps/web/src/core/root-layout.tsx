import { Link, useRouteContext } from "@tanstack/react-router";
import { useEffect, useEffectEvent, useState, type ReactElement, type ReactNode } from "react";
import { commonTexts } from "../texts/common";
import { Box, Button, HStack } from "../ui/layout";
import { useAuthState } from "./use-auth";
import { HOME_SHELL, takeHomeAction } from "./home-handoff";
import { navLinkStyle, ShellFrame } from "./shell-frame";

/** The look of the header's sign-out button (also in the home's first view, `home-shell.tsx`). */
export const signOutButtonStyle = {
  variant: "ghost",
  size: "sm",
  minHeight: "44px",
  fontWeight: "normal",
} as const;

function SignOutButton() {
  const { auth } = useRouteContext({ from: "__root__" });
  const [busy, setBusy] = useState(false);
  const signOut = () => {
    setBusy(true);
    auth.signOut().catch((error: unknown) => {
      console.warn("Sign-out failed:", error);
      setBusy(false);
    });
  };
  // A tap on 'Uitloggen' in the home's first view, before the app was there.
  const signOutAsAsked = useEffectEvent(signOut);
  useEffect(() => {
    if (takeHomeAction("sign-out")) signOutAsAsked();
  }, []);
  return (
    <Button
      {...signOutButtonStyle}
      {...{ [HOME_SHELL.action]: "sign-out" }}
      loading={busy}
      onClick={signOut}
    >
      {commonTexts.header.signOut}
    </Button>
  );
}

function HeaderNavigation() {
  const state = useAuthState();
  if (state.status === "initialising") return null;
  return (
    <HeaderNav>
      {state.status === "authenticated" ? (
        <SignedInLinks
          link={(to, text) =>
            to === "/" ? (
              <Link to="/" activeOptions={{ exact: true }}>
                {text}
              </Link>
            ) : (
              <Link to={to}>{text}</Link>
            )
          }
          signOut={<SignOutButton />}
        />
      ) : (
        <SignedOutLinks link={(to, text) => <Link to={to}>{text}</Link>} />
      )}
    </HeaderNav>
  );
}

/**
 * The header's links for a signed-in user. Also drawn into the home's first view
 * (`home-shell.tsx`) with plain links and a plain button, so the header does not change when the
 * app takes over.
 */
export function SignedInLinks({
  link,
  signOut,
}: {
  link: (to: "/" | "/mijn-account", text: string) => ReactElement;
  signOut: ReactElement;
}) {
  return (
    <>
      <Box asChild {...navLinkStyle}>
        {link("/", commonTexts.header.home)}
      </Box>
      <Box asChild {...navLinkStyle}>
        {link("/mijn-account", commonTexts.header.myAccount)}
      </Box>
      {signOut}
    </>
  );
}

/**
 * The header's links for a visitor who is not signed in. Also drawn into the login screen's first
 * paint (`login-shell.tsx`) with plain links, so the header does not change when the app takes over.
 */
export function SignedOutLinks({
  link,
}: {
  link: (to: "/login" | "/register", text: string) => ReactElement;
}) {
  return (
    <>
      <Box asChild {...navLinkStyle}>
        {link("/login", commonTexts.header.signIn)}
      </Box>
      <Box asChild {...navLinkStyle}>
        {link("/register", commonTexts.header.register)}
      </Box>
    </>
  );
}

/** The header's navigation landmark around its links. */
export function HeaderNav({ children }: { children: ReactNode }) {
  return (
    <HStack as="nav" aria-label={commonTexts.header.navigationLabel} gap="1" flexWrap="wrap">
      {children}
    </HStack>
  );
}

/** Header with the product name, the page's main landmark and the footer, on every screen. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <ShellFrame link={(to, text) => <Link to={to}>{text}</Link>} navigation={<HeaderNavigation />}>
      {children}
    </ShellFrame>
  );
}
