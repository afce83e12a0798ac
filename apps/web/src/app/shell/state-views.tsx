import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { commonTexts } from "../../texts/common";
import { Button, Heading, HStack, Text, VStack } from "../../ui/layout";
import { useAuthState } from "../use-auth";
import { useDocumentTitle } from "../use-document-title";

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

/** A page that does not exist or is not visible to this visitor: home, and sign in when signed out. */
export function NotFoundView() {
  const state = useAuthState();
  return (
    <StateView
      title={commonTexts.notFound.title}
      text={commonTexts.notFound.text}
      documentTitle={commonTexts.notFound.documentTitle}
    >
      <Button asChild>
        <Link to="/">{commonTexts.actions.home}</Link>
      </Button>
      {state.status === "unauthenticated" ? (
        <Button asChild variant="outline">
          <Link
            to="/login"
            search={{ redirect: `${window.location.pathname}${window.location.search}` }}
          >
            {commonTexts.actions.signIn}
          </Link>
        </Button>
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
      <Button asChild variant="outline">
        <Link to="/">{commonTexts.actions.home}</Link>
      </Button>
    </StateView>
  );
}
