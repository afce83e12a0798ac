/**
 * Prints only the QR code (with the page's name) through a hidden frame, so the rest of the page
 * and the open dialog stay out of the print. The name is set as text, never as HTML.
 */
export function printQrCode(
  imageUrl: string,
  caption: string,
  ownerDocument: Document = document,
): void {
  const frame = ownerDocument.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: "fixed",
    width: "0",
    height: "0",
    border: "0",
    visibility: "hidden",
  });
  ownerDocument.body.append(frame);
  const frameWindow = frame.contentWindow;
  const frameDocument = frame.contentDocument;
  if (frameWindow === null || frameDocument === null) {
    frame.remove();
    throw new Error("Printing is not available in this browser");
  }
  frameDocument.title = caption;
  const style = frameDocument.createElement("style");
  style.textContent =
    "body{margin:0;font-family:Georgia,serif;text-align:center}" +
    "figure{margin:2cm auto}img{width:9cm;height:9cm;image-rendering:pixelated}" +
    "figcaption{margin-top:0.6cm;font-size:16pt}";
  frameDocument.head.append(style);
  const figure = frameDocument.createElement("figure");
  const image = frameDocument.createElement("img");
  image.alt = caption;
  const figcaption = frameDocument.createElement("figcaption");
  figcaption.textContent = caption;
  figure.append(image, figcaption);
  frameDocument.body.append(figure);

  const cleanUp = () => {
    frame.remove();
  };
  image.addEventListener("load", () => {
    frameWindow.addEventListener("afterprint", cleanUp, { once: true });
    frameWindow.focus();
    frameWindow.print();
    // Some browsers never fire afterprint; do not leave the frame behind.
    setTimeout(cleanUp, 60_000);
  });
  image.addEventListener("error", cleanUp);
  image.src = imageUrl;
}
