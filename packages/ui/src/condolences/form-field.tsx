// The visitor forms' fields (the condolence and memory forms): Ark UI's field parts,
// which wire the ids, labels, descriptions and states, with the styles of Chakra's `Field`,
// `Input` and `Textarea` fixed once (`fixedElement`). The server renders these forms on every
// uncached page; Chakra's components would work their styles out again for every part.
import { Field } from "@ark-ui/react/field";
import { Alert, Button, useFieldContext } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { condolenceTexts } from "./texts.js";
import {
  boxStyle,
  fixedElement,
  fixedStyle,
  headingStyle,
  slotStyle,
  stackStyle,
  textStyle,
} from "../theme/fixed-style.js";

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

// The rest of what the condolence form and the memory form share, fixed the same way.
const titleStyle = headingStyle({
  fontFamily: "heading",
  fontWeight: "normal",
  fontSize: { base: "xl", md: "2xl" },
  mb: "2",
});
const titles = { h2: fixedElement("h2", titleStyle), h3: fixedElement("h3", titleStyle) };

/** The form's title, at the level its place on the page asks for. */
export function FormTitle({
  level,
  id,
  children,
}: {
  level: "h2" | "h3";
  id: string;
  children: ReactNode;
}) {
  const Title = titles[level];
  return <Title id={id}>{children}</Title>;
}

/** The line under the title that says what happens with the message. */
export const FormIntro = fixedElement("p", textStyle({ color: "fg.muted", mb: "5" }));

/** The fields, one under the other, no wider than a comfortable line. */
export const FormFields = fixedElement("div", stackStyle({ gap: "5", maxWidth: "40rem" }));

/** A quiet small line (who is signed in, how far an upload is). */
export const FormNote = fixedElement("p", textStyle({ color: "fg.muted", fontSize: "sm" }));

const PrivacyLink = fixedElement(
  "a",
  fixedStyle({ recipe: "link", props: { color: "fg", textDecoration: "underline" } }),
);

/** What is shown of the writer, and the way to the privacy statement. */
export function PrivacyNote({ note, link, href }: { note: string; link: string; href: string }) {
  return (
    <FormNote>
      {note} <PrivacyLink href={href}>{link}</PrivacyLink>.
    </FormNote>
  );
}

const OutOfSight = fixedElement(
  "div",
  boxStyle({
    position: "absolute",
    left: "-10000px",
    top: "auto",
    width: "1px",
    height: "1px",
    overflow: "hidden",
  }),
);

/** For bots only: out of sight and out of the tab order; people leave it empty. */
export function Honeypot({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <OutOfSight aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
          }}
        />
      </label>
    </OutOfSight>
  );
}

const formTexts = condolenceTexts.form;

/**
 * The end of a visitor form: the honeypot, what is shown of the writer, who is signed in, a
 * failure, a status line (an upload's progress) and the submit button with its loading state.
 */
export function FormFooter({
  website,
  onWebsiteChange,
  privacyNote,
  signedInEmail,
  failure,
  status,
  sending,
  submit,
  submitting,
}: {
  /** The honeypot's value. */
  website: string;
  onWebsiteChange: (value: string) => void;
  /** What the page shows of the writer, before the link to the privacy statement. */
  privacyNote: string;
  signedInEmail?: string | undefined;
  failure?: string | undefined;
  status?: string | undefined;
  sending: boolean;
  submit: string;
  submitting: string;
}) {
  return (
    <>
      <Honeypot label={formTexts.honeypot} value={website} onChange={onWebsiteChange} />
      <PrivacyNote note={privacyNote} link={formTexts.privacyLink} href={formTexts.privacyHref} />
      {signedInEmail === undefined ? null : (
        <FormNote>{formTexts.signedInAs(signedInEmail)}</FormNote>
      )}
      {failure === undefined ? null : (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {status === undefined ? null : <FormNote role="status">{status}</FormNote>}
      <div>
        <Button
          type="submit"
          loading={sending}
          loadingText={submitting}
          minHeight="11"
          width={{ base: "full", sm: "auto" }}
        >
          {submit}
        </Button>
      </div>
    </>
  );
}
