import { Box, Button, Field, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import {
  RESTING_PLACE_LIMITS,
  isLatitude,
  isLongitude,
  parseCoordinate,
  parseMapPoint,
  restingPlaceProblems,
  type MapPoint,
  type RestingPlaceFields,
  type RestingPlaceProblem,
} from "@memorial/domain";
import { useState, type ChangeEvent, type ClipboardEvent } from "react";
import { restingPlaceTexts } from "../resting-place/texts.js";

const texts = restingPlaceTexts.editor;

/** The fields of a resting place as the editor holds them: empty text means "not given". */
export type RestingPlaceDraft = RestingPlaceFields;

export interface RestingPlaceEditorProps {
  value: RestingPlaceDraft;
  onChange: (change: (current: RestingPlaceDraft) => RestingPlaceDraft) => void;
}

type TextFieldName = "place" | "address" | "plot" | "directions";

/** The Dutch message of a broken rule. */
export function restingPlaceErrorText(problem: RestingPlaceProblem): string {
  switch (problem.rule) {
    case "required":
      return texts.errors.placeRequired;
    case "tooLong":
      return texts.errors.tooLong(RESTING_PLACE_LIMITS[problem.field]);
    case "outOfRange":
      return problem.field === "latitude" ? texts.errors.latitude : texts.errors.longitude;
  }
}

const shown = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? "" : String(value);

/**
 * A point that cannot be saved: the API refuses it (a number it cannot read), so the save fails
 * with a message instead of silently dropping what the family typed.
 */
const UNREADABLE: MapPoint = { latitude: Number.NaN, longitude: Number.NaN };

/**
 * The editor of the resting place: the place's name, the address, the plot, the directions and
 * an optional point on the map, pasted as one "52.3447, 4.9041" or typed as two numbers. Every
 * field has a visible label; a broken rule shows a Dutch message under its field once the field
 * has been left.
 */
export function RestingPlaceEditor({ value, onChange }: RestingPlaceEditorProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };
  const [latitude, setLatitude] = useState(() => shown(value.mapPoint?.latitude));
  const [longitude, setLongitude] = useState(() => shown(value.mapPoint?.longitude));
  const [pasted, setPasted] = useState("");
  const [pasteError, setPasteError] = useState(false);

  const problems = restingPlaceProblems({
    ...value,
    mapPoint: undefined,
  });
  const errorOf = (field: TextFieldName): string | undefined => {
    if (!touched.has(field)) return undefined;
    const problem = problems.find((candidate) => candidate.field === field);
    return problem === undefined ? undefined : restingPlaceErrorText(problem);
  };

  const set =
    (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.currentTarget.value;
      onChange((current) => ({ ...current, [field]: text }));
    };

  /** Puts the typed pair into the draft: a point, no point (both empty), or an unreadable one. */
  const applyPoint = (typedLatitude: string, typedLongitude: string) => {
    const lat = parseCoordinate(typedLatitude);
    const lng = parseCoordinate(typedLongitude);
    onChange((current) => {
      const { mapPoint: _old, ...rest } = current;
      if (typedLatitude.trim() === "" && typedLongitude.trim() === "") return rest;
      if (isLatitude(lat) && isLongitude(lng)) {
        return { ...rest, mapPoint: { latitude: lat, longitude: lng } };
      }
      return { ...rest, mapPoint: UNREADABLE };
    });
  };

  const latitudeValue = parseCoordinate(latitude);
  const longitudeValue = parseCoordinate(longitude);
  const bothEmpty = latitude.trim() === "" && longitude.trim() === "";
  const latitudeError =
    touched.has("latitude") && latitude.trim() !== "" && !isLatitude(latitudeValue)
      ? texts.errors.latitude
      : undefined;
  const longitudeError =
    touched.has("longitude") && longitude.trim() !== "" && !isLongitude(longitudeValue)
      ? texts.errors.longitude
      : undefined;
  const incomplete =
    touched.has("latitude") &&
    touched.has("longitude") &&
    !bothEmpty &&
    (latitude.trim() === "" || longitude.trim() === "");

  const takePasted = (typed: string) => {
    if (typed.trim() === "") {
      setPasteError(false);
      return;
    }
    const point = parseMapPoint(typed);
    if (point === null) {
      setPasteError(true);
      return;
    }
    setPasteError(false);
    setPasted("");
    setLatitude(String(point.latitude));
    setLongitude(String(point.longitude));
    touch("latitude");
    touch("longitude");
    applyPoint(String(point.latitude), String(point.longitude));
  };

  return (
    <Stack gap="5" width="full" maxWidth="40rem" mx="auto" data-testid="resting-place-editor">
      <TextField
        label={texts.place}
        placeholder={texts.placePlaceholder}
        value={value.place}
        onChange={set("place")}
        onBlur={() => {
          touch("place");
        }}
        error={errorOf("place")}
        required
      />
      <TextField
        label={texts.address}
        hint={texts.addressHint}
        value={value.address ?? ""}
        onChange={set("address")}
        onBlur={() => {
          touch("address");
        }}
        error={errorOf("address")}
        autoComplete="street-address"
      />
      <TextField
        label={texts.plot}
        hint={texts.plotHint}
        value={value.plot ?? ""}
        onChange={set("plot")}
        onBlur={() => {
          touch("plot");
        }}
        error={errorOf("plot")}
        width="full"
      />
      <Field.Root invalid={errorOf("directions") !== undefined}>
        <Field.Label>{texts.directions}</Field.Label>
        <Textarea
          value={value.directions ?? ""}
          onChange={set("directions")}
          onBlur={() => {
            touch("directions");
          }}
          rows={2}
          autoresize
        />
        <Field.HelperText>{texts.directionsHint}</Field.HelperText>
        <Field.ErrorText>{errorOf("directions")}</Field.ErrorText>
      </Field.Root>
      <Box as="fieldset" borderWidth="0" p="0" m="0" minWidth="0">
        <Text as="legend" fontWeight="medium" textStyle="sm" mb="1">
          {texts.point}
        </Text>
        <Text textStyle="sm" color="fg.muted" mb="3">
          {texts.pointHint}
        </Text>
        <Stack gap="4">
          <TextField
            label={texts.paste}
            value={pasted}
            placeholder="52.3447, 4.9041"
            onChange={(event) => {
              setPasted(event.currentTarget.value);
              setPasteError(false);
            }}
            onPaste={(event) => {
              const typed = event.clipboardData.getData("text");
              event.preventDefault();
              setPasted(typed);
              takePasted(typed);
            }}
            onBlur={() => {
              takePasted(pasted);
            }}
            error={pasteError ? texts.errors.pasteInvalid : undefined}
            inputMode="decimal"
          />
          <Stack direction="row" wrap="wrap" gap="4">
            <TextField
              label={texts.latitude}
              value={latitude}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                setLatitude(typed);
                applyPoint(typed, longitude);
              }}
              onBlur={() => {
                touch("latitude");
              }}
              error={latitudeError}
              inputMode="decimal"
              width="auto"
              flex="1 1 10rem"
            />
            <TextField
              label={texts.longitude}
              value={longitude}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                setLongitude(typed);
                applyPoint(latitude, typed);
              }}
              onBlur={() => {
                touch("longitude");
              }}
              error={longitudeError ?? (incomplete ? texts.errors.pointIncomplete : undefined)}
              inputMode="decimal"
              width="auto"
              flex="1 1 10rem"
            />
          </Stack>
          {bothEmpty ? null : (
            <Box>
              <Button
                variant="ghost"
                size="md"
                minHeight="11"
                onClick={() => {
                  setLatitude("");
                  setLongitude("");
                  applyPoint("", "");
                }}
              >
                {texts.clearPoint}
              </Button>
            </Box>
          )}
        </Stack>
      </Box>
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
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  inputMode?: "decimal";
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
