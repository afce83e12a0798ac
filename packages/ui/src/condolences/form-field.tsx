// The visitor forms' fields (the condolence, memory and follow forms): Ark UI's field parts,
// which wire the ids, labels, descriptions and states, with the styles of Chakra's `Field`,
// `Input` and `Textarea` fixed once (`fixedElement`). The server renders these forms on every
// uncached page; Chakra's components would work their styles out again for every part.
import { Field } from "@ark-ui/react/field";
import { useFieldContext } from "@chakra-ui/react";
import { fixedElement, fixedStyle, slotStyle } from "../theme/fixed-style.js";

/** A text field on the page's warm background: the panel colour, a clear edge, thumb height. */
export const inputProps = { bg: "bg.panel", borderColor: "fg.muted", minHeight: "11" } as const;

const Asterisk = fixedElement("span", slotStyle("field", "requiredIndicator"));

/** The '*' after a required field's label, hidden from screen readers (as Chakra's). */
function RequiredIndicator() {
  const field = useFieldContext() as { required?: boolean } | undefined;
  return field?.required === true ? <Asterisk aria-hidden="true">*</Asterisk> : null;
}

export const FormField = {
  Root: fixedElement(Field.Root, slotStyle("field", "root")),
  /** A field for a short value (a postcode). */
  NarrowRoot: fixedElement(Field.Root, slotStyle("field", "root", { maxWidth: "12rem" })),
  Label: fixedElement(Field.Label, slotStyle("field", "label")),
  RequiredIndicator,
  HelperText: fixedElement(
    Field.HelperText,
    slotStyle("field", "helperText", { color: "fg.muted" }),
  ),
  ErrorText: fixedElement(Field.ErrorText, slotStyle("field", "errorText")),
  Input: fixedElement(Field.Input, fixedStyle({ recipe: "input", props: inputProps })),
  /** The message's text area: the body's size and a reading line height. */
  Textarea: fixedElement(
    Field.Textarea,
    fixedStyle({
      recipe: "textarea",
      props: { ...inputProps, fontSize: "md", lineHeight: "1.6" },
    }),
  ),
};
