// Test setup: jest-dom matchers and automatic cleanup; in jsdom, the browser APIs Chakra (Ark/Zag)
// expects but jsdom does not implement. Server tests run in the node environment (no window).
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait up to 5 s: a busy 2-core CI machine can be slow to render Chakra in jsdom.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// Tests of server code (the render function) run in Node, without a window.
if (typeof window !== "undefined") await import("./browser-setup");
