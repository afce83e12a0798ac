import { Box, Switch, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

export interface MenuSwitchProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A line under the switch, also its accessible description. */
  hint?: ReactNode;
  /** The hint reports progress (saving): announced when it appears. */
  hintIsStatus?: boolean;
}

/** One switch row of the side menu ('Openbaar', 'Vindbaar via zoekmachines') with its hint. */
export function MenuSwitch({
  label,
  checked,
  disabled = false,
  onCheckedChange,
  hint,
  hintIsStatus = false,
}: MenuSwitchProps) {
  const hintId = useId();
  const hasHint = hint !== undefined && hint !== null;
  return (
    <Box as="li" listStyleType="none" px="12px" py="2">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => {
          onCheckedChange(details.checked);
        }}
        display="flex"
        justifyContent="space-between"
        width="full"
        gap="3"
      >
        <Switch.HiddenInput role="switch" aria-describedby={hasHint ? hintId : undefined} />
        <Switch.Label fontWeight="normal" textStyle="md" minWidth="0">
          {label}
        </Switch.Label>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      {hasHint ? (
        <Text
          id={hintId}
          textStyle="sm"
          color="fg.muted"
          mt="1"
          role={hintIsStatus ? "status" : undefined}
        >
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}
