import {
  Alert,
  Button,
  Field,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import {
  REPORT_EXPLANATION_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  isWriterEmail,
  textLength,
  type ReportReason,
} from "@memorial/domain";
import { useId, useRef, useState } from "react";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { inputProps } from "./form-field.js";
import type { ReportDraft, ReportPart } from "./report-draft.js";
import { condolenceTexts } from "./texts.js";
import { pageTexts } from "../texts/page.js";

const texts = condolenceTexts.report;

export interface ReportDialogProps {
  /** What is reported, e.g. 'het bericht van Marja'; the dialog is open while it is set. */
  subject: string | undefined;
  onClose: () => void;
  /**
   * Sends the report. A rejected promise keeps everything that was chosen and typed and shows
   * `describeError(error)`.
   */
  onSubmit: (draft: ReportDraft) => Promise<void>;
  describeError?: (error: unknown) => string;
  /**
   * The parts of the page to choose from ('Wat wilt u melden?'), the first chosen at the start;
   * the choice goes with the draft as `part`. Without it the subject is fixed.
   */
  parts?: readonly ReportPart[] | undefined;
}

/** A section of the page as the reader sees it: its place in the page's sections and its type. */
export interface ReportableSection {
  index: number;
  type: string;
}

/**
 * The choice of 'Iets melden' in the menu: the whole page ("page") or one of the sections the
 * reader sees ("section:<index>", numbered as the reader counts them).
 */
export function reportPartsOf(sections: readonly ReportableSection[]): ReportPart[] {
  const names: Record<string, string> = pageTexts.section.typeNames;
  return [
    { value: "page", label: texts.parts.page },
    ...sections.map((section, position) => ({
      value: `section:${String(section.index)}`,
      label: texts.parts.section(position + 1, names[section.type] ?? section.type),
    })),
  ];
}

type Problems = Partial<Record<"reason" | "explanation" | "email", string>>;

/**
 * 'Melden': the reason (one of four), an optional explanation and an optional address for a
 * confirmation. After sending it thanks the visitor and says that a report hides nothing by
 * itself; an error keeps everything.
 */
export function ReportDialog({
  subject,
  onClose,
  onSubmit,
  describeError = () => texts.failed,
  parts,
}: ReportDialogProps) {
  const [part, setPart] = useState(parts?.[0]?.value ?? "");
  const [reason, setReason] = useState<ReportReason | "">("");
  const [explanation, setExplanation] = useState("");
  const [email, setEmail] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const reasonLabelId = useId();
  const firstRadio = useRef<HTMLInputElement>(null);
  const explanationRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (sending) return;
    onClose();
  };
  const reset = () => {
    setPart(parts?.[0]?.value ?? "");
    setReason("");
    setExplanation("");
    setEmail("");
    setProblems({});
    setFailure(undefined);
    setSent(false);
  };

  const submit = async () => {
    const found: Problems = {};
    if (reason === "") found.reason = texts.errors.reasonMissing;
    if (textLength(explanation) > REPORT_EXPLANATION_MAX_LENGTH) {
      found.explanation = texts.errors.explanationTooLong(REPORT_EXPLANATION_MAX_LENGTH);
    }
    if (email.trim() !== "" && !isWriterEmail(email.trim()))
      found.email = texts.errors.emailInvalid;
    setProblems(found);
    setFailure(undefined);
    if (found.reason !== undefined) {
      firstRadio.current?.focus();
      return;
    }
    if (found.explanation !== undefined) {
      explanationRef.current?.focus();
      return;
    }
    if (found.email !== undefined) {
      emailRef.current?.focus();
      return;
    }
    if (reason === "") return;
    setSending(true);
    try {
      await onSubmit(
        parts === undefined ? { reason, explanation, email } : { reason, explanation, email, part },
      );
      setSent(true);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <DialogShell
      open={subject !== undefined}
      onClose={close}
      onExitComplete={reset}
      title={texts.title}
      dismissible={!sending}
      footer={
        sent ? (
          <Button minHeight="11" onClick={close}>
            {texts.close}
          </Button>
        ) : (
          <>
            <Button variant="ghost" minHeight="11" onClick={close} disabled={sending}>
              {texts.cancel}
            </Button>
            <Button
              minHeight="11"
              loading={sending}
              loadingText={texts.sending}
              onClick={() => void submit()}
            >
              {texts.submit}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Stack gap="3" role="status">
          <Text>{texts.thanks}</Text>
          <Text color="fg.muted">{texts.thanksHint}</Text>
        </Stack>
      ) : (
        <Stack gap="5">
          <Text color="fg.muted">{texts.intro(subject ?? "")}</Text>
          {parts === undefined ? null : (
            <Field.Root>
              <Field.Label>{texts.part}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="part"
                  value={part}
                  onChange={(e) => {
                    setPart(e.currentTarget.value);
                  }}
                  {...inputProps}
                >
                  {parts.map((candidate) => (
                    <option key={candidate.value} value={candidate.value}>
                      {candidate.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root required invalid={problems.reason !== undefined}>
            <Text id={reasonLabelId} fontWeight="medium" mb="1">
              {texts.reason}
            </Text>
            <RadioGroup.Root
              aria-labelledby={reasonLabelId}
              value={reason}
              onValueChange={(details) => {
                setReason((details.value ?? "") as ReportReason | "");
                setProblems((current) => ({ ...current, reason: undefined }));
              }}
            >
              <Stack gap="1">
                {REPORT_REASONS.map((candidate, index) => (
                  <RadioGroup.Item key={candidate} value={candidate} minHeight="11">
                    <RadioGroup.ItemHiddenInput ref={index === 0 ? firstRadio : undefined} />
                    <RadioGroup.ItemIndicator borderColor="fg.muted" />
                    <RadioGroup.ItemText>{REPORT_REASON_LABELS[candidate]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {problems.reason === undefined ? null : (
              <Field.ErrorText>{problems.reason}</Field.ErrorText>
            )}
          </Field.Root>
          <Field.Root invalid={problems.explanation !== undefined}>
            <Field.Label>{texts.explanation}</Field.Label>
            <Textarea
              ref={explanationRef}
              name="explanation"
              rows={4}
              value={explanation}
              onChange={(e) => {
                setExplanation(e.currentTarget.value);
                setProblems((current) => ({ ...current, explanation: undefined }));
              }}
              {...inputProps}
            />
            {problems.explanation === undefined ? null : (
              <Field.ErrorText>{problems.explanation}</Field.ErrorText>
            )}
          </Field.Root>
          <Field.Root invalid={problems.email !== undefined}>
            <Field.Label>{texts.email}</Field.Label>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setProblems((current) => ({ ...current, email: undefined }));
              }}
              {...inputProps}
            />
            {problems.email === undefined ? (
              <Field.HelperText color="fg.muted">{texts.emailHelp}</Field.HelperText>
            ) : (
              <Field.ErrorText>{problems.email}</Field.ErrorText>
            )}
          </Field.Root>
          {failure === undefined ? null : (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
    </DialogShell>
  );
}
