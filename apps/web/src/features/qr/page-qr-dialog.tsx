import { QrCodeDialog, type QrCodeState } from "@memorial/ui/qr";
import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useEffect } from "react";
import { useUserKey } from "../../app/use-auth";
import { qrCodeQuery } from "./queries";

export interface PageQrDialogProps {
  open: boolean;
  onClose: () => void;
  profileId: string;
  pageName: string;
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/svg+xml": "svg",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/**
 * Saves the image under a readable name. The code is served by the API host (another origin),
 * where a link's `download` attribute is ignored, so it is fetched and saved from a blob URL.
 */
async function downloadImage(url: string, baseName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`QR-code download failed: ${String(response.status)}`);
    const blob = await response.blob();
    const extension = EXTENSIONS[blob.type] ?? "png";
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = `${baseName}.${extension}`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => {
      URL.revokeObjectURL(objectUrl);
    }, 1000);
  } catch (error) {
    console.warn("Downloading the QR code failed, opening it instead:", error);
    window.open(url, "_blank", "noopener");
  }
}

/** The page's QR code with download and print; polls only while the dialog is open. */
export function PageQrDialog({ open, onClose, profileId, pageName }: PageQrDialogProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const query = useQuery({ ...qrCodeQuery(api, user, profileId), enabled: open });

  useEffect(() => {
    if (query.isError) console.warn("QR code failed:", query.error);
  }, [query.isError, query.error]);

  const state: QrCodeState = query.isSuccess
    ? { status: "ready", url: query.data }
    : query.isError
      ? { status: "error" }
      : { status: "loading" };

  return (
    <QrCodeDialog
      open={open}
      onClose={onClose}
      state={state}
      pageName={pageName}
      onDownload={(url) => {
        void downloadImage(url, `qr-code-${profileId}`);
      }}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
