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

/** A part of `Field` with the slot's style and, after it, the given style props. */
export function fixedFieldPart(
  part: "Root" | "Label" | "HelperText" | "ErrorText",
  slot: string,
  props: StyleProps = {},
) {
  return fixedElement(Field[part] as typeof Field.Root, slotStyle("field", slot, props));
}

/** Chakra's `Field.Root`, `Field.Label`, `Field.RequiredIndicator` and `Field.ErrorText`. */
export const FixedField = {
  Root: fixedElement(Field.Root, slotStyle("field", "root")),
  Label: fixedElement(Field.Label, slotStyle("field", "label")),
  RequiredIndicator,
  ErrorText: fixedElement(Field.ErrorText, slotStyle("field", "errorText")),
};

/** Chakra's `Input` with these style props. */
export function fixedInput(props: StyleProps) {
  return fixedElement(Field.Input, fixedStyle({ recipe: "input", props }));
}

/** Chakra's `Textarea` with these style props. */
export function fixedTextarea(props: StyleProps) {
  return fixedElement(Field.Textarea, fixedStyle({ recipe: "textarea", props }));
}
