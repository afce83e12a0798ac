import { deleteProfile } from "@memorial/api-client";
import { DeletePageDialog } from "@memorial/ui/access";
import { showToast } from "@memorial/ui/provider";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { accessTexts } from "../../texts/access";
import { deletePageErrorMessage } from "../../texts/errors";
import { ownershipQuery } from "./queries";

export interface PageDeletionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page as loaded (its id, also when the address bar shows its readable address). */
  profile: { id: string; name: string };
  /** 'Eerst een aandenken downloaden': the page's keepsake screen. */
  onKeepsake: () => void;
}

/**
 * 'Pagina verwijderen' for the page's managers: the owner is offered the keepsake, confirms
 * with the page's name and lands on 'Mijn pagina's' with a calm confirmation; any other manager
 * is told who the owner is.
 */
export function PageDeletionDialog({
  open,
  onClose,
  profile,
  onKeepsake,
}: PageDeletionDialogProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useUserKey();
  const state = useAuthState();
  const email = state.status === "authenticated" ? (state.email ?? "") : "";
  const ownership = useQuery({ ...ownershipQuery(api, user, profile.id), enabled: open });
  const owner = ownership.data?.owner;

  const remove = useMutation({
    mutationFn: () => deleteProfile(api, profile.id),
    onSuccess: async () => {
      onClose();
      await navigate({ to: "/" });
      showToast("success", accessTexts.pageDeleted(profile.name.trim()));
      // Nothing of the page is this user's any more: its reads and the lists are dropped.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey.includes(profile.id),
      });
      await queryClient.invalidateQueries({ queryKey: [user] });
    },
    onError: (error) => {
      console.warn("Deleting the page failed:", error);
      showToast("error", deletePageErrorMessage(error));
    },
  });

  return (
    <DeletePageDialog
      open={open}
      onClose={onClose}
      pageName={profile.name}
      owner={
        owner === undefined
          ? { state: "loading" }
          : owner.toLowerCase() === email.toLowerCase()
            ? { state: "owner" }
            : { state: "other", email: owner }
      }
      onKeepsake={onKeepsake}
      onDelete={() => remove.mutateAsync()}
    />
  );
}
