import { THANK_YOU_LIMITS, textLength } from "@memorial/domain";
import { showToast } from "@memorial/ui/provider";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouteContext } from "@tanstack/react-router";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { useDocumentTitle } from "../../core/use-document-title";
import { accountTexts } from "../../texts/account";
import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  Input,
  LinkButton,
  Skeleton,
  Stack,
  Text,
} from "../../ui/layout";
import { accountProfileQuery, useDownloadAccountData, useSaveAccountName } from "./account-queries";

const t = accountTexts.myAccount;

/** One section of 'Mijn account': a heading, a line of explanation and its content. */
export function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      px={{ base: "5", md: "6" }}
      py="5"
    >
      <Heading id={id} as="h2" fontWeight="normal" fontSize={{ base: "xl", md: "2xl" }} mb="1">
        {title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {intro}
      </Text>
      {children}
    </Box>
  );
}

/** The name field with its own save; what was typed stays on a failure. */
export function NameForm({
  initial,
  submitLabel,
  extra,
  onSaved,
}: {
  initial: string;
  submitLabel: string;
  extra?: ReactNode;
  onSaved?: () => void;
}) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const save = useSaveAccountName(api, user);
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    setName(initial);
  }, [initial]);
  const submit = async () => {
    if (textLength(name.trim()) > THANK_YOU_LIMITS.accountName) {
      setProblem(t.nameTooLong(THANK_YOU_LIMITS.accountName));
      return;
    }
    setProblem(undefined);
    try {
      await save.mutateAsync(name.trim() === "" ? null : name.trim());
      showToast("success", t.saved);
      onSaved?.();
    } catch {
      setProblem(t.saveFailed);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4" maxWidth="28rem">
        <Field.Root invalid={problem !== undefined}>
          <Field.Label>{t.nameLabel}</Field.Label>
          <Input
            name="name"
            autoComplete="name"
            value={name}
            minHeight="11"
            bg="bg.panel"
            borderColor="fg.muted"
            onChange={(event) => {
              setName(event.currentTarget.value);
              setProblem(undefined);
            }}
          />
          {problem === undefined ? (
            <Field.HelperText color="fg.muted">{t.nameHelp}</Field.HelperText>
          ) : (
            <Field.ErrorText>{problem}</Field.ErrorText>
          )}
        </Field.Root>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button type="submit" minHeight="11" loading={save.isPending} loadingText={t.saving}>
            {submitLabel}
          </Button>
          {extra}
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * 'Mijn account' (/mijn-account): the account holder's own things, one section each: the name
 * ('Uw naam'), the password, 'Mijn gegevens downloaden' and the way to 'Account verwijderen'.
 */
export function MyAccountScreen() {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const auth = useAuthState();
  const account = useQuery(accountProfileQuery(api, user));
  const download = useDownloadAccountData(api, user);
  useDocumentTitle(t.title);
  return (
    <Box maxWidth="40rem" mx="auto">
      <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" mb="2">
        {t.title}
      </Heading>
      {auth.status === "authenticated" && auth.email !== undefined ? (
        <Text color="fg.muted" mb="8" overflowWrap="anywhere">
          {t.signedInAs(auth.email)}
        </Text>
      ) : null}
      <Stack gap="6">
        <AccountSection title={t.nameTitle} intro={t.nameIntro}>
          {account.data !== undefined ? (
            <NameForm initial={account.data.name ?? ""} submitLabel={t.save} />
          ) : account.isError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t.loadFailed}</Alert.Title>
            </Alert.Root>
          ) : (
            <Stack gap="3" aria-busy="true">
              <Skeleton height="5" width="40%" />
              <Skeleton height="11" />
            </Stack>
          )}
        </AccountSection>
        <AccountSection title={t.passwordTitle} intro={t.passwordIntro}>
          <LinkButton asChild variant="outline" minHeight="11">
            <Link to="/change-password">{t.passwordLink}</Link>
          </LinkButton>
        </AccountSection>
        <AccountSection title={t.dataTitle} intro={t.dataIntro}>
          <Stack gap="3" align="start">
            <Button
              variant="outline"
              minHeight="11"
              loading={download.isPending}
              loadingText={t.dataDownloading}
              onClick={() => {
                download.mutate(t.dataFileName, {
                  onSuccess: () => {
                    showToast("success", t.dataDone);
                  },
                  onError: (error) => {
                    console.warn("Downloading the account's data failed:", error);
                  },
                });
              }}
            >
              {t.dataDownload}
            </Button>
            {download.isError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t.dataFailed}</Alert.Title>
              </Alert.Root>
            ) : null}
          </Stack>
        </AccountSection>
        <AccountSection title={t.deleteTitle} intro={t.deleteIntro}>
          <LinkButton asChild variant="outline" colorPalette="red" minHeight="11">
            <Link to="/mijn-account/verwijderen">{t.deleteLink}</Link>
          </LinkButton>
        </AccountSection>
      </Stack>
    </Box>
  );
}
