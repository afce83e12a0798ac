import { Link, useRouteContext } from "@tanstack/react-router";
import { useState, type ReactElement, type ReactNode } from "react";
import { commonTexts } from "../../texts/common";
import { Box, Button, HStack } from "../../ui/layout";
import { useAuthState } from "../use-auth";
import { navLinkStyle, ShellFrame } from "./shell-frame";

function SignOutButton() {
  const { auth } = useRouteContext({ from: "__root__" });
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      minHeight="44px"
      fontWeight="normal"
      loading={busy}
      onClick={() => {
        setBusy(true);
        auth.signOut().catch((error: unknown) => {
          console.warn("Sign-out failed:", error);
          setBusy(false);
        });
      }}
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
        <>
          <Box asChild {...navLinkStyle}>
            <Link to="/" activeOptions={{ exact: true }}>
              {commonTexts.header.home}
            </Link>
          </Box>
          <Box asChild {...navLinkStyle}>
            <Link to="/change-password">{commonTexts.header.changePassword}</Link>
          </Box>
          <SignOutButton />
        </>
      ) : (
        <SignedOutLinks link={(to, text) => <Link to={to}>{text}</Link>} />
      )}
    </HeaderNav>
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
