import { Box, Button, Field, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { MEMORY_LIMITS, PHOTO_CONTENT_TYPES, textLength } from "@memorial/domain";
import { useId, useRef, useState, type SyntheticEvent } from "react";
import { condolenceTexts } from "./texts.js";
import type { MemoryDraft, MemoryPhotoChoice } from "./types.js";
import {
  FormField,
  FormFields,
  FormFooter,
  FormIntro,
  FormLater,
  FormNote,
  FormTitle,
} from "./form-field.js";
import { checkWriter, inputProps, SentNotice, WriterFields } from "./writer-fields.js";

const formTexts = condolenceTexts.form;
const texts = condolenceTexts.memoryForm;

export interface MemoryFormProps {
  /** The register's mode: the intro and the thank-you text follow it. */
  mode: "approval" | "immediate";
  /** The person the page is for, in 'Hoe kende u …?'. */
  personName?: string;
  /** A signed-in visitor's e-mail: a note says the family will see it. */
  signedInEmail?: string | undefined;
  /**
   * Shares the memory (uploads its photos, then writes it). A rejected promise keeps the text
   * and the photos and shows `describeError(error)`.
   */
  onSubmit: (draft: MemoryDraft, onProgress: (percent: number) => void) => Promise<void>;
  /** Checks a chosen photo; answers the Dutch reason it cannot be used, or undefined. */
  checkPhoto?: (file: File) => Promise<string | undefined>;
  /** The Dutch text for a failure (the web app passes its error table's). */
  describeError?: (error: unknown) => string;
  /** Heading level of the form's title (default h3). */
  headingLevel?: "h2" | "h3";
  /**
   * 'Nog een herinnering delen' was chosen: the next writer (a shared tablet at the funeral).
   * The web app forgets the previous writer's waiting messages there.
   */
  onWriteAnother?: () => void;
  /**
   * False in the page's server-rendered markup: the title and the first line only (`FormLater`);
   * the register's island renders the form itself.
   */
  usable?: boolean;
}

type FieldName = "name" | "message" | "relation" | "email" | "photos";
type Problems = Partial<Record<FieldName, string>> & { captions?: Record<number, string> };

function check(draft: MemoryDraft): Problems {
  const problems: Problems = checkWriter(draft, MEMORY_LIMITS.message, texts.errors.messageMissing);
  if (draft.photos.length > MEMORY_LIMITS.photos) {
    problems.photos = texts.errors.tooManyPhotos(MEMORY_LIMITS.photos);
  }
  draft.photos.forEach((photo, index) => {
    if (textLength(photo.caption) > MEMORY_LIMITS.caption) {
      problems.captions = {
        ...problems.captions,
        [index]: texts.errors.captionTooLong(MEMORY_LIMITS.caption),
      };
    }
  });
  return problems;
}

/** The photo formats of the family's own photos, with their file extensions for older pickers. */
const MEMORY_PHOTO_ACCEPT = [...PHOTO_CONTENT_TYPES, ".jpg", ".jpeg", ".png"].join(",");

const EMPTY: MemoryDraft = {
  name: "",
  message: "",
  relation: "",
  email: "",
  website: "",
  photos: [],
};

/**
 * The visitors' form for a memory: name, relation, the text (up to 5000 characters) with a
 * counter, up to 5 photos each with a caption, an optional e-mail address and a hidden field
 * for bots. Photos are checked when chosen; a refused photo, a failed upload or any other
 * error keeps everything that was typed and chosen.
 */
export function MemoryForm({
  mode,
  personName = "",
  signedInEmail,
  onSubmit,
  checkPhoto,
  describeError = () => texts.errors.failed,
  headingLevel = "h3",
  onWriteAnother,
  usable = true,
}: MemoryFormProps) {
  const titleId = useId();
  const counterId = useId();
  const photosHelpId = useId();
  const [draft, setDraft] = useState<MemoryDraft>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();
  const [sent, setSent] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    relation: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement>(null),
    photos: useRef<HTMLInputElement>(null),
  };
  const thanksRef = useRef<HTMLDivElement>(null);

  const change = (field: Exclude<keyof MemoryDraft, "photos">, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== "website") setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const choose = async (files: File[]) => {
    setFailure(undefined);
    if (draft.photos.length + files.length > MEMORY_LIMITS.photos) {
      setProblems((current) => ({
        ...current,
        photos: texts.errors.tooManyPhotos(MEMORY_LIMITS.photos),
      }));
      return;
    }
    for (const file of files) {
      const refusal = checkPhoto === undefined ? undefined : await checkPhoto(file);
      if (refusal !== undefined) {
        setProblems((current) => ({ ...current, photos: refusal }));
        return;
      }
    }
    setProblems((current) => ({ ...current, photos: undefined }));
    setDraft((current) => ({
      ...current,
      photos: [...current.photos, ...files.map((file) => ({ file, caption: "" }))],
    }));
  };

  const setPhoto = (index: number, update: Partial<MemoryPhotoChoice> | null) => {
    setDraft((current) => ({
      ...current,
      photos:
        update === null
          ? current.photos.filter((_, i) => i !== index)
          : current.photos.map((photo, i) => (i === index ? { ...photo, ...update } : photo)),
    }));
    setProblems((current) => ({ ...current, photos: undefined, captions: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = check(draft);
    setProblems(found);
    setFailure(undefined);
    const first = (["name", "relation", "message", "email", "photos"] as const).find(
      (f) => found[f] !== undefined,
    );
    if (first !== undefined) {
      refs[first].current?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit(draft, setProgress);
      // A shared tablet: the next writer starts with an empty form, nothing of the previous one.
      setDraft(EMPTY);
      setSent(true);
      requestAnimationFrame(() => thanksRef.current?.focus());
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSending(false);
      setProgress(undefined);
    }
  };

  const intro = mode === "approval" ? texts.introApproval : texts.intro;
  return (
    <section aria-labelledby={titleId} data-testid="memory-form">
      <FormTitle level={headingLevel} id={titleId}>
        {texts.title}
      </FormTitle>
      {!usable ? (
        <FormLater intro={intro} />
      ) : sent ? (
        <SentNotice
          noticeRef={thanksRef}
          text={mode === "approval" ? texts.thanksApproval : texts.thanksImmediate}
          another={texts.writeAnother}
          onAnother={() => {
            onWriteAnother?.();
            setSent(false);
            requestAnimationFrame(() => refs.name.current?.focus());
          }}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormIntro>{intro}</FormIntro>
          <FormFields>
            <WriterFields
              draft={draft}
              problems={problems}
              refs={refs}
              onChange={change}
              personName={personName}
              message={{
                label: texts.message,
                name: "memory",
                rows: 8,
                limit: MEMORY_LIMITS.message,
                counterId,
              }}
            />
            <FormField.Root invalid={problems.photos !== undefined}>
              <FormField.Label>{texts.photos}</FormField.Label>
              <FormNote id={photosHelpId}>{texts.photosHelp}</FormNote>
              {draft.photos.length === 0 ? null : (
                <Stack as="ul" gap="4" m="0" p="0" width="full" listStyleType="none">
                  {draft.photos.map((photo, index) => (
                    <chakra.li
                      key={`${photo.file.name}-${String(index)}`}
                      borderWidth="1px"
                      borderColor="border"
                      borderRadius="l2"
                      p="3"
                    >
                      <Stack gap="2">
                        <Text fontSize="sm" overflowWrap="anywhere">
                          {photo.file.name}
                        </Text>
                        <Field.Root invalid={problems.captions?.[index] !== undefined}>
                          <Field.Label fontSize="sm">{texts.caption(index + 1)}</Field.Label>
                          <Input
                            value={photo.caption}
                            onChange={(e) => {
                              setPhoto(index, { caption: e.currentTarget.value });
                            }}
                            {...inputProps}
                          />
                          {problems.captions?.[index] === undefined ? null : (
                            <Field.ErrorText>{problems.captions[index]}</Field.ErrorText>
                          )}
                        </Field.Root>
                        <Box>
                          <Button
                            size="sm"
                            variant="ghost"
                            minHeight="11"
                            aria-label={texts.removePhoto(photo.file.name)}
                            onClick={() => {
                              setPhoto(index, null);
                            }}
                          >
                            {texts.remove}
                          </Button>
                        </Box>
                      </Stack>
                    </chakra.li>
                  ))}
                </Stack>
              )}
              {draft.photos.length >= MEMORY_LIMITS.photos ? null : (
                <Box>
                  <Button
                    as="label"
                    variant="outline"
                    minHeight="11"
                    cursor="pointer"
                    _focusWithin={{
                      outline: "2px solid",
                      outlineColor: "dusk.focusRing",
                      outlineOffset: "2px",
                    }}
                  >
                    {texts.choose}
                    <chakra.input
                      ref={refs.photos}
                      type="file"
                      name="photos"
                      accept={MEMORY_PHOTO_ACCEPT}
                      multiple
                      aria-describedby={photosHelpId}
                      position="absolute"
                      width="1px"
                      height="1px"
                      opacity={0}
                      overflow="hidden"
                      onChange={(e) => {
                        const files = Array.from(e.currentTarget.files ?? []);
                        e.currentTarget.value = "";
                        void choose(files);
                      }}
                    />
                  </Button>
                </Box>
              )}
              {problems.photos === undefined ? null : (
                <FormField.ErrorText>{problems.photos}</FormField.ErrorText>
              )}
            </FormField.Root>
            <FormField.Root invalid={problems.email !== undefined}>
              <FormField.Label>{formTexts.email}</FormField.Label>
              <FormField.Input
                ref={refs.email}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                value={draft.email}
                onChange={(e) => {
                  change("email", e.currentTarget.value);
                }}
              />
              {problems.email === undefined ? (
                <FormField.HelperText>{formTexts.emailHelp}</FormField.HelperText>
              ) : (
                <FormField.ErrorText>{problems.email}</FormField.ErrorText>
              )}
            </FormField.Root>
            <FormFooter
              website={draft.website}
              onWebsiteChange={(value) => {
                change("website", value);
              }}
              privacyNote={texts.privacyNote}
              signedInEmail={signedInEmail}
              failure={failure}
              status={progress === undefined ? undefined : texts.uploading(progress)}
              sending={sending}
              submit={texts.submit}
              submitting={texts.submitting}
            />
          </FormFields>
        </form>
      )}
    </section>
  );
}
