import { createToaster } from "@chakra-ui/react";
import { TOAST_DURATION_MS } from "../timing.js";

/** The one toaster of the app: top centre, hides after 5 seconds (spec section 8). */
export const toaster = createToaster({
  placement: "top",
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});

export type ToastSeverity = "success" | "info" | "warning" | "error";

/** Shows a toast with one of the four alert severities of the spec. */
export function showToast(severity: ToastSeverity, title: string, description?: string): string {
  return toaster.create({
    type: severity,
    title,
    description,
    duration: TOAST_DURATION_MS,
    closable: true,
  });
}
