import { afterEach, describe, expect, it, vi } from "vitest";
import { carrySplitPresses } from "./island-start";

/** The first view with a button and a link, as an island finds it. */
function firstView(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML =
    '<button type="button">Nieuwe herinneringspagina aanmaken</button><a href="/abc">Anna</a>';
  document.body.replaceChildren(container);
  return container;
}

/** The app rendering over the first view: the same controls, new elements. */
function appOver(container: HTMLElement): HTMLElement {
  const app = document.createElement("div");
  app.innerHTML =
    '<button type="button">Nieuwe herinneringspagina aanmaken</button><a href="/abc">Anna</a><button type="button">Uitloggen</button>';
  container.replaceWith(app);
  return app;
}

function press(target: Element, type: "pointerdown" | "pointerup", pointerType = "mouse"): void {
  const event = new MouseEvent(type, { bubbles: true, button: 0 });
  Object.defineProperty(event, "pointerType", { value: pointerType });
  target.dispatchEvent(event);
}

/** After the next frame and a task (the island's synthetic click waits that long). */
const nextTask = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

function clicksOn(element: Element) {
  const click = vi.fn();
  element.addEventListener("click", click);
  return click;
}

/**
 * A press that goes down on the first view's control `downSelector` and comes up on the control
 * `upOf` picks in the app rendered over it; resolves with that control's clicks.
 */
async function splitPress(
  downSelector: string,
  upOf: (app: HTMLElement) => Element,
  pointerType = "mouse",
) {
  const container = firstView();
  carrySplitPresses(document, container);
  press(container.querySelector(downSelector)!, "pointerdown", pointerType);
  const up = upOf(appOver(container));
  const click = clicksOn(up);
  // A link's click would navigate.
  click.mockImplementation((event: Event) => {
    event.preventDefault();
  });
  press(up, "pointerup", pointerType);
  await nextTask();
  return click;
}

describe("carrySplitPresses", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("clicks the app's same button when a press went down in the first view and came up there", async () => {
    const click = await splitPress("button", (app) => app.querySelector("button")!);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("does the same for a link to the same address", async () => {
    const click = await splitPress("a", (app) => app.querySelector("a")!);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("leaves a press alone that comes up on another control, or whose element is still there", async () => {
    // Released on 'Uitloggen': another button.
    let app: HTMLElement | undefined;
    const other = await splitPress("button", (rendered) => {
      app = rendered;
      return rendered.querySelectorAll("button")[1]!;
    });
    expect(other).not.toHaveBeenCalled();
    if (app === undefined) throw new Error("no app");
    // A press in the app's own screen: the browser's click is the only one.
    const own = clicksOn(app.querySelector("button")!);
    press(app.querySelector("button")!, "pointerdown");
    press(app.querySelector("button")!, "pointerup");
    await nextTask();
    expect(own).not.toHaveBeenCalled();
  });

  it("tells icon buttons apart by their names", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<button type="button" aria-label="Menu openen"><svg></svg></button>';
    document.body.replaceChildren(container);
    carrySplitPresses(document, container);
    press(container.querySelector("button")!, "pointerdown");
    const app = document.createElement("div");
    app.innerHTML =
      '<button type="button" aria-label="Delen"><svg></svg></button><button type="button" aria-label="Menu openen"><svg></svg></button>';
    container.replaceWith(app);
    const share = app.querySelector('[aria-label="Delen"]')!;
    const shareClick = clicksOn(share);
    press(share, "pointerup");
    await nextTask();
    expect(shareClick).not.toHaveBeenCalled();
  });

  it("adds no click when the browser sends its own, nor for a touch", async () => {
    const container = firstView();
    carrySplitPresses(document, container);
    press(container.querySelector("button")!, "pointerdown");
    const app = appOver(container);
    const button = app.querySelector("button")!;
    const click = clicksOn(button);
    press(button, "pointerup");
    button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await nextTask();
    expect(click).toHaveBeenCalledTimes(1);

    const tap = await splitPress("button", (app) => app.querySelector("button")!, "touch");
    expect(tap).not.toHaveBeenCalled();
  });
});
