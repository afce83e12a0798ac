import { Box, Checkbox, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { FailureAlert } from "./moderation-parts.js";
import { useSavedSetting } from "./saved-setting.js";
import { CONDOLENCE_NOTICES, noticeTexts as texts, type CondolenceNotice } from "./notice-texts.js";

export interface CondolenceNoticeSettingProps {
  notice: CondolenceNotice;
  /** Saves the choice; a rejected promise puts the previous choice back and shows the error. */
  onChange: (notice: CondolenceNotice) => Promise<void>;
  describeError?: (error: unknown) => string;
}

/** A manager's own choice: a mail for each new message (default), a daily digest, or none. */
export function CondolenceNoticeSetting({
  notice,
  onChange,
  describeError = () => texts.failed,
}: CondolenceNoticeSettingProps) {
  const { shown, busy, failure, revision, choose } = useSavedSetting(
    notice,
    onChange,
    describeError,
  );
  return (
    <Box>
      <RadioGroup.Root
        key={revision}
        value={shown}
        name="condolence-notice"
        disabled={busy}
        onValueChange={(details) => {
          const chosen = CONDOLENCE_NOTICES.find((candidate) => candidate === details.value);
          if (chosen === undefined || chosen === shown) return;
          choose(chosen);
        }}
      >
        <RadioGroup.Label fontWeight="medium" display="block">
          {texts.label}
        </RadioGroup.Label>
        <Text color="fg.muted" fontSize="sm" mb="3">
          {texts.help}
        </Text>
        <Stack gap="3">
          {CONDOLENCE_NOTICES.map((candidate) => (
            <RadioGroup.Item key={candidate} value={candidate} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" borderColor="fg.muted" />
              <RadioGroup.ItemText>
                <Text as="span" display="block">
                  {texts.choices[candidate]}
                </Text>
                <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
                  {texts.choiceHelp[candidate]}
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

export interface RemembranceSettingProps {
  on: boolean;
  /** Saves the choice; a rejected promise puts the previous choice back and shows the error. */
  onChange: (on: boolean) => Promise<void>;
  describeError?: (error: unknown) => string;
}

/** A manager's own choice of the remembrance mails; off by default. */
export function RemembranceSetting({
  on,
  onChange,
  describeError = () => texts.failed,
}: RemembranceSettingProps) {
  const { shown, busy, failure, revision, choose } = useSavedSetting(on, onChange, describeError);
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {texts.remembranceLabel}
      </Text>
      <Checkbox.Root
        key={revision}
        checked={shown}
        disabled={busy}
        alignItems="flex-start"
        minHeight="11"
        onCheckedChange={(details) => {
          const chosen = details.checked === true;
          choose(chosen);
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" borderColor="fg.muted" />
        <Checkbox.Label>
          <Text as="span" display="block">
            {texts.remembrance}
          </Text>
          <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
            {texts.remembranceHelp}
          </Text>
        </Checkbox.Label>
      </Checkbox.Root>
      <FailureAlert message={failure} mt="3" />
    </Box>
  );
}
