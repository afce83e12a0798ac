import type { PlanId } from "./plans";
import type { YearsUpfront } from "./pricing";

/** What the payment wizard hands to the payment request (spec section 7). */
export type PaymentChoice = { plan: PlanId; yearsUpfront: YearsUpfront };
