/**
 * The printable cards as files: the PDFs (made in the browser with ./qr-card-pdf and the Lora
 * font, loaded only when asked for) and the print shop's SVG (./qr-card).
 */
import loraUrl from "@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf?url&no-inline";
import type { QrCardDownload } from "@memorial/ui/sharing";
import { sharingTexts } from "../../texts/sharing";
import type { QrCardInput } from "./card-layout";
import { saveBlob, saveSvg } from "./downloads";

const texts = sharingTexts.card;

async function fontBytes(): Promise<Uint8Array> {
  const response = await fetch(loraUrl);
  if (!response.ok) throw new Error(`Loading the card font failed: ${String(response.status)}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Makes and saves the card file of `kind`; rejects when it could not be made. */
export async function downloadCard(kind: QrCardDownload, input: QrCardInput): Promise<void> {
  if (kind === "a6-svg" || kind === "label-svg") {
    const { qrCardSvg } = await import("./qr-card");
    const format = kind === "a6-svg" ? "a6" : "label";
    saveSvg(qrCardSvg(format, input), texts.fileName(format));
    return;
  }
  const [{ qrCardPdf }, font] = await Promise.all([import("./qr-card-pdf"), fontBytes()]);
  const pdf = await qrCardPdf(kind, input, font);
  saveBlob(new Blob([pdf as BlobPart], { type: "application/pdf" }), texts.pdfFileName(kind));
}
