import { isApiError, withdrawCondolence } from "@memorial/api-client";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink, useRouteContext } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useDocumentTitle } from "../../core/use-document-title";
import { withdrawTexts as t } from "../../texts/withdraw";
import { Alert, Box, Button, Heading, Link, LinkButton, Stack, Text } from "../../ui/layout";

export interface WithdrawScreenProps {
  /** The `code` of the withdraw link, or "" when the address lost it. */
  code: string;
}

function failureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 410 || error.status === 400) return t.expired;
    if (error.status === 429) return t.rateLimited;
  }
  return t.failed;
}

/**
 * /bericht-intrekken?code=…: the writer withdraws their message with the link of the receipt or
 * of the approval mail, on any device and without an account. One button, asked once; after it
 * a way to the page (or home when the link no longer works).
 */
export function WithdrawScreen({ code }: WithdrawScreenProps) {
  useDocumentTitle(t.documentTitle);
  const { api } = useRouteContext({ from: "__root__" });
  const withdraw = useMutation({
    mutationKey: ["anonymous", "condolence-withdrawal"],
    mutationFn: () => withdrawCondolence(api, code),
  });
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (withdraw.isSuccess || withdraw.isError) resultRef.current?.focus();
  }, [withdraw.isSuccess, withdraw.isError]);
  const expired = withdraw.isError && failureText(withdraw.error) === t.expired;

  return (
    <Stack as="article" gap="6" maxWidth="36rem" mx="auto" fontSize={{ base: "md", md: "lg" }}>
      <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal">
        {t.title}
      </Heading>
      {code === "" ? (
        <Stack gap="5">
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t.missing}</Alert.Title>
          </Alert.Root>
          <Box>
            <Link asChild color="dusk.fg" textDecoration="underline" minHeight="11">
              <RouterLink to="/">{t.home}</RouterLink>
            </Link>
          </Box>
        </Stack>
      ) : withdraw.isSuccess ? (
        <Stack gap="5" ref={resultRef} tabIndex={-1} outline="none" role="status">
          <Text>{t.done}</Text>
          <Box>
            <LinkButton asChild minHeight="11">
              <RouterLink to="/$profileId" params={{ profileId: withdraw.data.profileId }}>
                {t.toPage}
              </RouterLink>
            </LinkButton>
          </Box>
        </Stack>
      ) : (
        <Stack gap="5">
          <Text>{t.intro}</Text>
          <Text fontWeight="medium">{t.final}</Text>
          {withdraw.isError ? (
            <Box ref={resultRef} tabIndex={-1} outline="none">
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failureText(withdraw.error)}</Alert.Title>
              </Alert.Root>
            </Box>
          ) : null}
          {expired ? (
            <Box>
              <Link asChild color="dusk.fg" textDecoration="underline" minHeight="11">
                <RouterLink to="/">{t.home}</RouterLink>
              </Link>
            </Box>
          ) : (
            <Box>
              <Button
                minHeight="11"
                width={{ base: "full", sm: "auto" }}
                loading={withdraw.isPending}
                loadingText={t.submitting}
                onClick={() => {
                  withdraw.mutate();
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
