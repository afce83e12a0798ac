// The visitor forms' fields (the condolence and memory forms): Chakra's field parts, input and
// textarea with fixed styles (../theme/fixed-field.tsx), on the panel colour of the page's warm
// background.
import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FORM_LATER_ATTRIBUTE } from "../layout/index.js";
import { condolenceTexts } from "./texts.js";
import { fixedButton } from "../theme/fixed-button.js";
import { FixedField, fixedFieldPart, fixedInput, fixedTextarea } from "../theme/fixed-field.js";
import {
  boxStyle,
  buttonStyle,
  fixedElement,
  fixedHeadings,
  fixedStyle,
  blockTitleStyle,
  stackStyle,
  textStyle,
} from "../theme/fixed-style.js";

/** A text field on the page's warm background: the panel colour, a clear edge, thumb height. */
export const inputProps = { bg: "bg.panel", borderColor: "fg.muted", minHeight: "11" } as const;

export const FormField = {
  ...FixedField,
  /** A field for a short value (a postcode). */
  NarrowRoot: fixedFieldPart("Root", { maxWidth: "12rem" }),
  HelperText: fixedFieldPart("HelperText", { color: "fg.muted" }),
  Input: fixedInput(inputProps),
  /** The message's text area: the body's size and a reading line height. */
  Textarea: fixedTextarea({ ...inputProps, fontSize: "md", lineHeight: "1.6" }),
};

// The rest of what the condolence form and the memory form share, fixed the same way.
const titles = fixedHeadings(blockTitleStyle({ mb: "2" }));

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

/**
 * A form's first line in its place in the page's markup, before the form can be used: the
 * fields come with the register's island, which takes the markup's place (they would only be
 * inert before, and they are a large part of the document and of its styles). Without
 * JavaScript it says why there is nothing to fill in.
 */
export function FormLater({ intro }: { intro: string }) {
  return (
    <div {...{ [FORM_LATER_ATTRIBUTE]: "" }}>
      <FormIntro>{intro}</FormIntro>
      <noscript>
        <FormIntro>{condolenceTexts.formNeedsScript}</FormIntro>
      </noscript>
    </div>
  );
}

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

/** The form's submit button: the whole width on a phone. */
const SubmitButton = fixedButton(
  buttonStyle({ minHeight: "11", width: { base: "full", sm: "auto" } }),
);

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
        <SubmitButton type="submit" loading={sending} loadingText={submitting}>
          {submit}
        </SubmitButton>
      </div>
    </>
  );
}
