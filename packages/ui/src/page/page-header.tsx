import { Box, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import {
  LIFE_DATES_SEPARATOR,
  formatDutchLongDate,
  isUnnamed,
  lifeDates,
  toWireDate,
} from "@memorial/domain";
import { ProfilePicture } from "./profile-picture.js";

type DateValue = Date | string | null | undefined;

export interface PageHeaderProps {
  name: string;
  /** A Date or the wire text (`YYYY-MM-DD`). */
  dateOfBirth: DateValue;
  dateOfDeath: DateValue;
  profilePicture: string | null | undefined;
  /** A menu button sits above the header: less space on top. */
  belowMenu?: boolean;
  /**
   * Shown, muted, in place of an empty name (a new page for its managers: 'Nieuwe
   * herinneringspagina'); it is a description of the page, never a placeholder name.
   */
  unnamedLabel?: string | undefined;
}

function wireDate(value: DateValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === "string" ? value : toWireDate(value);
}

/**
 * The visitor's view of the top of a memorial page: the portrait, the name as the page's one
 * `h1`, the dates on one line and a short rule.
 */
export function PageHeader({
  name,
  dateOfBirth,
  dateOfDeath,
  profilePicture,
  belowMenu = false,
  unnamedLabel,
}: PageHeaderProps) {
  const unnamed = isUnnamed(name) && unnamedLabel !== undefined;
  const birth = formatDutchLongDate(dateOfBirth);
  const death = formatDutchLongDate(dateOfDeath);
  const dates = lifeDates({ dateOfBirth, dateOfDeath });
  return (
    <Stack
      as="header"
      align="center"
      textAlign="center"
      gap={{ base: "4", md: "5" }}
      pt={belowMenu ? { base: "2", md: "6" } : { base: "10", md: "16" }}
      pb={{ base: "8", md: "12" }}
    >
      <ProfilePicture src={profilePicture} name={name} />
      <Heading
        as="h1"
        // Focusable by script only: after 'Opslaan' the view returns to the top with focus here.
        tabIndex={-1}
        data-page-name=""
        outline="none"
        fontFamily="heading"
        fontWeight="normal"
        fontSize={{ base: "2.25rem", md: "3.25rem" }}
        lineHeight="1.15"
        letterSpacing="-0.015em"
        overflowWrap="anywhere"
        mt="2"
        {...(unnamed ? { color: "fg.muted", fontStyle: "italic" } : {})}
      >
        {unnamed ? unnamedLabel : name}
      </Heading>
      {dates === "" ? null : (
        // One line when it fits; with enlarged text each date stays whole and the line breaks
        // after the dash (WCAG 1.4.10: nothing cut off at 200 % text).
        <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" data-testid="memorial-dates">
          {birth !== "" && death !== "" ? (
            <>
              <chakra.time dateTime={wireDate(dateOfBirth)} whiteSpace="nowrap">
                {birth}
              </chakra.time>
              {LIFE_DATES_SEPARATOR}
              <chakra.time dateTime={wireDate(dateOfDeath)} whiteSpace="nowrap">
                {death}
              </chakra.time>
            </>
          ) : (
            <chakra.span whiteSpace="nowrap">{dates}</chakra.span>
          )}
        </Text>
      )}
      <Box
        aria-hidden="true"
        width="12"
        height="1px"
        bg="border.emphasized"
        mt={{ base: "3", md: "4" }}
      />
    </Stack>
  );
}
