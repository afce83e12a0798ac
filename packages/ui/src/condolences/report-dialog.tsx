import { Alert, Button, Field, Input, RadioGroup, Stack, Text, Textarea } from "@chakra-ui/react";
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
import type { ReportDraft } from "./report-draft.js";
import { condolenceTexts } from "./texts.js";

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
}

type Problems = Partial<Record<"reason" | "explanation" | "email", string>>;

const inputProps = { bg: "bg.panel", borderColor: "fg.muted", minHeight: "11" } as const;

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
}: ReportDialogProps) {
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
      await onSubmit({ reason, explanation, email });
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
