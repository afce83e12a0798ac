import { showToast } from "@memorial/ui/provider";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { HOME_SHELL, restoreHomeFocus, takeHomeAction } from "../../core/home-handoff";
import { useUserKey } from "../../core/use-auth";
import { useDocumentTitle } from "../../core/use-document-title";
import { apiErrorMessage } from "../../texts/errors";
import { homeTexts } from "../../texts/home";
import type { ProfileSummary } from "@memorial/api-client";
import { useEffect, useEffectEvent, useLayoutEffect, type ReactNode } from "react";
import { Box, Button, Flex, Heading, Text } from "../../ui/layout";
import { PageList, type PageLink } from "./page-list";
import { createPage, myPagesQuery } from "./queries";

function CreatePageButton() {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const user = useUserKey();
  const navigate = useNavigate();
  // Busy until the new page is shown (the mutation ends with the navigation).
  const create = useMutation({
    mutationFn: async () => {
      const id = await createPage(api, queryClient, user);
      await navigate({ to: "/$profileId", params: { profileId: id } });
    },
    onError: (error) => {
      console.warn("Creating a page failed:", error);
      showToast("error", apiErrorMessage("createPage", error));
    },
  });
  // A tap on it in the home's first view, before the app was there.
  const createAsAsked = useEffectEvent(() => {
    create.mutate();
  });
  useEffect(() => {
    if (takeHomeAction("create")) createAsAsked();
  }, []);
  return (
    <Button
      {...{ [HOME_SHELL.action]: "create" }}
      onClick={() => {
        create.mutate();
      }}
      loading={create.isPending}
      loadingText={homeTexts.creating}
    >
      {homeTexts.create}
    </Button>
  );
}

/** Home (/): the user's memorial pages, or an empty state explaining what a page is. */
export function HomeScreen() {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const { data: pages } = useSuspenseQuery(myPagesQuery(api, user));
  useDocumentTitle(homeTexts.documentTitle);
  // Over the home's first view: the focus goes where it was.
  useLayoutEffect(() => {
    restoreHomeFocus();
  }, []);
  return <HomeView pages={pages} createButton={<CreatePageButton />} />;
}

/**
 * The home's look: the title, and the list with its button or the empty state. Drawn by the app
 * and, at build time, into the home's first view (`app/shell/home-shell.tsx`).
 */
export function HomeView({
  pages,
  createButton,
  link,
}: {
  pages: readonly ProfileSummary[];
  createButton: ReactNode;
  link?: PageLink;
}) {
  return (
    <Box maxWidth="46rem" mx="auto">
      <Flex
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align={{ base: "stretch", md: "flex-end" }}
        gap="5"
        mb="8"
      >
        <Box>
          <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" mb="2">
            {homeTexts.title}
          </Heading>
          {pages.length > 0 ? <Text color="fg.muted">{homeTexts.intro}</Text> : null}
        </Box>
        {pages.length > 0 ? createButton : null}
      </Flex>
      {pages.length > 0 ? (
        <PageList pages={pages} link={link} />
      ) : (
        <Box
          textAlign="center"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          px={{ base: "5", md: "12" }}
          py={{ base: "10", md: "14" }}
        >
          <Heading as="h2" fontSize={{ base: "xl", md: "2xl" }} fontWeight="normal" mb="3">
            {homeTexts.empty.title}
          </Heading>
          <Text color="fg.muted" maxWidth="32rem" mx="auto" mb="7">
            {homeTexts.empty.text}
          </Text>
          {createButton}
        </Box>
      )}
    </Box>
  );
}
