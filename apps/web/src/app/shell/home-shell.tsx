import type { ReactNode } from "react";
import { FormAlert } from "../../features/account/form-parts";
import { HomeView } from "../../features/my-pages/home-screen";
import { HomeSkeleton } from "../../features/my-pages/home-skeleton";
import type { PageLink } from "../../features/my-pages/page-list";
import { HOME_TEMPLATE, pagePath, SAMPLE_ROWS } from "../../features/my-pages/home-first-view";
import { commonTexts } from "../../texts/common";
import { homeTexts } from "../../texts/home";
import { Box, Button } from "../../ui/layout";
import { HOME_SHELL } from "../../core/home-handoff";
import { HeaderNav, SignedInLinks, signOutButtonStyle } from "../../core/root-layout";
import { NoScriptNotice, ShellFrame } from "../../core/shell-frame";

const plainLink = (to: string, text: ReactNode) => <a href={to}>{text}</a>;

/** The screen's button as the first view draws it (the app's `CreatePageButton` looks the same). */
export const firstViewCreateButton = (
  <Button {...{ [HOME_SHELL.action]: "create" }}>{homeTexts.create}</Button>
);

/** A row's link in the first view: a plain one (the app's is the router's). */
export const firstViewPageLink: PageLink = (id, children) => <a href={pagePath(id)}>{children}</a>;

/** A template: inert markup the island copies from (`home-first-view.ts`). */
function Template({ name, children }: { name: string; children: ReactNode }) {
  return <template {...{ [HOME_TEMPLATE.attribute]: name }}>{children}</template>;
}

/**
 * The home's first view, `/`'s own document (`dist/home.html`, drawn by
 * `scripts/write-app-shell.ts` with the app's components): the frame with the home's waiting
 * view, the header's links (in their place but invisible, so showing them moves nothing), and the
 * screen as templates, which `src/home-island.ts` fills with the signed-in user's list before the
 * app's code has arrived (`run-home-island.ts`). Without
 * JavaScript it says what is needed instead.
 */
export function HomeShell() {
  return (
    <ShellFrame
      link={plainLink}
      navigation={
        <Box display="contents" visibility="hidden" {...{ [HOME_SHELL.navigation]: "" }}>
          <HeaderNav>
            <SignedInLinks
              link={(to, text) => (
                <a href={to} aria-current={to === "/" ? "page" : undefined}>
                  {text}
                </a>
              )}
              signOut={
                <Button {...signOutButtonStyle} {...{ [HOME_SHELL.action]: "sign-out" }}>
                  {commonTexts.header.signOut}
                </Button>
              }
            />
          </HeaderNav>
        </Box>
      }
    >
      <Box {...{ [HOME_SHELL.container]: "" }}>
        <Box hidden mb="6" {...{ [HOME_SHELL.loadError]: "" }}>
          <FormAlert status="error">{homeTexts.loadError}</FormAlert>
        </Box>
        <Box {...{ [HOME_SHELL.content]: "" }}>
          <HomeSkeleton />
        </Box>
        <Template name={HOME_TEMPLATE.list}>
          <HomeView
            pages={SAMPLE_ROWS}
            createButton={firstViewCreateButton}
            link={firstViewPageLink}
          />
        </Template>
        <Template name={HOME_TEMPLATE.empty}>
          <HomeView pages={[]} createButton={firstViewCreateButton} />
        </Template>
      </Box>
      <NoScriptNotice hides={HOME_SHELL.container} />
    </ShellFrame>
  );
}
