import type { AccountDeletionPage } from "@memorial/api-client";
import { showToast } from "@memorial/ui/provider";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { useDocumentTitle } from "../../core/use-document-title";
import { accountTexts } from "../../texts/account";
import { deleteAccountErrorMessage } from "./delete-account-errors";
import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  Input,
  LinkButton,
  List,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from "../../ui/layout";
import { accountDeletionQuery, useDeleteAccount } from "./account-queries";
import { AccountSection } from "./my-account-screen";

const t = accountTexts.deleteAccount;

/** The manager a page goes to when the account holder picks nobody else: the successor, or the first. */
function defaultOwner(page: AccountDeletionPage): string {
  return page.suggested ?? page.managers[0]?.email ?? "";
}

function PageOutcome({
  page,
  owner,
  onOwner,
}: {
  page: AccountDeletionPage;
  owner: string;
  onOwner: (email: string) => void;
}) {
  const name = page.name.trim() === "" ? t.unnamed : page.name;
  return (
    <List.Item
      borderTopWidth="1px"
      borderColor="border"
      py="4"
      listStyleType="none"
      data-outcome={page.outcome}
    >
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {name}
      </Text>
      {page.outcome === "delete" ? (
        <Stack gap="3" align="start">
          <Text color="fg.muted">{t.outcomeDelete}</Text>
          <LinkButton asChild variant="outline" minHeight="11">
            <Link to="/$profileId/bewaren" params={{ profileId: page.id }}>
              {t.keepsake}
            </Link>
          </LinkButton>
        </Stack>
      ) : page.outcome === "transfer" ? (
        <Stack gap="3">
          <Text color="fg.muted">{t.outcomeTransfer}</Text>
          <Field.Root maxWidth="28rem">
            <Field.Label>{t.newOwner}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                minHeight="11"
                bg="bg.panel"
                borderColor="fg.muted"
                value={owner}
                onChange={(event) => {
                  onOwner(event.currentTarget.value);
                }}
              >
                {page.managers.map((manager) => (
                  <option key={manager.email} value={manager.email}>
                    {manager.name === null ? manager.email : `${manager.name} (${manager.email})`}
                    {manager.email === page.suggested ? ` ${t.successorMark}` : ""}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText color="fg.muted">{t.newOwnerHelp}</Field.HelperText>
          </Field.Root>
        </Stack>
      ) : (
        <Text color="fg.muted">{t.outcomeLeave}</Text>
      )}
    </List.Item>
  );
}

/**
 * 'Account verwijderen' (/mijn-account/verwijderen): what happens to each page (deleted with
 * the keepsake offered, handed to a manager the account holder picks, or left), the password
 * asked again (after a Google sign-in: the e-mail address typed), then the account is deleted
 * and the user lands on the sign-in screen. A refusal keeps everything, the typed password
 * excepted, and says why in Dutch.
 */
export function DeleteAccountScreen() {
  const { api, auth } = useRouteContext({ from: "__root__" });
  const navigate = useNavigate();
  const user = useUserKey();
  const state = useAuthState();
  const email = state.status === "authenticated" ? (state.email ?? "") : "";
  const hosted = auth.isHostedSession();
  const plan = useQuery(accountDeletionQuery(api, user));
  const remove = useDeleteAccount(api, auth, user, async () => {
    showToast("success", t.done);
    // A plain /login: never a return path to this screen for whoever signs in next.
    await navigate({ to: "/login", replace: true });
  });
  const [owners, setOwners] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  useDocumentTitle(t.title);

  const pages = plan.data?.pages ?? [];
  const ownerOf = (page: AccountDeletionPage) => owners[page.id] ?? defaultOwner(page);

  const submit = () => {
    setProblem(undefined);
    if (secret.trim() === "") {
      setProblem(hosted ? t.emailEmpty : t.passwordEmpty);
      return;
    }
    if (hosted && secret.trim().toLowerCase() !== email.toLowerCase()) {
      setProblem(t.emailWrong);
      return;
    }
    remove.mutate(
      {
        ...(hosted ? {} : { password: secret }),
        request: {
          deletePages: pages.filter((page) => page.outcome === "delete").map((page) => page.id),
          newOwners: pages
            .filter((page) => page.outcome === "transfer")
            .map((page) => ({ profileId: page.id, email: ownerOf(page) })),
        },
      },
      {
        onError: (error) => {
          console.warn("Deleting the account failed:", error);
          setSecret("");
          setProblem(deleteAccountErrorMessage(error));
          void plan.refetch();
        },
      },
    );
  };

  return (
    <Box maxWidth="40rem" mx="auto">
      <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t.intro}
      </Text>
      <Stack gap="6">
        <AccountSection title={t.pagesTitle} intro={t.messagesNote}>
          {plan.data !== undefined ? (
            pages.length === 0 ? (
              <Text>{t.noPages}</Text>
            ) : (
              <List.Root as="ul" aria-label={t.pagesTitle} ps="0">
                {pages.map((page) => (
                  <PageOutcome
                    key={page.id}
                    page={page}
                    owner={ownerOf(page)}
                    onOwner={(chosen) => {
                      setOwners((current) => ({ ...current, [page.id]: chosen }));
                    }}
                  />
                ))}
              </List.Root>
            )
          ) : plan.isError ? (
            <Stack gap="3" align="start">
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t.loadFailed}</Alert.Title>
              </Alert.Root>
              <Button variant="outline" minHeight="11" onClick={() => void plan.refetch()}>
                {t.retry}
              </Button>
            </Stack>
          ) : (
            <Stack gap="3" aria-busy="true">
              <Skeleton height="5" width="50%" />
              <Skeleton height="11" />
            </Stack>
          )}
        </AccountSection>
        <AccountSection title={t.confirmTitle} intro={hosted ? t.emailHelp(email) : t.passwordHelp}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="4" maxWidth="28rem">
              <Field.Root invalid={problem !== undefined}>
                <Field.Label>{hosted ? t.emailLabel : t.passwordLabel}</Field.Label>
                <Input
                  name={hosted ? "email" : "current-password"}
                  type={hosted ? "email" : "password"}
                  autoComplete={hosted ? "email" : "current-password"}
                  value={secret}
                  minHeight="11"
                  bg="bg.panel"
                  borderColor="fg.muted"
                  onChange={(event) => {
                    setSecret(event.currentTarget.value);
                    setProblem(undefined);
                  }}
                />
                {problem !== undefined ? (
                  <Field.ErrorText role="alert">{problem}</Field.ErrorText>
                ) : null}
              </Field.Root>
              <Stack direction={{ base: "column", sm: "row" }} gap="3">
                <Button
                  type="submit"
                  colorPalette="red"
                  minHeight="11"
                  disabled={plan.data === undefined}
                  loading={remove.isPending}
                  loadingText={t.busy}
                >
                  {t.submit}
                </Button>
                <LinkButton asChild variant="ghost" minHeight="11">
                  <Link to="/mijn-account">{t.cancel}</Link>
                </LinkButton>
              </Stack>
            </Stack>
          </form>
        </AccountSection>
      </Stack>
    </Box>
  );
}
