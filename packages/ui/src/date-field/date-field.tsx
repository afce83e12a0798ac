import {
  Box,
  Button,
  HStack,
  IconButton,
  Input,
  Popover,
  Portal,
  Stack,
  Text,
  chakra,
} from "@chakra-ui/react";
import { parseTypedDate, toTypedDate, toWireDate, type TypedDate } from "@memorial/domain";
import { useId, useState } from "react";
import { DayPicker } from "react-day-picker";
import { nl } from "react-day-picker/locale/nl";
import "react-day-picker/style.css";
import { MAX_DATE, MIN_DATE, formatDutchLongDate, isInDateRange } from "../dates/dutch-date.js";
import { CalendarIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";

const texts = pageTexts.dateField;

type Problem = Exclude<TypedDate["kind"], "date" | "empty">;

const PROBLEM_TEXT: Record<Problem, string> = {
  incomplete: texts.errors.incomplete,
  nonexistent: texts.errors.nonexistent,
  "out-of-range": texts.errors.outOfRange,
};

/** A whole day, month and four-digit year has been typed: its problem may show at once. */
const looksComplete = (text: string) => /\d{4}\s*$/.test(text);

export interface DateFieldProps {
  /** Accessible name of the field, e.g. "Geboortedatum". */
  label: string;
  /** Shown in the empty text field, e.g. "dd-mm-jjjj". */
  placeholder: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  disabled?: boolean;
  /** Month the calendar opens on when no date is chosen yet. */
  defaultMonth?: Date;
  /** Show `label` above the field instead of only to screen readers. */
  showLabel?: boolean;
  /** The shown label's colour: the form's other labels' (as Chakra's field label), or muted. */
  labelColor?: "fg" | "fg.muted";
  /** A rule of the surrounding form that the date breaks (e.g. a death before the birth). */
  error?: string | undefined;
}

/**
 * Dutch date field: a text field that takes the date as typed (`dd-mm-jjjj`, also with `/` or
 * `.`, day and month with one or two digits) and a calendar button beside it that opens a picker
 * with month and year dropdowns, weeks starting on Monday and the range 1900-01-01 .. 2099-12-31.
 * A date that is incomplete, does not exist or lies outside the range gets a Dutch message under
 * the field (`aria-invalid`, `aria-describedby`) and stays as typed; only a real day in range is
 * reported through `onChange`. Under a valid date the field repeats it in words ("3 maart 1941").
 */
export function DateField({
  label,
  placeholder,
  value,
  onChange,
  disabled = false,
  defaultMonth,
  showLabel = false,
  labelColor = "fg",
  error,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => (value === null ? "" : toTypedDate(value)));
  const [problem, setProblem] = useState<Problem | null>(null);
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const shown = formatDutchLongDate(value);
  const startingMonth = value ?? defaultMonth ?? new Date(1950, 0, 1);
  const wire = value === null ? null : toWireDate(value);

  // A date set from outside (the calendar, a reset, a reload) replaces the text, unless the text
  // already says that day (then "12-3-1938" stays as typed). Adjusted while rendering: a new Date
  // object of the same day is no change, and typing only changes the text.
  const [seenWire, setSeenWire] = useState(wire);
  if (seenWire !== wire) {
    setSeenWire(wire);
    const typed = parseTypedDate(text);
    if ((typed.kind === "date" ? toWireDate(typed.date) : null) !== wire) {
      setText(value === null ? "" : toTypedDate(value));
      setProblem(null);
    }
  }

  const typedChanged = (next: string) => {
    setText(next);
    const typed = parseTypedDate(next);
    if (typed.kind === "date") {
      setProblem(null);
      if (toWireDate(typed.date) !== wire) onChange(typed.date);
    } else if (typed.kind === "empty") {
      setProblem(null);
      if (value !== null) onChange(null);
    } else if (typed.kind !== "incomplete" && looksComplete(next)) {
      setProblem(typed.kind);
    } else if (problem !== null && problem !== typed.kind) {
      setProblem(null);
    }
  };
  const left = () => {
    const typed = parseTypedDate(text);
    if (typed.kind === "date") {
      setText(toTypedDate(typed.date));
      setProblem(null);
    } else if (typed.kind !== "empty") {
      setProblem(typed.kind);
    }
  };

  const message = problem === null ? error : PROBLEM_TEXT[problem];
  const hint = value === null ? texts.hint : shown;

  const picker = (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
      }}
      positioning={{ placement: "bottom-end" }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="outline"
          disabled={disabled}
          aria-label={texts.openCalendar(label)}
          bg="bg.panel"
          borderColor="border.control"
          minWidth="11"
          height="auto"
          minHeight="11"
          flexShrink={0}
          _hover={{ bg: "bg.panel", borderColor: "fg.muted" }}
        >
          <CalendarIcon color="fg.muted" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxWidth="calc(100vw - 1rem)" aria-labelledby={labelId}>
            <Popover.Body p="3">
              <Text id={labelId} srOnly>
                {label}
              </Text>
              <Box
                css={{
                  "& .rdp-root": {
                    "--rdp-accent-color": "var(--chakra-colors-dusk-700)",
                    "--rdp-accent-background-color": "var(--chakra-colors-dusk-100)",
                    "--rdp-today-color": "var(--chakra-colors-dusk-700)",
                    "--rdp-day-height": "2.5rem",
                    "--rdp-day-width": "2.5rem",
                    "--rdp-day_button-height": "2.375rem",
                    "--rdp-day_button-width": "2.375rem",
                    "--rdp-day_button-border-radius": "9999px",
                    "--rdp-selected-border": "2px solid var(--chakra-colors-dusk-700)",
                    "--rdp-nav_button-height": "2.25rem",
                    "--rdp-nav_button-width": "2.25rem",
                    fontFamily: "body",
                  },
                  "& .rdp-selected .rdp-day_button": {
                    background: "var(--chakra-colors-dusk-700)",
                    color: "white",
                  },
                  // Month and year are real selects with a 3:1 boundary (react-day-picker lays
                  // an invisible select over a text label): 44 px high on phones, 36 px above.
                  "& .rdp-dropdown": {
                    position: "static",
                    opacity: 1,
                    // The browser's own arrow shows it is a list to choose from.
                    appearance: "auto",
                    fontWeight: "normal",
                    fontSize: "sm",
                    color: "fg",
                    bg: "bg.panel",
                    borderWidth: "1px",
                    borderStyle: "solid",
                    borderColor: "border.control",
                    borderRadius: "md",
                    paddingInline: "2",
                    minHeight: { base: "11", md: "9" },
                    cursor: "pointer",
                  },
                  "& .rdp-dropdown:focus-visible": {
                    outline: "2px solid",
                    outlineColor: "dusk.focusRing",
                    outlineOffset: "2px",
                  },
                  "& .rdp-dropdown_root .rdp-caption_label": { display: "none" },
                  "& .rdp-caption_label": { fontSize: "sm" },
                  "& .rdp-nav": { height: { base: "11", md: "9" } },
                  "& .rdp-button_previous, & .rdp-button_next": {
                    width: { base: "11", md: "9" },
                    height: { base: "11", md: "9" },
                  },
                  "& .rdp-weekday": { color: "fg.muted", fontSize: "sm", opacity: 1 },
                  "& .rdp-chevron": { fill: "var(--chakra-colors-dusk-700)" },
                }}
              >
                <DayPicker
                  mode="single"
                  locale={nl}
                  weekStartsOn={1}
                  captionLayout="dropdown"
                  startMonth={MIN_DATE}
                  endMonth={MAX_DATE}
                  disabled={[{ before: MIN_DATE }, { after: MAX_DATE }]}
                  defaultMonth={startingMonth}
                  selected={value ?? undefined}
                  onSelect={(date: Date | undefined) => {
                    if (date !== undefined && !isInDateRange(date)) return;
                    setText(date === undefined ? "" : toTypedDate(date));
                    setProblem(null);
                    onChange(date ?? null);
                    setOpen(false);
                  }}
                />
              </Box>
              <HStack justify="flex-end" mt="2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={value === null && text === ""}
                  onClick={() => {
                    setText("");
                    setProblem(null);
                    onChange(null);
                    setOpen(false);
                  }}
                >
                  {texts.clearDate}
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
  return (
    <Stack gap="1.5" width="full" textAlign="start">
      <chakra.label
        htmlFor={inputId}
        fontSize="sm"
        fontWeight="medium"
        color={labelColor}
        {...(showLabel ? {} : { srOnly: true })}
      >
        {label}
      </chakra.label>
      <HStack gap="2" align="stretch">
        <Input
          id={inputId}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message === undefined ? undefined : true}
          aria-describedby={message === undefined ? hintId : `${errorId} ${hintId}`}
          onChange={(event) => {
            typedChanged(event.currentTarget.value);
          }}
          onBlur={left}
          fontFamily="serif"
          fontSize={{ base: "md", md: "lg" }}
          bg="bg.panel"
          borderColor={message === undefined ? "border.control" : "border.error"}
          minHeight="11"
          height="auto"
          flex="1"
          minWidth="0"
          _placeholder={{ color: "fg.muted" }}
        />
        {picker}
      </HStack>
      {/* The error and the hint in the style of every other field's (Chakra's field recipe). */}
      {message === undefined ? null : (
        <Text id={errorId} role="alert" color="fg.error" textStyle="xs" fontWeight="medium">
          {message}
        </Text>
      )}
      <Text id={hintId} color="fg.muted" textStyle="xs">
        {hint}
      </Text>
    </Stack>
  );
}
