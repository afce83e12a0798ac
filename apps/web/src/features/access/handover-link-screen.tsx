import { answerHandoverByLink, isApiError, type HandoverAnswer } from "@memorial/api-client";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink, useRouteContext } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useDocumentTitle } from "../../core/use-document-title";
import { accessTexts } from "../../texts/access";
import { Alert, Box, Button, Heading, Link, LinkButton, Stack, Text } from "../../ui/layout";

const t = accessTexts.link;

export interface HandoverLinkScreenProps {
  /** The `code` of the link in the request mail, or "" when the address lost it. */
  code: string;
  /** The answer the mail's button or link proposed; the screen still asks before sending. */
  proposed: HandoverAnswer | undefined;
}

function failureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 410 || error.status === 400) return t.expired;
    if (error.status === 429) return t.rateLimited;
  }
  return t.failed;
}

/**
 * /eigenaar-worden?code=…&antwoord=…: the receiver of a hand-over answers it with the link of the
 * request mail, on any device and without signing in. Opening the link changes nothing: the
 * answer is sent only with one of the two buttons (the proposed one first), so a mail scanner
 * that follows links cannot accept for anyone.
 */
export function HandoverLinkScreen({ code, proposed }: HandoverLinkScreenProps) {
  useDocumentTitle(t.documentTitle);
  const { api } = useRouteContext({ from: "__root__" });
  const answer = useMutation({
    mutationKey: ["anonymous", "ownership-handover-answer"],
    mutationFn: (choice: HandoverAnswer) => answerHandoverByLink(api, code, choice),
  });
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer.isSuccess || answer.isError) resultRef.current?.focus();
  }, [answer.isSuccess, answer.isError]);
  const expired = answer.isError && failureText(answer.error) === t.expired;
  const choices: HandoverAnswer[] =
    proposed === "decline" ? ["decline", "accept"] : ["accept", "decline"];

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
      ) : answer.isSuccess ? (
        <Stack gap="5" ref={resultRef} tabIndex={-1} outline="none" role="status">
          <Text>{answer.data.answer === "accept" ? t.accepted : t.declined}</Text>
          <Box>
            <LinkButton asChild minHeight="11">
              <RouterLink to="/$profileId" params={{ profileId: answer.data.profileId }}>
                {t.toPage}
              </RouterLink>
            </LinkButton>
          </Box>
        </Stack>
      ) : (
        <Stack gap="5">
          <Text>{t.intro}</Text>
          <Text fontWeight="medium">{t.final}</Text>
          {answer.isError ? (
            <Box ref={resultRef} tabIndex={-1} outline="none">
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failureText(answer.error)}</Alert.Title>
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
            <Stack direction={{ base: "column", sm: "row" }} gap="3">
              {choices.map((choice, index) => (
                <Button
                  key={choice}
                  minHeight="11"
                  variant={index === 0 ? "solid" : "outline"}
                  loading={answer.isPending && answer.variables === choice}
                  disabled={answer.isPending}
                  onClick={() => {
                    answer.mutate(choice);
                  }}
                >
                  {choice === "accept" ? t.accept : t.decline}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
