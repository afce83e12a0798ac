import { MAIL_FRAME, MAIL_TEXTS, THANK_YOU_LIMITS, textLength } from "@memorial/domain";
import { showToast } from "@memorial/ui/provider";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouteContext } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { useUserKey } from "../../core/use-auth";
import { useDocumentTitle } from "../../core/use-document-title";
import { condolencePageTexts } from "../../texts/condolences";
import { condolenceErrorMessage } from "../../texts/errors";
import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  LinkButton,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "../../ui/layout";
import { PageSubScreen } from "../../ui/page-sub-screen";
import {
  thankYouAddressesQuery,
  thankYouCsv,
  thankYouMailQuery,
  useSendThankYou,
} from "./thank-you-queries";

const texts = condolencePageTexts.thankYou;
const mailTexts = texts.mail;

const panel = {
  bg: "bg.panel",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "l3",
  px: { base: "5", md: "6" },
  py: "5",
} as const;

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

const sentAt = (iso: string) =>
  new Date(iso).toLocaleString("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Amsterdam",
  });

function Addresses({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const titleId = useId();
  const list = useQuery(thankYouAddressesQuery(api, user, profileId));
  return (
    <Box as="section" aria-labelledby={titleId} {...panel}>
      <Heading id={titleId} as="h2" fontWeight="normal" fontSize={{ base: "xl", md: "2xl" }} mb="2">
        {texts.title}
      </Heading>
      <Text color="fg.muted" mb="5">
        {texts.intro}
      </Text>
      {list.data === undefined ? (
        list.isError ? (
          <Text color="fg.error" role="alert">
            {texts.loadError}
          </Text>
        ) : (
          <Stack gap="3" aria-busy="true">
            <Skeleton height="5" />
            <Skeleton height="5" />
          </Stack>
        )
      ) : list.data.length === 0 ? (
        <Text>{texts.empty}</Text>
      ) : (
        <Stack gap="5">
          <Text fontWeight="medium">{texts.count(list.data.length)}</Text>
          <Box
            as="ul"
            listStyleType="none"
            m="0"
            p="0"
            display="grid"
            gap="3"
            gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }}
          >
            {list.data.map((item) => (
              <Box
                as="li"
                key={item.condolenceId}
                borderWidth="1px"
                borderColor="border"
                borderRadius="l2"
                px="4"
                py="3"
                overflowWrap="anywhere"
              >
                <Text fontWeight="medium">{item.name}</Text>
                <Text>{item.street}</Text>
                <Text>
                  {item.postcode} {item.place}
                </Text>
              </Box>
            ))}
          </Box>
          <Stack direction={{ base: "column", sm: "row" }} gap="3">
            <Button
              minHeight="11"
              onClick={() => {
                download(texts.csvFileName, thankYouCsv(list.data));
              }}
            >
              {texts.downloadCsv}
            </Button>
            <LinkButton asChild variant="outline" minHeight="11">
              <Link to="/$profileId/bedankkaarten/etiketten" params={{ profileId }}>
                {texts.labels}
              </Link>
            </LinkButton>
          </Stack>
          <Text color="fg.muted" fontSize="sm">
            {texts.labelsHelp}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

/** The mail as each writer will read it: the same words the API sends. */
function MailPreview({ pageName, text }: { pageName: string; text: string }) {
  const mail = MAIL_TEXTS.thankYou;
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg"
      px={{ base: "4", md: "6" }}
      py="5"
      fontFamily="heading"
      fontSize="md"
      lineHeight="1.6"
      overflowWrap="anywhere"
    >
      <Text fontFamily="body" fontSize="sm" color="fg.muted" mb="1">
        {mailTexts.previewTo(mailTexts.sampleName)}
      </Text>
      <Text fontFamily="body" fontWeight="medium" mb="4">
        {mail.subject(pageName)}
      </Text>
      <Text mb="4">{MAIL_FRAME.greeting(mailTexts.sampleName)}</Text>
      {mail.paragraphs(text).map((paragraph, index) => (
        <Text key={index} mb="4" whiteSpace="pre-line">
          {paragraph}
        </Text>
      ))}
      <Text mb="4" color="accent.fg" textDecoration="underline">
        {mail.action}
      </Text>
      <Text whiteSpace="pre-line">{MAIL_FRAME.closing.join("\n")}</Text>
      <Text mt="4" fontFamily="body" fontSize="sm" color="fg.muted">
        {mail.reason(pageName)}
      </Text>
    </Box>
  );
}

function ThankYouMail({ profileId, pageName }: { profileId: string; pageName: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const titleId = useId();
  const state = useQuery(thankYouMailQuery(api, user, profileId));
  const send = useSendThankYou(api, user, profileId);
  const [text, setText] = useState<string>(mailTexts.defaultText);
  const [previewing, setPreviewing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);

  const check = () => {
    if (text.trim() === "") return mailTexts.textMissing;
    if (textLength(text) > THANK_YOU_LIMITS.text)
      return mailTexts.textTooLong(THANK_YOU_LIMITS.text);
    return undefined;
  };

  const body = () => {
    if (state.data === undefined) {
      return state.isError ? (
        <Text color="fg.error" role="alert">
          {condolenceErrorMessage(state.error)}
        </Text>
      ) : (
        <Skeleton height="12" />
      );
    }
    if (state.data.sentAt !== null) {
      return (
        <Stack gap="4">
          <Text fontWeight="medium" role="status">
            {mailTexts.sent(sentAt(state.data.sentAt), state.data.recipients)}
          </Text>
          {state.data.text === null ? null : (
            <MailPreview pageName={pageName} text={state.data.text} />
          )}
        </Stack>
      );
    }
    if (state.data.recipients === 0) return <Text>{mailTexts.intro(0)}</Text>;
    return (
      <Stack gap="5">
        <Text color="fg.muted">{mailTexts.intro(state.data.recipients)}</Text>
        {previewing ? (
          <Stack gap="4" ref={previewRef} tabIndex={-1} outline="none">
            <Heading as="h3" fontWeight="normal" fontSize="lg">
              {mailTexts.previewTitle}
            </Heading>
            <MailPreview pageName={pageName} text={text} />
            <Text fontSize="sm" color="fg.muted">
              {mailTexts.confirm}
            </Text>
            <Stack direction={{ base: "column", sm: "row" }} gap="3">
              <Button
                minHeight="11"
                loading={send.isPending}
                loadingText={mailTexts.sending}
                onClick={() => {
                  setFailure(undefined);
                  send.mutate(text, {
                    onSuccess: () => {
                      showToast("success", mailTexts.sentToast);
                    },
                    onError: (error) => {
                      setFailure(condolenceErrorMessage(error));
                    },
                  });
                }}
              >
                {mailTexts.send}
              </Button>
              <Button
                variant="outline"
                minHeight="11"
                onClick={() => {
                  setPreviewing(false);
                  requestAnimationFrame(() => field.current?.focus());
                }}
              >
                {mailTexts.edit}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const found = check();
              setProblem(found);
              if (found !== undefined) {
                field.current?.focus();
                return;
              }
              setPreviewing(true);
              requestAnimationFrame(() => previewRef.current?.focus());
            }}
          >
            <Stack gap="4">
              <Field.Root required invalid={problem !== undefined}>
                <Field.Label>{mailTexts.textLabel}</Field.Label>
                <Textarea
                  ref={field}
                  name="text"
                  rows={9}
                  autoresize
                  value={text}
                  bg="bg.panel"
                  borderColor="fg.muted"
                  fontSize="md"
                  lineHeight="1.6"
                  onChange={(event) => {
                    setText(event.currentTarget.value);
                    setProblem(undefined);
                  }}
                />
                {problem === undefined ? (
                  <Field.HelperText color="fg.muted">{mailTexts.textHelp}</Field.HelperText>
                ) : (
                  <Field.ErrorText>{problem}</Field.ErrorText>
                )}
              </Field.Root>
              <Box>
                <Button type="submit" minHeight="11" width={{ base: "full", sm: "auto" }}>
                  {mailTexts.preview}
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      </Stack>
    );
  };

  return (
    <Box as="section" aria-labelledby={titleId} {...panel}>
      <Heading id={titleId} as="h2" fontWeight="normal" fontSize={{ base: "xl", md: "2xl" }} mb="3">
        {mailTexts.title}
      </Heading>
      {failure === undefined ? null : (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {body()}
    </Box>
  );
}

/**
 * /$profileId/bedankkaarten: 'Adressen voor bedankkaarten' for the page's managers: the
 * addresses writers left (as a list, a CSV file for Excel and a sheet of labels) and the one
 * digital thank-you to everyone who left an e-mail address, with a preview before it goes.
 */
export function ThankYouScreen({
  profileId,
  pageName,
  isManager,
}: {
  profileId: string;
  pageName: string;
  isManager: boolean;
}) {
  useDocumentTitle(texts.documentTitle(pageName));
  return (
    <PageSubScreen
      profileId={profileId}
      pageName={pageName}
      isManager={isManager}
      notManagerText={texts.notManagerText}
    >
      <Box>
        <LinkButton asChild variant="ghost" size="sm" minHeight="11" ms="-3">
          <Link to="/$profileId/condoleances" params={{ profileId }}>
            {texts.backToModeration}
          </Link>
        </LinkButton>
      </Box>
      <Addresses profileId={profileId} />
      <ThankYouMail profileId={profileId} pageName={pageName} />
    </PageSubScreen>
  );
}
