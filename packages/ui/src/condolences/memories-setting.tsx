import { Box, Checkbox, Text } from "@chakra-ui/react";
import { FailureAlert } from "./moderation-parts.js";
import { useSavedSetting } from "./saved-setting.js";
import { condolenceTexts } from "./texts.js";

const texts = condolenceTexts.moderation;

export interface MemoriesSettingProps {
  on: boolean;
  /** Saves the choice; a rejected promise puts the previous choice back and shows the error. */
  onChange: (on: boolean) => Promise<void>;
  describeError?: (error: unknown) => string;
}

/** The page's setting beside the condolences': may visitors share memories (on by default)? */
export function MemoriesSetting({
  on,
  onChange,
  describeError = () => texts.failed,
}: MemoriesSettingProps) {
  const { shown, busy, failure, revision, choose } = useSavedSetting(on, onChange, describeError);
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {texts.memoriesLabel}
      </Text>
      <Checkbox.Root
        key={revision}
        checked={shown}
        disabled={busy}
        alignItems="flex-start"
        minHeight="11"
        onCheckedChange={(details) => {
          choose(details.checked === true);
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" borderColor="fg.muted" />
        <Checkbox.Label>
          <Text as="span" display="block">
            {texts.memories}
          </Text>
          <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
            {texts.memoriesHelp}
          </Text>
        </Checkbox.Label>
      </Checkbox.Root>
      <FailureAlert message={failure} mt="3" />
    </Box>
  );
}
