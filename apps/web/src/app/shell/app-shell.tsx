import { Box } from "../../ui/layout";
import { PendingView } from "../../core/pending-view";
import { NoScriptNotice, ShellFrame } from "../../core/shell-frame";

/** Marks the waiting view, which a browser without JavaScript does not show. */
const WAIT_ATTRIBUTE = "data-app-shell-wait";

/**
 * The app's first paint: the frame of every screen with the waiting view, drawn into index.html
 * by the build (`scripts/write-app-shell.ts`), so that a phone shows the header and footer as
 * soon as the document arrives instead of a blank page until the app's code has run. The app
 * replaces it with the screen. Its links are plain links: they work before the code is there.
 * Without JavaScript it says what is needed instead of waiting for ever.
 */
export function AppShell() {
  return (
    <ShellFrame link={(to, text) => <a href={to}>{text}</a>}>
      <Box {...{ [WAIT_ATTRIBUTE]: "" }}>
        <PendingView />
      </Box>
      <NoScriptNotice hides={WAIT_ATTRIBUTE} />
    </ShellFrame>
  );
}
