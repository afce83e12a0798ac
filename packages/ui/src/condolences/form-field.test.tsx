// @vitest-environment node
// The forms' fixed fields render the markup and CSS of Chakra's Field, Input and Textarea: in
// every state a field shows (required, invalid with its error, with a helper text).
import { ChakraProvider, Field, Input, Textarea } from "@chakra-ui/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithStyles } from "../ssr/styles.js";
import { memorialSystem } from "../theme/index.js";
import { FormField, inputProps } from "./form-field.js";

/** React's generated ids differ with the depth of the tree; everything else must not. */
const withoutIds = (html: string) => html.replace(/_R_[A-Za-z0-9]+_/g, "ID");

function same(chakraElement: ReactElement, fixed: ReactElement) {
  const render = (element: ReactElement) =>
    renderWithStyles(<ChakraProvider value={memorialSystem()}>{element}</ChakraProvider>);
  const expected = render(chakraElement);
  const actual = render(fixed);
  expect(withoutIds(actual.html)).toBe(withoutIds(expected.html));
  expect(actual.css).toBe(expected.css);
}

describe("FormField", () => {
  it("renders a required, invalid field with its error as Chakra's Field does", () => {
    same(
      <Field.Root required invalid>
        <Field.Label>
          Uw naam
          <Field.RequiredIndicator />
        </Field.Label>
        <Input name="name" autoComplete="name" defaultValue="" {...inputProps} />
        <Field.ErrorText>Vul uw naam in.</Field.ErrorText>
      </Field.Root>,
      <FormField.Root required invalid>
        <FormField.Label>
          Uw naam
          <FormField.RequiredIndicator />
        </FormField.Label>
        <FormField.Input name="name" autoComplete="name" defaultValue="" />
        <FormField.ErrorText>Vul uw naam in.</FormField.ErrorText>
      </FormField.Root>,
    );
  });

  it("renders a narrow field with a helper text and a text area as Chakra does", () => {
    same(
      <Field.Root maxWidth="12rem">
        <Field.Label>Postcode</Field.Label>
        <Textarea name="message" rows={6} {...inputProps} fontSize="md" lineHeight="1.6" />
        <Field.HelperText color="fg.muted">Bijvoorbeeld 1234 AB.</Field.HelperText>
      </Field.Root>,
      <FormField.NarrowRoot>
        <FormField.Label>Postcode</FormField.Label>
        <FormField.Textarea name="message" rows={6} />
        <FormField.HelperText>Bijvoorbeeld 1234 AB.</FormField.HelperText>
      </FormField.NarrowRoot>,
    );
  });
});
