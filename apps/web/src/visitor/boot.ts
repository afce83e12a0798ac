// The only script a server-rendered memorial page names (an external module: the CSP allows no
// inline script). It wires the page (./start.ts) once the browser has painted its first frame,
// so that the first paint waits for nothing but the document and its first screen's photos: the
// rest of the script is fetched and run after it. Until then a tap on a button is kept (the
// button says it is busy) and handed to ./start.ts, which answers it: the menu opens, a photo
// strip moves. A page in a tab that is not shown paints no frame; it is wired after at most a
// second all the same.
//
// It imports nothing: a module it shared with ./start.ts would become one more file to fetch
// before the first paint.

/** At the latest this long after the script has run, the page is wired without a frame. */
const WITHOUT_A_FRAME_MS = 1000;

let tapped: Element | null = null;

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (button === null) return;
  tapped?.removeAttribute("aria-busy");
  tapped = button;
  button.setAttribute("aria-busy", "true");
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  import("./start").then(
    ({ startPage }) => {
      window.removeEventListener("click", onClick, { capture: true });
      startPage(tapped);
    },
    () => {
      // Its code could not be read (offline on a first visit): the page stays as it is, readable,
      // a tapped button is not left busy, and the next connection tries again.
      tapped?.removeAttribute("aria-busy");
      tapped = null;
      started = false;
      window.addEventListener("online", start, { once: true });
    },
  );
}

window.addEventListener("click", onClick, { capture: true, passive: true });
// A frame's callback runs just before that frame is painted; the task after it, once it has been.
requestAnimationFrame(() => {
  setTimeout(start, 0);
});
setTimeout(start, WITHOUT_A_FRAME_MS);
