import { AccessDialog, type AccessListRow } from "@memorial/ui/access";
import { showToast } from "@memorial/ui/provider";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useEffect } from "react";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { apiErrorMessage } from "../../texts/errors";
import { accessListQuery, removeAccess, saveAccess } from "./queries";

export interface ManageAccessDialogProps {
  open: boolean;
  onClose: () => void;
  profileId: string;
}

/** 'Toegang beheren': the page's access rows, loaded, added, changed and removed via the API. */
export function ManageAccessDialog({ open, onClose, profileId }: ManageAccessDialogProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const user = useUserKey();
  const state = useAuthState();
  const email = state.status === "authenticated" ? (state.email ?? "") : "";
  const query = useQuery({ ...accessListQuery(api, user, profileId), enabled: open });

  useEffect(() => {
    if (open && query.isError) {
      console.warn("Loading the access list failed:", query.error);
      showToast("error", apiErrorMessage("accessList", query.error));
    }
  }, [open, query.isError, query.error]);

  // The dialog awaits these: a failure keeps its form (the promise rejects after the toast).
  const save = useMutation({
    mutationFn: (row: AccessListRow) => saveAccess(api, queryClient, user, profileId, row),
    onError: (error) => {
      console.warn("Saving access failed:", error);
      showToast("error", apiErrorMessage("accessSave", error));
    },
  });
  const remove = useMutation({
    mutationFn: (username: string) => removeAccess(api, queryClient, user, profileId, username),
    onError: (error) => {
      console.warn("Removing access failed:", error);
      showToast("error", apiErrorMessage("accessRemove", error));
    },
  });

  return (
    <AccessDialog
      open={open}
      onClose={onClose}
      status={query.isPending ? "loading" : query.isError ? "error" : "ready"}
      rows={query.data ?? []}
      currentUserEmail={email}
      onRetry={() => {
        void query.refetch();
      }}
      onSave={(row) => save.mutateAsync(row)}
      onRemove={(username) => remove.mutateAsync(username)}
    />
  );
}
