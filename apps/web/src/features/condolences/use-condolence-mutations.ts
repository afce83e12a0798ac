/**
 * The register's server writes as TanStack Query mutations. The ui components await the
 * promises (`mutateAsync`) and show their own Dutch error (`describeError`), so a failure
 * rejects, keeps the form, and is logged here; the cache is invalidated by the functions of
 * `queries.ts`, keyed by the user.
 */
import type {
  ApiClient,
  CondolenceDraft,
  MemoryDraft,
  NotificationSettings,
  ReportDraft,
} from "@memorial/api-client";
import type { CondolenceMode } from "@memorial/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserKey } from "../../core/auth-session";
import {
  approveMany,
  changeCondolenceMode,
  changeMemoriesSetting,
  changeNotificationSettings,
  condolenceKeys,
  forgetOwnMessages,
  lightPageCandle,
  moderateCondolence,
  removeCandle,
  removeCondolence,
  reportMessage,
  sendCondolence,
  sendMemory,
} from "./queries";

function warn(what: string) {
  return (error: unknown) => {
    console.warn(`${what} failed:`, error);
  };
}

/**
 * A visitor's writes: a condolence, a memory, a candle, a report; and the next writer on a
 * shared device.
 */
export function useRegisterWrites(api: ApiClient, user: UserKey, profileId: string) {
  const queryClient = useQueryClient();
  const key = condolenceKeys.page(user, profileId);
  const send = useMutation({
    mutationKey: [...key, "send"],
    mutationFn: (draft: CondolenceDraft) =>
      sendCondolence(api, queryClient, user, profileId, draft),
    onError: warn("Sending a condolence"),
  });
  const light = useMutation({
    mutationKey: [...key, "light"],
    mutationFn: (candle: { name: string; website: string }) =>
      lightPageCandle(api, queryClient, user, profileId, candle),
    onError: warn("Lighting a candle"),
  });
  const report = useMutation({
    mutationKey: [...key, "report"],
    mutationFn: ({ id, draft }: { id: string; draft: ReportDraft }) =>
      reportMessage(api, profileId, id, draft),
    onError: warn("Reporting a message"),
  });
  const share = useMutation({
    mutationKey: [...key, "share"],
    mutationFn: ({
      draft,
      onProgress,
    }: {
      draft: MemoryDraft;
      onProgress: (percent: number) => void;
    }) => sendMemory(api, queryClient, user, profileId, draft, onProgress),
    onError: warn("Sharing a memory"),
  });
  const forget = useMutation({
    mutationKey: [...key, "forget-own"],
    mutationFn: () => forgetOwnMessages(queryClient, user, profileId),
    onError: warn("Reading the lists again for the next writer"),
  });
  return {
    sendCondolence: (draft: CondolenceDraft) => send.mutateAsync(draft),
    /** The next writer on a shared device: the previous writer's waiting messages go. */
    forgetOwnMessages: () => {
      forget.mutate();
    },
    reportMessage: (id: string, draft: ReportDraft) => report.mutateAsync({ id, draft }),
    shareMemory: (draft: MemoryDraft, onProgress: (percent: number) => void) =>
      share.mutateAsync({ draft, onProgress }),
    lightCandle: (candle: { name: string; website: string }) => light.mutateAsync(candle),
  };
}

/** Managers, 'Berichten beheren': approve, hide, delete, approve many. */
export function useModerationWrites(api: ApiClient, user: UserKey, profileId: string) {
  const queryClient = useQueryClient();
  const key = condolenceKeys.page(user, profileId);
  const status = useMutation({
    mutationKey: [...key, "status"],
    mutationFn: ({ id, next }: { id: string; next: "approved" | "hidden" }) =>
      moderateCondolence(api, queryClient, user, profileId, id, next),
    onError: warn("Changing a condolence's status"),
  });
  const remove = useMutation({
    mutationKey: [...key, "delete"],
    mutationFn: (id: string) => removeCondolence(api, queryClient, user, profileId, id),
    onError: warn("Deleting a condolence"),
  });
  const approveAll = useMutation({
    mutationKey: [...key, "approve-many"],
    mutationFn: (ids: readonly string[]) => approveMany(api, queryClient, user, profileId, ids),
    onError: warn("Approving condolences"),
  });
  return {
    approve: (id: string) => status.mutateAsync({ id, next: "approved" }),
    hide: (id: string) => status.mutateAsync({ id, next: "hidden" }),
    remove: (id: string) => remove.mutateAsync(id),
    approveMany: (ids: readonly string[]) => approveAll.mutateAsync(ids),
  };
}

/** Managers: removes one candle. */
export function useRemoveCandle(api: ApiClient, user: UserKey, profileId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [...condolenceKeys.page(user, profileId), "remove-candle"],
    mutationFn: (id: string) => removeCandle(api, queryClient, user, profileId, id),
    onError: warn("Removing a candle"),
  });
  return (id: string) => mutation.mutateAsync(id);
}

/** Managers: whether visitors may share memories, saved with the setting's ETag. */
export function useChangeMemoriesSetting(api: ApiClient, user: UserKey, profileId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [...condolenceKeys.settings(user, profileId), "memories"],
    mutationFn: (on: boolean) => changeMemoriesSetting(api, queryClient, user, profileId, on),
    onError: warn("Switching memories"),
  });
  return (on: boolean) => mutation.mutateAsync(on);
}

/** Managers: the page's setting (off, after approval, at once), saved with its ETag. */
export function useChangeCondolenceMode(api: ApiClient, user: UserKey, profileId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [...condolenceKeys.settings(user, profileId), "change"],
    mutationFn: (mode: CondolenceMode) =>
      changeCondolenceMode(api, queryClient, user, profileId, mode),
    onError: warn("Changing the condolence setting"),
  });
  return (mode: CondolenceMode) => mutation.mutateAsync(mode);
}

/** A manager's own choices: how to hear of new messages, and the remembrance mails. */
export function useChangeNotificationSettings(api: ApiClient, user: UserKey, profileId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: [...condolenceKeys.page(user, profileId), "notice", "change"],
    mutationFn: (change: Partial<NotificationSettings>) =>
      changeNotificationSettings(api, queryClient, user, profileId, change),
    onError: warn("Changing the notification settings"),
  });
  return (change: Partial<NotificationSettings>) => mutation.mutateAsync(change);
}
