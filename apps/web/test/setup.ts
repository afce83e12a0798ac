// Test setup: the shared jsdom setup of the React packages (jest-dom, cleanup, act() warnings
// fail, no animations, browser shims). Server tests run in the node environment (no window).
import "@memorial/ui/testing/jsdom-setup";
