import { startTransition, useEffect, useState } from "react";

/**
 * With `defer`, false until the browser has painted once, then true (as a transition). A moved
 * section's copy unfolds from no height, so its first frame shows nothing of its editor: building
 * the editor (a text editor is the heaviest part of the tap) after that paint lets the tap be
 * answered first. Without `defer`, true from the start.
 */
export function useAfterFirstPaint(defer: boolean): boolean {
  const [ready, setReady] = useState(!defer);
  useEffect(() => {
    if (ready) return;
    let timer: number | undefined;
    // A frame's callbacks run before its paint; the task they queue runs after it.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        startTransition(() => {
          setReady(true);
        });
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
