import { memorialSystem } from "@memorial/ui/provider";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { ConfigErrorPage } from "./app/shell/config-error-page";
import { captureHomeShell, homeShellShown } from "./core/home-handoff";
import { captureLoginShell, capturedLoginShell } from "./core/login-handoff";
import { startApp } from "./app/start";
import { ConfigError, loadConfig } from "./config";
import { overServerRenderedPage } from "./core/visitor-handoff";

/** Lets the browser handle input and paint before the next step (a macrotask, not a microtask). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function main() {
  const element = document.getElementById("root");
  if (element === null) throw new Error("#root is missing in index.html");
  // Over the login screen's first paint (dist/login.html): what is typed there goes into the app's;
  // over the home's (dist/home.html): the list it showed, a tap it held and the focus.
  captureLoginShell(element);
  captureHomeShell(element);
  const root = createRoot(element, {
    // Errors caught by an error boundary are shown by its view (with a way on); log them quietly.
    onCaughtError: (error) => {
      console.warn("Caught by an error boundary:", error);
    },
  });
  try {
    const config = await loadConfig();
    const { router, queryClient } = await startApp(config);
    // Over the login screen's or the home's first paint, or a server-rendered page a manager
    // opened, the screen is loaded first and then replaces it in one step: a waiting view in
    // between would swallow what is typed meanwhile, and would hide what is already there.
    const overPage = overServerRenderedPage();
    if (capturedLoginShell() !== undefined || homeShellShown() || overPage) {
      await router.load();
    }
    // A phone's main thread stays free for taps while the app starts: the theme is built in a task
    // of its own, and over the app's first paint the first render is a transition, which React
    // renders in slices of a few milliseconds instead of one long task (Lighthouse's Total
    // Blocking Time).
    await nextTask();
    memorialSystem();
    await nextTask();
    const app = (
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>
    );
    if (overPage) {
      // Over a server-rendered page the markup is replaced in one render, not in slices: a tap
      // on its menu button is handed to the app's page (src/core/visitor-handoff.ts).
      root.render(app);
    } else {
      startTransition(() => {
        root.render(app);
      });
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.warn(error.message);
    root.render(
      <StrictMode>
        <ConfigErrorPage problems={error.problems} />
      </StrictMode>,
    );
  }
}

void main();
