/** Saving what the 'Delen' dialog hands out: the QR image, the printable cards. */

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/svg+xml": "svg",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** Saves a blob under `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
  }, 1000);
}

/** Saves an SVG document. */
export function saveSvg(svg: string, fileName: string): void {
  saveBlob(new Blob([svg], { type: "image/svg+xml" }), fileName);
}

/**
 * Saves the image under a readable name. The API's code is served by the API host (another
 * origin), where a link's `download` attribute is ignored, so it is fetched and saved from a blob
 * URL; when that fails the image opens in a new tab instead.
 */
export async function downloadImage(url: string, baseName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`QR-code download failed: ${String(response.status)}`);
    const blob = await response.blob();
    saveBlob(blob, `${baseName}.${EXTENSIONS[blob.type] ?? "png"}`);
  } catch (error) {
    console.warn("Downloading the QR code failed, opening it instead:", error);
    window.open(url, "_blank", "noopener");
  }
}
