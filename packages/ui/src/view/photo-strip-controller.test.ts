import { afterEach, describe, expect, it, vi } from "vitest";
import { enhancePhotoStrip, enhancePhotoStrips, PHOTO_STRIP } from "./photo-strip-controller.js";

const scrollTo = vi.fn<(options?: ScrollToOptions | number) => void>();

/** The strip's markup as ./photo-strip.tsx renders it on the server (three photos). */
function serverMarkup(count = 3): HTMLElement {
  const root = document.createElement("div");
  root.setAttribute(PHOTO_STRIP.root, "");
  root.innerHTML = `
    <div ${PHOTO_STRIP.track} tabindex="0">${"<div><img alt=''></div>".repeat(count)}</div>
    <button ${PHOTO_STRIP.previous} disabled>Vorige foto</button>
    <button ${PHOTO_STRIP.next}>Volgende foto</button>
    <p ${PHOTO_STRIP.position}>Foto 1 van ${String(count)}</p>`;
  document.body.append(root);
  const track = root.querySelector<HTMLElement>(`[${PHOTO_STRIP.track}]`);
  if (track === null) throw new Error("no track");
  Object.defineProperty(track, "clientWidth", { value: 300, configurable: true });
  // jsdom does not scroll: scrollTo moves scrollLeft and reports a scroll and the strip at rest,
  // as a browser would.
  track.scrollTo = scrollTo;
  scrollTo.mockImplementation((options?: ScrollToOptions | number) => {
    track.scrollLeft = typeof options === "object" ? (options.left ?? 0) : 0;
    track.dispatchEvent(new Event("scroll"));
    track.dispatchEvent(new Event("scrollend"));
  });
  return root;
}

function parts(root: HTMLElement) {
  const get = (attribute: string): HTMLElement => {
    const element = root.querySelector(`[${attribute}]`);
    if (!(element instanceof HTMLElement)) throw new Error(attribute);
    return element;
  };
  const button = (attribute: string): HTMLButtonElement => {
    const element = get(attribute);
    if (!(element instanceof HTMLButtonElement)) throw new Error(attribute);
    return element;
  };
  return {
    track: get(PHOTO_STRIP.track),
    previous: button(PHOTO_STRIP.previous),
    next: button(PHOTO_STRIP.next),
    position: get(PHOTO_STRIP.position),
  };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the photo strip's behaviour on server-rendered markup", () => {
  it("moves with the arrows, says where it is and disables the arrow at either end", () => {
    const root = serverMarkup();
    enhancePhotoStrips(document);
    const { previous, next, position } = parts(root);
    next.click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: "smooth" });
    expect(position).toHaveTextContent("Foto 2 van 3");
    expect(previous.disabled).toBe(false);
    next.click();
    expect(position).toHaveTextContent("Foto 3 van 3");
    expect(next.disabled).toBe(true);
    previous.click();
    previous.click();
    expect(position).toHaveTextContent("Foto 1 van 3");
    expect(previous.disabled).toBe(true);
  });

  it("takes over the server's markup without reading the layout or changing anything", () => {
    const root = serverMarkup();
    const { track, previous, position } = parts(root);
    const reads = vi.fn(() => 300);
    Object.defineProperty(track, "clientWidth", { get: reads, configurable: true });
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    enhancePhotoStrips();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(reads).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
    expect(previous.disabled).toBe(true);
    expect(position.textContent).toBe("Foto 1 van 3");
    // The strip still follows a scroll the browser restores.
    track.scrollLeft = 600;
    track.dispatchEvent(new Event("scroll"));
    expect(position.textContent).toBe("Foto 3 van 3");
  });

  it("follows a swipe and the arrow keys on the strip", () => {
    const root = serverMarkup();
    enhancePhotoStrip(root);
    const { track, position } = parts(root);
    track.scrollLeft = 610;
    track.dispatchEvent(new Event("scroll"));
    expect(position).toHaveTextContent("Foto 3 van 3");
    track.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(position).toHaveTextContent("Foto 2 van 3");
    track.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    track.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(position).toHaveTextContent("Foto 3 van 3");
  });

  it("lets go of the markup when undone", () => {
    const root = serverMarkup();
    const undo = enhancePhotoStrip(root);
    undo();
    const { next, position } = parts(root);
    next.click();
    expect(position).toHaveTextContent("Foto 1 van 3");
  });

  it("starts at the photo it is given and tells every change", () => {
    const root = serverMarkup();
    const onChange = vi.fn<(index: number) => void>();
    enhancePhotoStrip(root, { start: 2, onChange });
    const { track, previous, next, position } = parts(root);
    expect(track.scrollLeft).toBe(600);
    expect(position).toHaveTextContent("Foto 3 van 3");
    expect(next.disabled).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(2);
    previous.click();
    expect(onChange).toHaveBeenLastCalledWith(1);
    track.scrollLeft = 0;
    track.dispatchEvent(new Event("scroll"));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("says the pressed photo while the strip moves there, and goes on from it", () => {
    const root = serverMarkup();
    const onChange = vi.fn<(index: number) => void>();
    enhancePhotoStrip(root, { onChange });
    const { track, next, position } = parts(root);
    // A smooth scroll: the strip passes the first photo's half on its way.
    scrollTo.mockImplementation((options?: ScrollToOptions | number) => {
      const to = typeof options === "object" ? (options.left ?? 0) : 0;
      track.scrollLeft = to - 270;
      track.dispatchEvent(new Event("scroll"));
    });
    next.click();
    expect(position).toHaveTextContent("Foto 2 van 3");
    // A second press before it rests goes on to the third photo, not back to the second.
    next.click();
    expect(position).toHaveTextContent("Foto 3 van 3");
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: "smooth" });
    expect(onChange.mock.calls.map(([index]) => index)).toEqual([0, 1, 2]);
    // At rest the line follows the strip again.
    track.scrollLeft = 600;
    track.dispatchEvent(new Event("scrollend"));
    track.scrollLeft = 300;
    track.dispatchEvent(new Event("scroll"));
    expect(position).toHaveTextContent("Foto 2 van 3");
  });

  it("keeps a start past the end on the last photo", () => {
    const root = serverMarkup();
    enhancePhotoStrip(root, { start: 9 });
    expect(parts(root).position).toHaveTextContent("Foto 3 van 3");
  });
});
