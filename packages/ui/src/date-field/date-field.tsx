import { Box, Button, HStack, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { DayPicker } from "react-day-picker";
import { nl } from "react-day-picker/locale/nl";
import "react-day-picker/style.css";
import { MAX_DATE, MIN_DATE, formatDutchLongDate, isInDateRange } from "../dates/dutch-date.js";
import { CalendarIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";

export interface DateFieldProps {
  /** Accessible name of the field, e.g. "Geboortedatum". */
  label: string;
  /** Shown while no date is chosen, e.g. "Kies een datum". */
  placeholder: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  disabled?: boolean;
  /** Month the calendar opens on when no date is chosen yet. */
  defaultMonth?: Date;
  /** Show `label` above the field (a labelled input look) instead of only to screen readers. */
  showLabel?: boolean;
}

/**
 * Dutch date picker: a button showing the date in long format (or the placeholder) that opens a
 * calendar with month and year dropdowns, weeks starting on Monday and the range
 * 1900-01-01 .. 2099-12-31.
 */
export function DateField({
  label,
  placeholder,
  value,
  onChange,
  disabled = false,
  defaultMonth,
  showLabel = false,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const visibleLabelId = useId();
  const shown = formatDutchLongDate(value);
  const startingMonth = value ?? defaultMonth ?? new Date(1950, 0, 1);

  const picker = (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
      }}
      positioning={{ placement: "bottom" }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <Button
          variant={showLabel ? "outline" : "ghost"}
          size="md"
          disabled={disabled}
          aria-label={
            shown === "" ? `${label}: ${pageTexts.dateField.chooseDate}` : `${label}: ${shown}`
          }
          fontFamily="serif"
          fontSize={{ base: "md", md: "lg" }}
          fontWeight="normal"
          color={shown === "" ? "fg.muted" : "fg"}
          {...(showLabel
            ? {
                bg: "bg.panel",
                borderColor: "border.control",
                width: "full",
                justifyContent: "space-between",
                // At 200 % text the date wraps inside the field instead of pushing out the icon.
                whiteSpace: "normal",
                textAlign: "start",
                height: "auto",
                minHeight: "11",
                py: "2",
                _hover: { bg: "bg.panel", borderColor: "fg.muted" },
              }
            : {
                borderBottomWidth: "1px",
                borderStyle: "dashed",
                borderColor: "border",
                borderRadius: "sm",
                px: "2",
              })}
        >
          {shown === "" ? placeholder : shown}
          {showLabel ? <CalendarIcon color="fg.muted" /> : null}
        </Button>
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
                    onChange(date ?? null);
                    setOpen(false);
                  }}
                />
              </Box>
              <HStack justify="flex-end" mt="2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={value === null}
                  onClick={() => {
                    onChange(null);
                    setOpen(false);
                  }}
                >
                  {pageTexts.dateField.clearDate}
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
  if (!showLabel) return picker;
  return (
    <Stack gap="1.5" width="full" textAlign="start">
      <Text id={visibleLabelId} fontSize="sm" fontWeight="medium" color="fg.muted">
        {label}
      </Text>
      {picker}
    </Stack>
  );
}
