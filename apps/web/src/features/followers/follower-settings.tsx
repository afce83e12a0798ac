import type { FollowerSettings, FollowerSettingsUpdate } from "@memorial/api-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { useUserKey } from "../../core/use-auth";
import { followerTexts } from "../../texts/followers";
import { Alert, Box, Checkbox, Heading, Skeleton, Stack, Text } from "../../ui/layout";
import { changeFollowerSettings, followerSettingsQuery } from "./queries";

const t = followerTexts.settings;
const DAYS = ["anniversary", "birthday", "allSouls"] as const;
type Day = (typeof DAYS)[number];

/**
 * The family's side of following, beside the notification settings in 'Berichten beheren':
 * how many people follow the page ('n volgers', never who) and the three remembrance days the
 * followers get a mail on, each off by default and saved at once.
 */
export function FollowerSettingsPanel({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const queryClient = useQueryClient();
  const settings = useQuery(followerSettingsQuery(api, user, profileId));
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({
    mutationKey: [user, "followers", profileId, "change"],
    mutationFn: (next: Partial<FollowerSettingsUpdate>) =>
      changeFollowerSettings(api, queryClient, user, profileId, next),
    onMutate: (next) => {
      setFailure(null);
      const { queryKey } = followerSettingsQuery(api, user, profileId);
      const previous = queryClient.getQueryData<FollowerSettings>(queryKey);
      if (previous !== undefined) queryClient.setQueryData(queryKey, { ...previous, ...next });
      return { previous };
    },
    onError: (_error, _next, context) => {
      const { queryKey } = followerSettingsQuery(api, user, profileId);
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
      setFailure(t.failed);
    },
  });
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      px={{ base: "5", md: "6" }}
      py="5"
      data-follower-settings=""
    >
      <Stack gap="4">
        <Heading as="h2" fontSize="lg" fontWeight="medium">
          {t.title}
        </Heading>
        {settings.data === undefined ? (
          settings.isError ? (
            <Text color="fg.error" role="alert">
              {t.loadFailed}
            </Text>
          ) : (
            <Stack gap="3" aria-busy="true">
              <Skeleton height="5" width="40%" />
              <Skeleton height="11" />
              <Skeleton height="11" />
            </Stack>
          )
        ) : (
          <>
            <Box>
              <Text fontFamily="heading" fontSize="2xl" data-follower-count="">
                {t.count(settings.data.followers)}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t.countHelp}
              </Text>
            </Box>
            <Box as="fieldset">
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
                {t.remembranceLabel}
              </Text>
              <Text color="fg.muted" fontSize="sm" mb="2">
                {t.remembranceHelp}
              </Text>
              <Stack gap="1">
                {DAYS.map((day: Day) => (
                  <Checkbox.Root
                    key={day}
                    checked={settings.data[day]}
                    disabled={change.isPending}
                    alignItems="center"
                    minHeight="11"
                    onCheckedChange={(details) => {
                      change.mutate({ [day]: details.checked === true });
                    }}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control borderColor="fg.muted" />
                    <Checkbox.Label>{t[day]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Box>
            {failure === null ? null : (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{failure}</Alert.Title>
              </Alert.Root>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
