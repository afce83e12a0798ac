import { initiateExtension, initiateUpgrade, type Profile } from "@memorial/api-client";
import type { YearsUpfront } from "@memorial/domain";
import { PlanChangeDialog, type PlanChange } from "@memorial/ui/payment";
import { useMutation } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { rememberPaymentStart } from "./payment-return";

export interface ChangePlanDialogProps {
  /** 'Verlengen' or 'Overstappen naar Zilver'; null keeps the dialog closed. */
  change: PlanChange | null;
  onClose: () => void;
  profile: Pick<Profile, "id" | "plan" | "planEndsAt">;
  /** Sends the browser to the payment page; replaceable in tests. */
  navigateTo?: (url: string) => void;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * A bought plan over the years: 'Verlengen' and 'Overstappen naar Zilver'. Betalen asks the API
 * for the payment page and sends the browser there; back on the page the outcome is confirmed
 * (`PaymentReturnNotice`). Nothing else is shown for a trial page or a page without an end.
 */
export function ChangePlanDialog({
  change,
  onClose,
  profile,
  navigateTo = assignLocation,
}: ChangePlanDialogProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const endsAt = profile.planEndsAt;
  const extend = useMutation({
    mutationKey: ["payment", profile.id, "extend"],
    mutationFn: (years: YearsUpfront) => initiateExtension(api, profile.id, years),
    onSuccess: (url) => {
      if (profile.plan !== "trial" && endsAt !== null) {
        rememberPaymentStart(profile.id, profile.plan, Date.now(), {
          kind: "extend",
          endsBefore: endsAt.toISOString(),
        });
      }
      navigateTo(url);
    },
    // The dialog awaits the promise and shows the payment error itself.
    onError: (error) => {
      console.warn("Starting the extension failed:", error);
    },
  });
  const upgrade = useMutation({
    mutationKey: ["payment", profile.id, "upgrade"],
    mutationFn: () => initiateUpgrade(api, profile.id),
    onSuccess: (url) => {
      rememberPaymentStart(profile.id, "silver", Date.now(), { kind: "upgrade" });
      navigateTo(url);
    },
    onError: (error) => {
      console.warn("Starting the move to silver failed:", error);
    },
  });
  if (profile.plan === "trial" || endsAt === null) return null;
  return (
    <PlanChangeDialog
      change={change}
      onClose={onClose}
      plan={profile.plan}
      planEndsAt={endsAt.toISOString()}
      onExtend={async (years) => {
        await extend.mutateAsync(years);
      }}
      onUpgrade={async () => {
        await upgrade.mutateAsync();
      }}
    />
  );
}
