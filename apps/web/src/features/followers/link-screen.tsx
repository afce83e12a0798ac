import {
  confirmFollower,
  isApiError,
  unsubscribeFollower,
  type FollowedPage,
} from "@memorial/api-client";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink, useRouteContext } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useDocumentTitle } from "../../core/use-document-title";
import { followerTexts } from "../../texts/followers";
import { Alert, Box, Button, Heading, Link, LinkButton, Stack, Text } from "../../ui/layout";

type Which = "confirm" | "unsubscribe";

export interface FollowerLinkScreenProps {
  /** The `code` of the mail's link, or "" when the address lost it. */
  code: string;
}

/** What a failed request means for the visitor, and whether the link can still be tried. */
function failureOf(which: Which, error: unknown): { text: string; final: boolean; ok?: boolean } {
  const t = followerTexts[which];
  if (isApiError(error)) {
    if (which === "confirm" && error.status === 409) {
      return { text: followerTexts.confirm.used, final: true, ok: true };
    }
    if (error.status === 410 || error.status === 400) return { text: t.expired, final: true };
    if (error.status === 429) return { text: t.rateLimited, final: false };
  }
  return { text: t.failed, final: false };
}

/**
 * The page a follower's link opens: /volgen (confirm the double opt-in) and /afmelden (stop). The
 * link only opens the page; the button does it, so a mail program that opens links ahead of the
 * reader changes nothing. One button, and after it a way onwards.
 */
function FollowerLinkScreen({ code, which }: FollowerLinkScreenProps & { which: Which }) {
  const t = followerTexts[which];
  useDocumentTitle(t.documentTitle);
  const { api } = useRouteContext({ from: "__root__" });
  const act = useMutation<FollowedPage>({
    mutationKey: ["anonymous", "follower-link", which],
    mutationFn: () =>
      which === "confirm" ? confirmFollower(api, code) : unsubscribeFollower(api, code),
  });
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (act.isSuccess || act.isError) resultRef.current?.focus();
  }, [act.isSuccess, act.isError]);
  const failure = act.isError ? failureOf(which, act.error) : null;
  const home = (
    <Box>
      <Link asChild color="dusk.fg" textDecoration="underline" minHeight="11">
        <RouterLink to="/">{t.home}</RouterLink>
      </Link>
    </Box>
  );

  return (
    <Stack as="article" gap="6" maxWidth="36rem" mx="auto" fontSize={{ base: "md", md: "lg" }}>
      <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal">
        {t.title}
      </Heading>
      {code === "" ? (
        <Stack gap="5">
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t.missing}</Alert.Title>
          </Alert.Root>
          {home}
        </Stack>
      ) : act.isSuccess ? (
        <Stack gap="5" ref={resultRef} tabIndex={-1} outline="none" role="status">
          <Text>{t.done(act.data.name)}</Text>
          <Box>
            <LinkButton asChild minHeight="11" variant={which === "confirm" ? "solid" : "outline"}>
              <RouterLink to="/$profileId" params={{ profileId: act.data.profileId }}>
                {t.toPage}
              </RouterLink>
            </LinkButton>
          </Box>
        </Stack>
      ) : (
        <Stack gap="5">
          <Text>{t.intro}</Text>
          {failure !== null ? (
            <Box ref={resultRef} tabIndex={-1} outline="none">
              <Alert.Root status={failure.ok === true ? "info" : "error"} role="alert">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{failure.text}</Alert.Title>
              </Alert.Root>
            </Box>
          ) : null}
          {failure?.final === true ? (
            home
          ) : (
            <Box>
              <Button
                minHeight="11"
                width={{ base: "full", sm: "auto" }}
                loading={act.isPending}
                loadingText={t.submitting}
                onClick={() => {
                  act.mutate();
                }}
              >
                {t.submit}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** /volgen?code=…: the follower confirms the double opt-in. */
export function ConfirmFollowScreen({ code }: FollowerLinkScreenProps) {
  return <FollowerLinkScreen code={code} which="confirm" />;
}

/** /afmelden?code=…: the follower stops following, without an account. */
export function UnsubscribeScreen({ code }: FollowerLinkScreenProps) {
  return <FollowerLinkScreen code={code} which="unsubscribe" />;
}
