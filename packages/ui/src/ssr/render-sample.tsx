// Renders the sample page on the server (plain Node, Emotion's server build) and prints the
// result as JSON: run by ssr.test.tsx in a child process, so the browser test that hydrates it
// gets HTML made exactly as a server makes it.
import { renderVisitorView } from "./index.js";
import { SamplePage } from "./sample-page.js";

process.stdout.write(JSON.stringify(renderVisitorView(<SamplePage />, { nonce: "n0nce" })));
