import { Box, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { CONDOLENCE_MODES } from "@memorial/domain";
import { FailureAlert } from "./moderation-parts.js";
import { useSavedSetting } from "./saved-setting.js";
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
  const { shown, busy, failure, revision, choose } = useSavedSetting(mode, onChange, describeError);
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
          choose(chosen);
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
