import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useUserKey } from "../../core/use-auth";
import { accountTexts } from "../../texts/account";
import { Box, Button, Heading, Text } from "../../ui/layout";
import { accountProfileQuery, useSaveAccountName } from "./account-queries";
import { NameForm } from "./my-account-screen";

const t = accountTexts.namePrompt;

/**
 * Asks once for the account holder's name ('Uw naam'), below their pages (so the list never
 * moves when the question arrives): saved or declined,
 * it does not come back (the API keeps `nameAsked`). Nothing shows while the answer is unknown
 * or when it cannot be read: the question waits for a next visit.
 */
export function NamePrompt() {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const account = useQuery(accountProfileQuery(api, user));
  const decline = useSaveAccountName(api, user);
  if (account.data === undefined || account.data.nameAsked) return null;
  return (
    <Box
      as="section"
      aria-labelledby="naam-vraag"
      maxWidth="46rem"
      mx="auto"
      mt="10"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      px={{ base: "5", md: "6" }}
      py="5"
    >
      <Heading id="naam-vraag" as="h2" fontWeight="normal" fontSize={{ base: "xl", md: "2xl" }}>
        {t.title}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {t.intro}
      </Text>
      <NameForm
        initial=""
        submitLabel={t.save}
        extra={
          <Button
            variant="ghost"
            minHeight="11"
            loading={decline.isPending}
            onClick={() => {
              decline.mutate(null);
            }}
          >
            {t.skip}
          </Button>
        }
      />
    </Box>
  );
}
