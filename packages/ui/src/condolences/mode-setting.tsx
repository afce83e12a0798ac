import { Box, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { CONDOLENCE_MODES } from "@memorial/domain";
import { useState } from "react";
import { FailureAlert } from "./moderation-parts.js";
import { condolenceTexts } from "./texts.js";
import type { CondolenceMode } from "./types.js";

const texts = condolenceTexts.moderation;

export interface CondolenceModeSettingProps {
  mode: CondolenceMode;
  /** Saves the mode; a rejected promise puts the previous choice back and shows the error. */
  onChange: (mode: CondolenceMode) => Promise<void>;
  describeError?: (error: unknown) => string;
}

/** The page's setting: off, shown after approval (default) or shown at once. */
export function CondolenceModeSetting({
  mode,
  onChange,
  describeError = () => texts.failed,
}: CondolenceModeSettingProps) {
  const [shown, setShown] = useState<CondolenceMode>(mode);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [lastMode, setLastMode] = useState(mode);
  // The native radios keep the clicked one checked; a new group puts the previous one back.
  const [revision, setRevision] = useState(0);
  if (mode !== lastMode) {
    setLastMode(mode);
    setShown(mode);
  }
  return (
    <Box>
      <RadioGroup.Root
        key={revision}
        value={shown}
        name="condolence-mode"
        disabled={busy}
        onValueChange={(details) => {
          const chosen = CONDOLENCE_MODES.find((candidate) => candidate === details.value);
          if (chosen === undefined || chosen === shown) return;
          const previous = shown;
          setShown(chosen);
          setBusy(true);
          setFailure(undefined);
          onChange(chosen)
            .catch((caught: unknown) => {
              setShown(previous);
              setRevision((n) => n + 1);
              setFailure(describeError(caught));
            })
            .finally(() => {
              setBusy(false);
            });
        }}
      >
        <RadioGroup.Label fontWeight="medium" mb="2" display="block">
          {texts.settingLabel}
        </RadioGroup.Label>
        <Stack gap="3">
          {CONDOLENCE_MODES.map((candidate) => (
            <RadioGroup.Item key={candidate} value={candidate} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" borderColor="fg.muted" />
              <RadioGroup.ItemText>
                <Text as="span" display="block">
                  {texts.modes[candidate]}
                </Text>
                <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
                  {texts.modeHelp[candidate]}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <FailureAlert message={failure} mt="3" />
    </Box>
  );
}
