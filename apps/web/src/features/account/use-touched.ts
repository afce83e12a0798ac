import { useState } from "react";

/** The touched state of one field, spread into a `TextField`. */
export interface FieldState {
  onBlur?: () => void;
  error: string | undefined;
}

/**
 * Which fields the user has left (blurred) or the form has been submitted: messages show while
 * typing only after that, never on the first keystroke.
 */
export function useTouched<Field extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  return {
    touch: (field: Field) => {
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    submit: () => {
      setSubmitted(true);
    },
    /** The message when the field was left or the form submitted; otherwise undefined. */
    shown: (field: Field, message: string | undefined) =>
      submitted || touched.has(field) ? message : undefined,
    /** What a field needs: its blur handler and the message it shows now. */
    field: (field: Field, message: string | undefined): FieldState => ({
      onBlur: () => {
        setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
      },
      error: submitted || touched.has(field) ? message : undefined,
    }),
  };
}
