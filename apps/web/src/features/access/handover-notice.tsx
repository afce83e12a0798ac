import { answerHandover, type HandoverAnswer } from "@memorial/api-client";
import { HandoverNotice } from "@memorial/ui/access";
import { showToast } from "@memorial/ui/provider";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { accessTexts } from "../../texts/access";
import { errorTexts, ownershipErrorMessage } from "../../texts/errors";
import { accessKeys, ownershipQuery } from "./queries";

/**
 * On the page, for a manager: when the owner asked them to become the owner, a calm notice with
 * 'Accepteren' and 'Weigeren'. Renders nothing otherwise (also when the ownership cannot be read).
 */
export function PageHandoverNotice({ profileId }: { profileId: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const user = useUserKey();
  const state = useAuthState();
  const email = state.status === "authenticated" ? (state.email ?? "").toLowerCase() : "";
  const ownership = useQuery(ownershipQuery(api, user, profileId));
  const answer = useMutation({
    mutationFn: (choice: HandoverAnswer) => answerHandover(api, profileId, choice),
    onSuccess: async (next, choice) => {
      queryClient.setQueryData(accessKeys.ownership(user, profileId), next);
      showToast("success", choice === "accept" ? accessTexts.accepted : accessTexts.declined);
      await queryClient.invalidateQueries({ queryKey: accessKeys.list(user, profileId) });
    },
    onError: async (error) => {
      console.warn("Answering the hand-over failed:", error);
      showToast("error", ownershipErrorMessage(error, errorTexts.ownershipFailed));
      await queryClient.invalidateQueries({ queryKey: accessKeys.ownership(user, profileId) });
    },
  });
  const handover = ownership.data?.handover;
  if (handover == null || email === "" || handover.to.toLowerCase() !== email) return null;
  return (
    <HandoverNotice
      from={handover.from}
      onAccept={() => answer.mutateAsync("accept")}
      onDecline={() => answer.mutateAsync("decline")}
    />
  );
}
