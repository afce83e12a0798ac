import { useState } from "react";

/**
 * A setting that saves at once: the choice shows straight away, the control waits while it is
 * saved, and a failed save puts the previous choice back with the error. `revision` changes on a
 * failure: give it to the control as its `key`, since a native input keeps what was clicked.
 */
export function useSavedSetting<T>(
  value: T,
  save: (chosen: T) => Promise<void>,
  describeError: (error: unknown) => string,
) {
  const [shown, setShown] = useState<T>(value);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [last, setLast] = useState(value);
  const [revision, setRevision] = useState(0);
  if (value !== last) {
    setLast(value);
    setShown(value);
  }
  const choose = (chosen: T) => {
    const previous = shown;
    setShown(chosen);
    setBusy(true);
    setFailure(undefined);
    save(chosen)
      .catch((caught: unknown) => {
        setShown(previous);
        setRevision((n) => n + 1);
        setFailure(describeError(caught));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return { shown, busy, failure, revision, choose };
}
