// What the condolence form and the memory form share: the writer's name, how they knew the
// person, the text with its counter, their checks, and the thank-you that replaces the form
// after sending.
import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { CONDOLENCE_LIMITS, isWriterEmail, textLength } from "@memorial/domain";
import type { RefObject } from "react";
import { FormField } from "./form-field.js";
import { condolenceTexts } from "./texts.js";
import { boxStyle, fixedElement, textStyle } from "../theme/fixed-style.js";

const formTexts = condolenceTexts.form;

// The line under the text (its error and its counter), fixed (`fixedElement`): the forms are in
// every public page's first render.
const BelowText = fixedElement(
  "div",
  boxStyle({
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "space-between",
    width: "full",
    columnGap: "4",
  }),
);
const ErrorPlace = fixedElement("div", boxStyle({ minWidth: "0" }));
const counterStyle = (color: string) =>
  textStyle({ fontSize: "sm", color, marginInlineStart: "auto", textAlign: "end" });
const Counter = fixedElement("p", counterStyle("fg.muted"));
const CounterOver = fixedElement("p", counterStyle("fg.error"));

export { inputProps } from "./form-field.js";

/** The writer's part of a draft. */
export interface WriterDraft {
  name: string;
  relation: string;
  message: string;
  email: string;
}

export type WriterField = "name" | "relation" | "message";
type WriterProblems = Partial<Record<WriterField | "email", string>>;

/**
 * The checks of the writer's part: a name, a text within `messageLimit`, a relation within its
 * limit and, when given, a usable e-mail address. `messageMissing` is the form's own text.
 */
export function checkWriter(
  draft: WriterDraft,
  messageLimit: number,
  messageMissing: string,
): WriterProblems {
  const problems: WriterProblems = {};
  const errors = formTexts.errors;
  if (draft.name.trim() === "") problems.name = errors.nameMissing;
  else if (textLength(draft.name) > CONDOLENCE_LIMITS.name) {
    problems.name = errors.nameTooLong(CONDOLENCE_LIMITS.name);
  }
  if (draft.message.trim() === "") problems.message = messageMissing;
  else if (textLength(draft.message) > messageLimit) {
    problems.message = errors.messageTooLong(messageLimit);
  }
  if (textLength(draft.relation) > CONDOLENCE_LIMITS.relation) {
    problems.relation = errors.relationTooLong(CONDOLENCE_LIMITS.relation);
  }
  const email = draft.email.trim();
  if (email !== "" && !isWriterEmail(email)) problems.email = errors.emailInvalid;
  return problems;
}

/** Name, 'Hoe kende u …?' and the text with its character counter. */
export function WriterFields({
  draft,
  problems,
  refs,
  onChange,
  personName,
  message,
}: {
  draft: WriterDraft;
  problems: Partial<Record<WriterField, string>>;
  refs: {
    name: RefObject<HTMLInputElement | null>;
    relation: RefObject<HTMLInputElement | null>;
    message: RefObject<HTMLTextAreaElement | null>;
  };
  onChange: (field: WriterField, value: string) => void;
  personName: string;
  /** The text field: its label, form name, height, limit and the id of its counter. */
  message: { label: string; name: string; rows: number; limit: number; counterId: string };
}) {
  const used = textLength(draft.message);
  const over = used > message.limit;
  const CounterLine = over ? CounterOver : Counter;
  return (
    <>
      <FormField.Root required invalid={problems.name !== undefined}>
        <FormField.Label>
          {formTexts.name}
          <FormField.RequiredIndicator />
        </FormField.Label>
        <FormField.Input
          ref={refs.name}
          name="name"
          autoComplete="name"
          value={draft.name}
          onChange={(e) => {
            onChange("name", e.currentTarget.value);
          }}
        />
        {problems.name === undefined ? null : (
          <FormField.ErrorText>{problems.name}</FormField.ErrorText>
        )}
      </FormField.Root>
      <FormField.Root invalid={problems.relation !== undefined}>
        <FormField.Label>{formTexts.relation(personName)}</FormField.Label>
        <FormField.Input
          ref={refs.relation}
          name="relation"
          autoComplete="off"
          value={draft.relation}
          onChange={(e) => {
            onChange("relation", e.currentTarget.value);
          }}
        />
        {problems.relation === undefined ? (
          <FormField.HelperText>{formTexts.relationHelp}</FormField.HelperText>
        ) : (
          <FormField.ErrorText>{problems.relation}</FormField.ErrorText>
        )}
      </FormField.Root>
      <FormField.Root required invalid={problems.message !== undefined}>
        <FormField.Label>
          {message.label}
          <FormField.RequiredIndicator />
        </FormField.Label>
        <FormField.Textarea
          ref={refs.message}
          name={message.name}
          rows={message.rows}
          autoresize
          value={draft.message}
          aria-describedby={message.counterId}
          onChange={(e) => {
            onChange("message", e.currentTarget.value);
          }}
        />
        <BelowText>
          <ErrorPlace>
            {problems.message === undefined ? null : (
              <FormField.ErrorText>{problems.message}</FormField.ErrorText>
            )}
          </ErrorPlace>
          <CounterLine id={message.counterId} aria-live="polite">
            {formTexts.counter(used, message.limit)}
          </CounterLine>
        </BelowText>
      </FormField.Root>
    </>
  );
}

/** The thank-you after sending, focused, with the way to write another. */
export function SentNotice({
  noticeRef,
  text,
  another,
  onAnother,
}: {
  noticeRef: RefObject<HTMLDivElement | null>;
  text: string;
  another: string;
  onAnother: () => void;
}) {
  return (
    <Stack gap="4" ref={noticeRef} tabIndex={-1} outline="none" role="status">
      <Text fontSize="md">{text}</Text>
      <Box>
        <Button variant="outline" minHeight="11" onClick={onAnother}>
          {another}
        </Button>
      </Box>
    </Stack>
  );
}
