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

describe("carrySplitPresses", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("clicks the app's same button when a press went down in the first view and came up there", async () => {
    const container = firstView();
    carrySplitPresses(document, container);
    press(container.querySelector("button")!, "pointerdown");
    const app = appOver(container);
    const button = app.querySelector("button")!;
    const click = clicksOn(button);
    press(button, "pointerup");
    await nextTask();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("does the same for a link to the same address", async () => {
    const container = firstView();
    carrySplitPresses(document, container);
    press(container.querySelector("a")!, "pointerdown");
    const app = appOver(container);
    const click = clicksOn(app.querySelector("a")!);
    click.mockImplementation((event: Event) => {
      event.preventDefault();
    });
    press(app.querySelector("a")!, "pointerup");
    await nextTask();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("leaves a press alone that comes up on another control, or whose element is still there", async () => {
    const container = firstView();
    carrySplitPresses(document, container);
    // Released on 'Uitloggen': another button.
    press(container.querySelector("button")!, "pointerdown");
    const app = appOver(container);
    const signOut = app.querySelectorAll("button")[1]!;
    const other = clicksOn(signOut);
    press(signOut, "pointerup");
    await nextTask();
    expect(other).not.toHaveBeenCalled();
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

    const again = firstView();
    carrySplitPresses(document, again);
    press(again.querySelector("button")!, "pointerdown", "touch");
    const touched = appOver(again).querySelector("button")!;
    const tap = clicksOn(touched);
    press(touched, "pointerup", "touch");
    await nextTask();
    expect(tap).not.toHaveBeenCalled();
  });
});
