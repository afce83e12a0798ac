import { followPage, isApiError, type ApiClient } from "@memorial/api-client";
import { isWriterEmail } from "@memorial/domain";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type ReactNode, type SyntheticEvent } from "react";
import { followerTexts } from "../../texts/followers";
import {
  Alert,
  boxStyle,
  buttonStyle,
  fixedButton,
  fixedElement,
  FixedField,
  fixedInput,
  fixedStyle,
  blockTitleStyle,
  FORM_LATER_ATTRIBUTE,
  stackStyle,
  textStyle,
} from "../../ui/layout";

const t = followerTexts.block;

// Fixed elements (`fixedElement`): the block is in every public page's first render.
const Aside = fixedElement("aside", boxStyle({ py: { base: "10", md: "12" } }));
const Column = fixedElement(
  "div",
  fixedStyle({ recipe: "container", props: { maxWidth: "3xl", px: { base: "20px", md: "6" } } }),
);
const Content = fixedElement("div", stackStyle({ gap: "3", maxWidth: "36rem" }));
const Title = fixedElement("h2", blockTitleStyle());
const Intro = fixedElement("p", textStyle({ color: "fg.muted" }));
const Fields = fixedElement("div", stackStyle({ gap: "3" }));
const EmailInput = fixedInput({ minHeight: "11" });
const Note = fixedElement("p", textStyle({ fontSize: "sm", color: "fg.muted" }));
const PrivacyLink = fixedElement(
  "a",
  fixedStyle({
    recipe: "link",
    props: { color: "dusk.fg", textDecoration: "underline", textUnderlineOffset: "3px" },
  }),
);
const SubmitButton = fixedButton(
  buttonStyle({ minHeight: "11", width: { base: "full", sm: "auto" } }, { variant: "outline" }),
);

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
   * False in the server-rendered markup: the title and the first line only, the form comes with
   * the island (before it, its field could not be used; without JavaScript a line says so).
   */
  interactive?: boolean;
  /** In the server-rendered markup: where the page's script says why the form is not there. */
  status?: ReactNode;
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
  status,
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
    <Aside aria-labelledby={`${inputId}-title`} data-follow-block="">
      <Column>
        <Content>
          <Title id={`${inputId}-title`}>{t.title}</Title>
          <Intro>{t.intro(personName)}</Intro>
          {!interactive ? (
            <div {...{ [FORM_LATER_ATTRIBUTE]: "" }}>
              <noscript>
                <Intro>{t.needsScript}</Intro>
              </noscript>
              {status}
            </div>
          ) : follow.isSuccess ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{t.sent(follow.variables)}</Alert.Title>
            </Alert.Root>
          ) : (
            <form noValidate onSubmit={submit}>
              <Fields>
                <FixedField.Root invalid={fieldProblem !== null}>
                  <FixedField.Label htmlFor={inputId}>{t.label}</FixedField.Label>
                  <EmailInput
                    id={inputId}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    spellCheck={false}
                    maxLength={254}
                    value={email}
                    onChange={(e) => {
                      setEmail(e.currentTarget.value);
                      setProblem(null);
                    }}
                  />
                  {fieldProblem === null ? null : (
                    <FixedField.ErrorText>{fieldProblem}</FixedField.ErrorText>
                  )}
                </FixedField.Root>
                <Note>
                  {t.privacyBefore}
                  <PrivacyLink href={PRIVACY_PATH}>{t.privacyLink}</PrivacyLink>
                  {t.privacyAfter}
                </Note>
                {failure !== null && failure !== t.invalid ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{failure}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <div>
                  <SubmitButton type="submit" loading={follow.isPending} loadingText={t.submitting}>
                    {t.submit}
                  </SubmitButton>
                </div>
              </Fields>
            </form>
          )}
        </Content>
      </Column>
    </Aside>
  );
}
