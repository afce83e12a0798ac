import {
  cancelHandover,
  leavePage,
  requestHandover,
  setSuccessor,
  type Ownership,
} from "@memorial/api-client";
import { AccessDialog, OwnershipPanel, type AccessListRow } from "@memorial/ui/access";
import { showToast } from "@memorial/ui/provider";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { useEffect } from "react";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { apiErrorMessage, errorTexts, ownershipErrorMessage } from "../../texts/errors";
import { accessTexts } from "../../texts/access";
import { accessKeys, accessListQuery, ownershipQuery, removeAccess, saveAccess } from "./queries";

export interface ManageAccessDialogProps {
  open: boolean;
  onClose: () => void;
  profileId: string;
}

/**
 * 'Toegang beheren': the page's access rows, loaded, added, changed and removed via the API, and
 * under them the page's owner: 'Eigenaar overdragen', the successor and 'Pagina verlaten'.
 */
export function ManageAccessDialog({ open, onClose, profileId }: ManageAccessDialogProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useUserKey();
  const state = useAuthState();
  const email = state.status === "authenticated" ? (state.email ?? "") : "";
  const query = useQuery({ ...accessListQuery(api, user, profileId), enabled: open });
  const ownership = useQuery({ ...ownershipQuery(api, user, profileId), enabled: open });

  useEffect(() => {
    if (open && query.isError) {
      console.warn("Loading the access list failed:", query.error);
      showToast("error", apiErrorMessage("accessList", query.error));
    }
  }, [open, query.isError, query.error]);

  const failed = (what: string, fallback: string) => (error: unknown) => {
    console.warn(`${what} failed:`, error);
    showToast("error", ownershipErrorMessage(error, fallback));
  };
  const ownershipSaved = (next: Ownership) => {
    queryClient.setQueryData(accessKeys.ownership(user, profileId), next);
  };

  // The dialog awaits these: a failure keeps its form (the promise rejects after the toast).
  const save = useMutation({
    mutationFn: (row: AccessListRow) => saveAccess(api, queryClient, user, profileId, row),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accessKeys.ownership(user, profileId) }),
    onError: failed("Saving access", errorTexts.accessSave),
  });
  const remove = useMutation({
    mutationFn: (username: string) => removeAccess(api, queryClient, user, profileId, username),
    onError: failed("Removing access", errorTexts.accessRemove),
  });
  const handOver = useMutation({
    mutationFn: (receiver: string) => requestHandover(api, profileId, receiver),
    onSuccess: (next) => {
      ownershipSaved(next);
      showToast("success", accessTexts.handoverSent(next.handover?.to ?? ""));
    },
    onError: failed("Asking for a hand-over", errorTexts.ownershipFailed),
  });
  const cancel = useMutation({
    mutationFn: () => cancelHandover(api, profileId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: accessKeys.ownership(user, profileId) }),
    onError: failed("Cancelling the hand-over", errorTexts.ownershipFailed),
  });
  const successor = useMutation({
    mutationFn: (candidate: string | null) => setSuccessor(api, profileId, candidate),
    onSuccess: (next) => {
      ownershipSaved(next);
      showToast("success", accessTexts.successorSaved);
    },
    onError: failed("Naming a successor", errorTexts.ownershipFailed),
  });
  const leave = useMutation({
    mutationFn: () => leavePage(api, profileId),
    onSuccess: async () => {
      onClose();
      showToast("success", accessTexts.left);
      await navigate({ to: "/" });
      // The page and its lists are no longer this user's.
      await queryClient.invalidateQueries({ queryKey: [user] });
    },
    onError: failed("Leaving the page", errorTexts.leaveFailed),
  });

  const rows = query.data ?? [];
  const owner = ownership.data;
  const otherManagers = rows
    .filter((row) => row.level === "manage" && row.owner !== true)
    .map((row) => row.username);

  return (
    <AccessDialog
      open={open}
      onClose={onClose}
      status={query.isPending ? "loading" : query.isError ? "error" : "ready"}
      rows={rows}
      currentUserEmail={email}
      onRetry={() => {
        void query.refetch();
      }}
      onSave={(row) => save.mutateAsync(row)}
      onRemove={(username) => remove.mutateAsync(username)}
      ownership={
        owner === undefined ? null : (
          <OwnershipPanel
            ownership={{
              owner: owner.owner,
              successor: owner.successor,
              handoverTo: owner.handover?.to ?? null,
            }}
            currentUserEmail={email}
            otherManagers={otherManagers}
            onHandOver={(receiver) => handOver.mutateAsync(receiver)}
            onCancelHandover={() => cancel.mutateAsync()}
            onSuccessorChange={(candidate) => successor.mutateAsync(candidate)}
            onLeave={() => leave.mutateAsync()}
          />
        )
      }
    />
  );
}
