// Test setup for jsdom: jest-dom matchers, automatic cleanup and the browser APIs that Chakra
// (Ark/Zag), tiptap (ProseMirror) and Plyr expect but jsdom does not implement.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait up to 5 s instead of 1 s: on a busy 2-core CI machine a Chakra dialog can
// take longer than a second to render in jsdom. Waiting longer never makes a wrong result pass.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// Tests of server code (the render function) run in Node, without a window.
if (typeof window !== "undefined") await import("./browser-setup");
