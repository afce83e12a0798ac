import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { commonTexts } from "../texts/common";
import { Button, Heading, HStack, LinkButton, Text, VStack } from "../ui/layout";
import { useAuthState } from "./use-auth";
import { useDocumentTitle } from "./use-document-title";

/**
 * A calm full-width message with its ways on (every error view offers one): the title, a line of
 * text and the actions. Sets the document title unless `documentTitle` is given.
 */
export function StateView({
  title,
  text,
  documentTitle = title,
  children,
}: {
  title: string;
  text: string;
  documentTitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <VStack
      gap="5"
      textAlign="center"
      py={{ base: "12", md: "20" }}
      px="2"
      maxWidth="34rem"
      mx="auto"
    >
      <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="normal">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {text}
      </Text>
      <HStack gap="3" flexWrap="wrap" justify="center" pt="2">
        {children}
      </HStack>
    </VStack>
  );
}

/**
 * The one not-found view (an unknown address and a page this reader may not see), always inside
 * the app's header and footer. Its ways on say where they lead: a signed-in user goes to 'Mijn
 * pagina's'; a visitor is never sent to a "home" that is the sign-in screen: back where they
 * came from, and 'Inloggen' (named as such) for a page that was shared with them.
 */
export function NotFoundView() {
  const state = useAuthState();
  const signedIn = state.status === "authenticated";
  const canGoBack = typeof window !== "undefined" && window.history.length > 1;
  return (
    <StateView
      title={commonTexts.notFound.title}
      text={signedIn ? commonTexts.notFound.text : commonTexts.notFound.signedOutText}
      documentTitle={commonTexts.notFound.documentTitle}
    >
      {signedIn ? (
        <LinkButton asChild>
          <Link to="/">{commonTexts.actions.home}</Link>
        </LinkButton>
      ) : null}
      {state.status === "unauthenticated" ? (
        <>
          {canGoBack ? (
            <Button
              variant="outline"
              onClick={() => {
                window.history.back();
              }}
            >
              {commonTexts.actions.back}
            </Button>
          ) : null}
          <LinkButton asChild>
            <Link
              to="/login"
              search={{ redirect: `${window.location.pathname}${window.location.search}` }}
            >
              {commonTexts.actions.signIn}
            </Link>
          </LinkButton>
        </>
      ) : null}
    </StateView>
  );
}

/** Any other failure: retry (reloads the route and its queries) or go home. */
export function UnknownErrorView({ error, reset }: Partial<ErrorComponentProps>) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    if (error !== undefined) console.warn("Route error:", error);
  }, [error]);
  const retry = () => {
    queryReset.reset();
    reset?.();
    void router.invalidate();
  };
  return (
    <StateView
      title={commonTexts.unknownError.title}
      text={commonTexts.unknownError.text}
      documentTitle={commonTexts.unknownError.documentTitle}
    >
      <Button onClick={retry}>{commonTexts.actions.retry}</Button>
      <LinkButton asChild variant="outline">
        <Link to="/">{commonTexts.actions.home}</Link>
      </LinkButton>
    </StateView>
  );
}
