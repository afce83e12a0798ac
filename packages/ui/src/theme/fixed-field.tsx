// Chakra's `Field` parts, `Input` and `Textarea` with fixed styles (`fixedElement`): Ark UI's field
// parts, which wire the ids, labels, descriptions and states as Chakra's do, with the styles of
// Chakra's field slot recipe and input and textarea recipes resolved once. The visitor's forms
// are rendered on every uncached page; Chakra's components would work their styles out again for
// every part.
import { Field } from "@ark-ui/react/field";
import { useFieldContext } from "@chakra-ui/react";
import { fixedElement, fixedStyle, slotStyle } from "./fixed-style.js";

type StyleProps = Readonly<Record<string, unknown>>;

const Asterisk = fixedElement("span", slotStyle("field", "requiredIndicator"));

/** The '*' after a required field's label, hidden from screen readers (as Chakra's). */
function RequiredIndicator() {
  const field = useFieldContext() as { required?: boolean } | undefined;
  return field?.required === true ? <Asterisk aria-hidden="true">*</Asterisk> : null;
}

type FieldPart = "Root" | "Label" | "HelperText" | "ErrorText";

/** The slot of the field recipe that styles a part: `HelperText` is `helperText`. */
function slotOf(part: FieldPart): string {
  return part.charAt(0).toLowerCase() + part.slice(1);
}

/** A part of `Field` with the slot's style and, after it, the given style props. */
export function fixedFieldPart<P extends FieldPart>(part: P, props: StyleProps = {}) {
  return fixedElement(Field[part], slotStyle("field", slotOf(part), props));
}

/** Chakra's `Field.Root`, `Field.Label`, `Field.RequiredIndicator` and `Field.ErrorText`. */
export const FixedField = {
  Root: fixedFieldPart("Root"),
  Label: fixedFieldPart("Label"),
  RequiredIndicator,
  ErrorText: fixedFieldPart("ErrorText"),
};

/** Chakra's `Input` with these style props. */
export function fixedInput(props: StyleProps) {
  return fixedElement(Field.Input, fixedStyle({ recipe: "input", props }));
}

/** Chakra's `Textarea` with these style props. */
export function fixedTextarea(props: StyleProps) {
  return fixedElement(Field.Textarea, fixedStyle({ recipe: "textarea", props }));
}
