import type { Profile } from "@memorial/api-client";
import { PLANS } from "@memorial/domain";
import { formatDutchLongDate } from "@memorial/ui/dates";
import { InfoDialog } from "@memorial/ui/dialogs";
import { useState } from "react";
import { paymentTexts } from "../../texts/payment";
import { Text } from "../../ui/layout";
import { paymentWentThrough, takePaymentStart } from "./payment-return";

/** "Zilver" for the plan's label "ZILVER". */
export function planName(plan: Profile["plan"]): string {
  if (plan === "trial") return "proefperiode";
  const label = PLANS[plan].label.toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Back from the payment page: confirms the package and its end date, or says plainly that the
 * payment was not completed. Shown once, only in the tab that started the payment.
 */
export function PaymentReturnNotice({
  profile,
  onMakePublic,
}: {
  profile: Pick<Profile, "id" | "plan" | "planEndsAt" | "isPublic">;
  /** The next step on a page that is not public yet: 'Pagina publiek maken' (asks first). */
  onMakePublic?: (() => void) | undefined;
}) {
  const [outcome, setOutcome] = useState<"paid" | "not-paid" | null>(() => {
    if (typeof window === "undefined") return null;
    const started = takePaymentStart(profile.id);
    if (started === null) return null;
    return paymentWentThrough(started, profile) ? "paid" : "not-paid";
  });
  if (outcome === null) return null;
  const close = () => {
    setOutcome(null);
  };
  if (outcome === "not-paid") {
    return (
      <InfoDialog open title={paymentTexts.notPaid.title} onClose={close}>
        <Text>{paymentTexts.notPaid.text}</Text>
      </InfoDialog>
    );
  }
  const until = profile.planEndsAt === null ? "" : formatDutchLongDate(profile.planEndsAt);
  return (
    <InfoDialog
      open
      title={paymentTexts.paid.title}
      onClose={close}
      action={
        onMakePublic === undefined || profile.isPublic
          ? undefined
          : {
              label: paymentTexts.paid.makePublic,
              onSelect: () => {
                close();
                onMakePublic();
              },
            }
      }
    >
      <Text mb="3">{paymentTexts.paid.text(planName(profile.plan), until)}</Text>
      <Text color="fg.muted">{paymentTexts.paid.next}</Text>
    </InfoDialog>
  );
}
