import { Field, Heading, Input, NativeSelect, Stack, Switch, Textarea } from "@chakra-ui/react";
import {
  GATHERING_KINDS,
  GATHERING_LIMITS,
  gatheringDraftProblems,
  isGatheringKind,
  parseWireDate,
  toWireDate,
  type GatheringFields,
  type GatheringKind,
  type GatheringProblem,
} from "@memorial/domain";
import { useState, type ChangeEvent } from "react";
import { DateField } from "../date-field/date-field.js";
import { gatheringTexts } from "../gathering/texts.js";

const texts = gatheringTexts.editor;

/** The fields of a gathering as the editor holds them: empty text means "not given". */
export type GatheringDraft = Omit<GatheringFields, "kind"> & { kind: GatheringKind };

export interface GatheringEditorProps {
  value: GatheringDraft;
  onChange: (change: (current: GatheringDraft) => GatheringDraft) => void;
  /** Saving was tried: every broken rule shows under its field, left or not (an empty date too). */
  showAllProblems?: boolean;
}

type FieldName = GatheringProblem["field"];

/** "14.00", "1400" and "9:30" become "14:00" and "09:30"; anything else stays as typed. */
export function normaliseTime(typed: string): string {
  const trimmed = typed.trim();
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(trimmed);
  if (match === null) return trimmed;
  return `${(match[1] ?? "").padStart(2, "0")}:${match[2] ?? ""}`;
}

/** The Dutch message of a broken rule. */
export function gatheringErrorText(problem: GatheringProblem, value: GatheringDraft): string {
  switch (problem.rule) {
    case "unknown":
      return texts.errors.kindUnknown;
    case "invalid":
      if (problem.field === "date") return texts.errors.dateRequired;
      if (problem.field === "startTime" && value.startTime.trim() === "") {
        return texts.errors.startRequired;
      }
      return texts.errors.timeInvalid;
    case "outOfRange":
      return texts.errors.dateOutOfRange;
    case "notAfterStart":
      return texts.errors.endNotAfterStart;
    case "required":
      return texts.errors.venueRequired;
    case "tooLong":
      return texts.errors.tooLong(GATHERING_LIMITS[problem.field]);
    case "notHttps":
      return texts.errors.notHttps;
  }
}

type LivestreamText = "url" | "accessCode" | "recordingUrl";
type WishText = "charityName" | "charityUrl" | "charityText";

/**
 * The editor of a gathering: kind, own title, date (the Dutch date picker), start and end time,
 * venue, address, online link and notes. Every field has a visible label; a broken rule shows a
 * Dutch message under its field once the field has been left (the date at once), and under every
 * field once saving was tried (`showAllProblems`), so a gathering without its day says so.
 */
export function GatheringEditor({
  value,
  onChange,
  showAllProblems = false,
}: GatheringEditorProps) {
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const touch = (field: FieldName) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };
  const problems = gatheringDraftProblems(value);
  const errorOf = (field: FieldName): string | undefined => {
    if (!showAllProblems && !touched.has(field)) return undefined;
    const problem = problems.find((candidate) => candidate.field === field);
    return problem === undefined ? undefined : gatheringErrorText(problem, value);
  };
  const set =
    (field: "title" | "venue" | "onlineUrl" | "notes" | "startTime" | "endTime") =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.currentTarget.value;
      onChange((current) => ({ ...current, [field]: text }));
    };
  const setAddress =
    (part: "street" | "postcode" | "place") => (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value;
      onChange((current) => ({ ...current, address: { ...current.address, [part]: text } }));
    };
  const setLivestream = (part: LivestreamText) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    onChange((current) => ({
      ...current,
      livestream: { url: "", ...current.livestream, [part]: text },
    }));
  };
  const setWish =
    (part: WishText) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.currentTarget.value;
      onChange((current) => ({ ...current, wishes: { ...current.wishes, [part]: text } }));
    };
  const leaveTime = (field: "startTime" | "endTime") => () => {
    touch(field);
    onChange((current) => {
      const typed = current[field];
      return typed === undefined ? current : { ...current, [field]: normaliseTime(typed) };
    });
  };
  const date = parseWireDate(value.date);

  return (
    <Stack gap="5" width="full" maxWidth="40rem" mx="auto" data-testid="gathering-editor">
      <Field.Root>
        <Field.Label>{texts.kind}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.kind}
            minHeight="11"
            onChange={(event) => {
              const kind = event.currentTarget.value;
              if (isGatheringKind(kind)) onChange((current) => ({ ...current, kind }));
            }}
          >
            {GATHERING_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {texts.kindNames[kind]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <TextField
        label={texts.title}
        hint={texts.titleHint}
        value={value.title ?? ""}
        onChange={set("title")}
        onBlur={() => {
          touch("title");
        }}
        error={errorOf("title")}
      />
      <DateField
        label={texts.date}
        placeholder={texts.datePlaceholder}
        value={date}
        defaultMonth={new Date()}
        showLabel
        error={errorOf("date")}
        onChange={(picked) => {
          touch("date");
          onChange((current) => ({
            ...current,
            date: picked === null ? "" : toWireDate(picked),
          }));
        }}
      />
      <Stack direction="row" wrap="wrap" gap="4">
        <TextField
          label={texts.startTime}
          hint={texts.timeHint}
          value={value.startTime}
          onChange={set("startTime")}
          onBlur={leaveTime("startTime")}
          error={errorOf("startTime")}
          inputMode="numeric"
          width="11rem"
        />
        <TextField
          label={texts.endTime}
          hint={texts.timeHint}
          value={value.endTime ?? ""}
          onChange={set("endTime")}
          onBlur={leaveTime("endTime")}
          error={errorOf("endTime")}
          inputMode="numeric"
          width="11rem"
        />
      </Stack>
      <TextField
        label={texts.venue}
        placeholder={texts.venuePlaceholder}
        value={value.venue}
        onChange={set("venue")}
        onBlur={() => {
          touch("venue");
        }}
        error={errorOf("venue")}
        required
      />
      <TextField
        label={texts.street}
        value={value.address?.street ?? ""}
        onChange={setAddress("street")}
        onBlur={() => {
          touch("street");
        }}
        error={errorOf("street")}
        autoComplete="street-address"
      />
      <Stack direction="row" wrap="wrap" gap="4">
        <TextField
          label={texts.postcode}
          value={value.address?.postcode ?? ""}
          onChange={setAddress("postcode")}
          onBlur={() => {
            touch("postcode");
          }}
          error={errorOf("postcode")}
          autoComplete="postal-code"
          width="9rem"
        />
        <TextField
          label={texts.place}
          value={value.address?.place ?? ""}
          onChange={setAddress("place")}
          onBlur={() => {
            touch("place");
          }}
          error={errorOf("place")}
          autoComplete="address-level2"
          width="auto"
          flex="1 1 12rem"
        />
      </Stack>
      <TextField
        label={texts.onlineUrl}
        hint={texts.onlineHint}
        value={value.onlineUrl ?? ""}
        onChange={set("onlineUrl")}
        onBlur={() => {
          touch("onlineUrl");
        }}
        error={errorOf("onlineUrl")}
        inputMode="url"
        type="url"
      />
      <Field.Root invalid={errorOf("notes") !== undefined}>
        <Field.Label>{texts.notes}</Field.Label>
        <Textarea
          value={value.notes ?? ""}
          onChange={set("notes")}
          onBlur={() => {
            touch("notes");
          }}
          rows={3}
          autoresize
        />
        <Field.HelperText>{texts.notesHint}</Field.HelperText>
        <Field.ErrorText>{errorOf("notes")}</Field.ErrorText>
      </Field.Root>
      <Stack as="fieldset" gap="4" borderTopWidth="1px" borderColor="border" pt="4">
        <Heading as="legend" fontSize="md" fontWeight="medium" fontFamily="body" mb="1">
          {texts.livestreamHeading}
        </Heading>
        <TextField
          label={texts.livestreamUrl}
          hint={texts.livestreamHint}
          value={value.livestream?.url ?? ""}
          onChange={setLivestream("url")}
          onBlur={() => {
            touch("livestreamUrl");
          }}
          error={errorOf("livestreamUrl")}
          inputMode="url"
          type="url"
        />
        <TextField
          label={texts.accessCode}
          hint={texts.accessCodeHint}
          value={value.livestream?.accessCode ?? ""}
          onChange={setLivestream("accessCode")}
          onBlur={() => {
            touch("accessCode");
          }}
          error={errorOf("accessCode")}
          autoComplete="off"
        />
        <Switch.Root
          checked={value.livestream?.showToVisitors === true}
          onCheckedChange={(details) => {
            onChange((current) => ({
              ...current,
              livestream: { url: "", ...current.livestream, showToVisitors: details.checked },
            }));
          }}
          minHeight="11"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{texts.showToVisitors}</Switch.Label>
        </Switch.Root>
        <TextField
          label={texts.recordingUrl}
          hint={texts.recordingHint}
          value={value.livestream?.recordingUrl ?? ""}
          onChange={setLivestream("recordingUrl")}
          onBlur={() => {
            touch("recordingUrl");
          }}
          error={errorOf("recordingUrl")}
          inputMode="url"
          type="url"
        />
      </Stack>
      <Stack as="fieldset" gap="4" borderTopWidth="1px" borderColor="border" pt="4">
        <Heading as="legend" fontSize="md" fontWeight="medium" fontFamily="body" mb="1">
          {texts.wishesHeading}
        </Heading>
        <Switch.Root
          checked={value.wishes?.noFlowers === true}
          onCheckedChange={(details) => {
            onChange((current) => ({
              ...current,
              wishes: { ...current.wishes, noFlowers: details.checked },
            }));
          }}
          minHeight="11"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{texts.noFlowers}</Switch.Label>
        </Switch.Root>
        <TextField
          label={texts.charityName}
          hint={texts.charityNameHint}
          value={value.wishes?.charityName ?? ""}
          onChange={setWish("charityName")}
          onBlur={() => {
            touch("charityName");
          }}
          error={errorOf("charityName")}
        />
        <TextField
          label={texts.charityUrl}
          hint={texts.onlineHint}
          value={value.wishes?.charityUrl ?? ""}
          onChange={setWish("charityUrl")}
          onBlur={() => {
            touch("charityUrl");
          }}
          error={errorOf("charityUrl")}
          inputMode="url"
          type="url"
        />
        <Field.Root invalid={errorOf("charityText") !== undefined}>
          <Field.Label>{texts.charityText}</Field.Label>
          <Textarea
            value={value.wishes?.charityText ?? ""}
            onChange={setWish("charityText")}
            onBlur={() => {
              touch("charityText");
            }}
            rows={2}
            autoresize
          />
          <Field.ErrorText>{errorOf("charityText")}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Stack>
  );
}

function TextField({
  label,
  hint,
  error,
  width = "full",
  flex,
  required = false,
  ...input
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  width?: string;
  flex?: string;
  required?: boolean;
  value: string;
  placeholder?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputMode?: "numeric" | "url";
  type?: "url";
  autoComplete?: string;
}) {
  return (
    <Field.Root invalid={error !== undefined} required={required} width={width} flex={flex}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input minHeight="11" {...input} />
      {hint === undefined ? null : <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
