// The shared jsdom setup (also used by apps/web): see src/testing/jsdom-setup.ts.
import "../src/testing/jsdom-setup.js";
