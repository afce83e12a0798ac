import { initiatePayment, type Profile } from "@memorial/api-client";
import { availablePlans, type PlanChoiceProfile } from "@memorial/domain";
import { PaymentWizard, type PaymentChoice } from "@memorial/ui/payment";
import { useMutation } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { rememberPaymentStart } from "./payment-return";

export interface ActivatePageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page with the kinds of sections it has now (a video or audio section leaves only silver). */
  profile: PlanChoiceProfile & Pick<Profile, "id">;
  /** Sends the browser to the payment page; replaceable in tests. */
  navigateTo?: (url: string) => void;
}

function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * 'Pagina activeren': the payment wizard for trial pages. Betalen asks the API for the payment
 * page and sends the browser there; the payment page returns to the memorial page, which then
 * loads with its new plan.
 */
export function ActivatePageDialog({
  open,
  onClose,
  profile,
  navigateTo = assignLocation,
}: ActivatePageDialogProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const start = useMutation({
    mutationKey: ["payment", profile.id, "start"],
    mutationFn: (choice: PaymentChoice) => initiatePayment(api, profile.id, choice),
    onSuccess: (url, choice) => {
      rememberPaymentStart(profile.id, choice.plan);
      navigateTo(url);
    },
    // The wizard awaits the promise and shows the spec's payment error itself.
    onError: (error) => {
      console.warn("Starting the payment failed:", error);
    },
  });
  return (
    <PaymentWizard
      open={open}
      onClose={onClose}
      availablePlans={availablePlans(profile)}
      onPay={async (choice) => {
        await start.mutateAsync(choice);
      }}
    />
  );
}
