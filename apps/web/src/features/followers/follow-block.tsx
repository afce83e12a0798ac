import { followPage, isApiError, type ApiClient } from "@memorial/api-client";
import { isWriterEmail } from "@memorial/domain";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type SyntheticEvent } from "react";
import { followerTexts } from "../../texts/followers";
import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  Link,
  Stack,
  Text,
} from "../../ui/layout";

const t = followerTexts.block;

/** Where the privacy statement lives (a page of the app). */
export const PRIVACY_PATH = "/privacy";

export interface FollowBlockProps {
  api: ApiClient;
  /** The key of the user in queries ("anonymous" for a visitor). */
  user: string;
  profileId: string;
  /** The page's name as the page shows it. */
  personName: string;
  /**
   * False in the server-rendered markup: the form is inert until the island takes over, so
   * nothing typed there can be lost.
   */
  interactive?: boolean;
}

/** The Dutch message of a failed follow request. */
export function followFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 400) return t.invalid;
    if (error.status === 429) return t.rateLimited;
    if (error.status === 404 || error.status === 409) return t.notAvailable;
  }
  return t.failed;
}

/**
 * 'Op de hoogte blijven': a quiet block under a public page where a visitor leaves an address to
 * hear of gatherings and remembrance days. Nothing is sent but the confirmation mail until its
 * link is used. What was typed stays in the field when something goes wrong.
 */
export function FollowBlock({
  api,
  user,
  profileId,
  personName,
  interactive = true,
}: FollowBlockProps) {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const follow = useMutation({
    mutationKey: [user, "follow", profileId],
    mutationFn: (address: string) => followPage(api, profileId, address),
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address === "") {
      setProblem(t.empty);
      return;
    }
    if (!isWriterEmail(address)) {
      setProblem(t.invalid);
      return;
    }
    setProblem(null);
    follow.mutate(address);
  };
  const failure = follow.isError ? followFailure(follow.error) : null;
  const fieldProblem = problem ?? (failure === t.invalid ? failure : null);
  return (
    <Box
      as="aside"
      aria-labelledby={`${inputId}-title`}
      data-follow-block=""
      py={{ base: "10", md: "12" }}
    >
      <Container maxWidth="3xl" px={{ base: "20px", md: "6" }}>
        <Stack gap="3" maxWidth="36rem">
          <Heading
            as="h2"
            id={`${inputId}-title`}
            fontFamily="heading"
            fontWeight="normal"
            fontSize={{ base: "xl", md: "2xl" }}
          >
            {t.title}
          </Heading>
          <Text color="fg.muted">{t.intro(personName)}</Text>
          {follow.isSuccess ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{t.sent(follow.variables)}</Alert.Title>
            </Alert.Root>
          ) : (
            <form noValidate onSubmit={submit} inert={!interactive}>
              <Stack gap="3">
                <Field.Root invalid={fieldProblem !== null}>
                  <Field.Label htmlFor={inputId}>{t.label}</Field.Label>
                  <Input
                    id={inputId}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    spellCheck={false}
                    maxLength={254}
                    minHeight="11"
                    value={email}
                    onChange={(e) => {
                      setEmail(e.currentTarget.value);
                      setProblem(null);
                    }}
                  />
                  {fieldProblem === null ? null : <Field.ErrorText>{fieldProblem}</Field.ErrorText>}
                </Field.Root>
                <Text fontSize="sm" color="fg.muted">
                  {t.privacyBefore}
                  <Link
                    href={PRIVACY_PATH}
                    color="dusk.fg"
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                  >
                    {t.privacyLink}
                  </Link>
                  {t.privacyAfter}
                </Text>
                {failure !== null && failure !== t.invalid ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{failure}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <Box>
                  <Button
                    type="submit"
                    variant="outline"
                    minHeight="11"
                    width={{ base: "full", sm: "auto" }}
                    loading={follow.isPending}
                    loadingText={t.submitting}
                  >
                    {t.submit}
                  </Button>
                </Box>
              </Stack>
            </form>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
