/**
 * 'Adres van de pagina' (managers): the page's readable address, checked while it is typed (the
 * rules at once, whether it is free after a short pause) and saved through a mutation; then the
 * address bar moves to the new address. The earlier address keeps leading to the page.
 */
import {
  checkProfileAddress,
  isApiError,
  setProfileAddress,
  type Profile,
} from "@memorial/api-client";
import { addressProblem, type AddressProblem } from "@memorial/domain";
import { AddressDialog, type AddressCheckView } from "@memorial/ui/address";
import { showToast } from "@memorial/ui/provider";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { UserKey } from "../../core/auth-session";
import { addressTexts as texts } from "../../texts/address";
import { memorialPageKeys } from "./queries";

/** How long typing pauses before the API is asked whether the address is free. */
const CHECK_DELAY_MS = 300;

const PROBLEM_OF_CODE: Record<string, AddressProblem> = {
  address_taken: "taken",
  address_reserved: "reserved",
  address_invalid: "invalid",
};

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

export function PageAddressDialog({
  open,
  onClose,
  user,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  user: UserKey;
  profile: Pick<Profile, "id" | "address">;
}) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const current = profile.address ?? "";
  const [value, setValue] = useState(current);
  useEffect(() => {
    if (open) setValue(current);
  }, [open, current]);

  const ruleProblem = value === "" ? "too_short" : addressProblem(value);
  const settled = useDebounced(value, CHECK_DELAY_MS);
  const asks = open && ruleProblem === null && value !== current && settled === value;
  const check = useQuery({
    queryKey: [...memorialPageKeys.page(user, profile.id), "address-check", settled] as const,
    queryFn: ({ signal }) => checkProfileAddress(api, profile.id, settled, { signal }),
    enabled: asks,
    staleTime: 5_000,
    retry: false,
  });

  const save = useMutation({
    mutationKey: [...memorialPageKeys.page(user, profile.id), "address"],
    mutationFn: (address: string) => setProfileAddress(api, profile.id, address),
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: memorialPageKeys.all(user) });
      showToast("success", texts.saved);
      onClose();
      await navigate({ to: "/$profileId", params: { profileId: address }, replace: true });
    },
    onError: (error) => {
      console.warn("Changing the page's address failed:", error);
      const problem = isApiError(error) ? PROBLEM_OF_CODE[error.code] : undefined;
      showToast("error", problem === undefined ? texts.saveFailed : texts.problems[problem]);
    },
  });

  let view: AddressCheckView;
  if (value === current) view = { state: "unchanged" };
  else if (ruleProblem !== null) view = { state: "problem", message: texts.problems[ruleProblem] };
  else if (!asks || check.isPending) view = { state: "checking" };
  else if (check.isError) view = { state: "problem", message: texts.checkFailed };
  else if (check.data.problem === null) view = { state: "available" };
  else view = { state: "problem", message: texts.problems[check.data.problem] };

  return (
    <AddressDialog
      open={open}
      onClose={onClose}
      origin={window.location.origin}
      value={value}
      onChange={setValue}
      check={view}
      saving={save.isPending}
      onSave={() => {
        save.mutate(value);
      }}
    />
  );
}
