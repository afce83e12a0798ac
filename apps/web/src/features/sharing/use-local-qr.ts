import type { QrCodeState } from "@memorial/ui/sharing";
import { useEffect, useState } from "react";

/**
 * The page's QR code drawn in the browser (for visitors, who cannot read the API's image): an
 * SVG data URL from the same encoder as the printable card, loaded only when the dialog opens.
 */
export function useLocalQr(pageUrl: string, enabled: boolean): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: "loading" });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    import("./qr-card")
      .then(({ qrCodeSvg }) => {
        const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg(pageUrl))}`;
        if (live) setState({ status: "ready", url });
      })
      .catch((error: unknown) => {
        console.warn("Drawing the QR code failed:", error);
        if (live) setState({ status: "error" });
      });
    return () => {
      live = false;
    };
  }, [pageUrl, enabled]);
  return state;
}
