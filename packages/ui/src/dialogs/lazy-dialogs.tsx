import { Suspense, lazy, useEffect, useState, type ComponentProps, type ReactNode } from "react";
import { importUntilLoaded } from "../lazy-import.js";
import { LazyPending } from "../lazy-pending.js";

/**
 * The confirmation and info dialogs for components of the visitor's view (section frame, photo
 * carousel): their code (dialog, focus trap) loads when one first opens, never for a visitor.
 */
const ConfirmDialog = lazy(async () => ({
  default: (await importUntilLoaded(() => import("./confirm-dialog.js"))).ConfirmDialog,
}));
const InfoDialog = lazy(async () => ({
  default: (await importUntilLoaded(() => import("./info-dialog.js"))).InfoDialog,
}));

/** True from the first time `open` is true: the dialog then stays mounted to animate closing. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Once loaded, the dialog first mounts closed and opens a moment later, exactly as a dialog that
 * was there all along: its opening (focus on the safe choice, focus trap) runs the usual way.
 */
function OpenAfterMount<P extends { open: boolean }>({
  Dialog,
  props,
}: {
  Dialog: (props: P) => ReactNode;
  props: P;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  return <Dialog {...props} open={props.open && mounted} />;
}

export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={<LazyPending />}>
      <OpenAfterMount Dialog={ConfirmDialog} props={props} />
    </Suspense>
  );
}

export function LazyInfoDialog(props: ComponentProps<typeof InfoDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={<LazyPending />}>
      <OpenAfterMount Dialog={InfoDialog} props={props} />
    </Suspense>
  );
}
