import { Heading, Text, VStack } from "@chakra-ui/react";
import { formatDutchLongDate, toWireDate } from "../dates/dutch-date.js";
import { ProfilePicture } from "./profile-picture.js";

export interface PageHeaderProps {
  name: string;
  dateOfBirth: Date | null;
  dateOfDeath: Date | null;
  profilePicture: string | null;
}

/** The visitor's view of the top of a memorial page: picture, name and dates. */
export function PageHeader({ name, dateOfBirth, dateOfDeath, profilePicture }: PageHeaderProps) {
  const birth = formatDutchLongDate(dateOfBirth);
  const death = formatDutchLongDate(dateOfDeath);
  const dates = [birth, death].filter((text) => text !== "").join(" – ");
  return (
    <VStack as="header" gap="4" textAlign="center" pt={{ base: "8", md: "12" }} pb="6">
      <ProfilePicture src={profilePicture} name={name} />
      <Heading
        as="h1"
        fontFamily="serif"
        fontWeight="normal"
        fontSize={{ base: "3xl", md: "5xl" }}
        lineHeight="1.2"
        overflowWrap="anywhere"
      >
        {name}
      </Heading>
      {dates === "" ? null : (
        <Text fontFamily="serif" fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
          {birth !== "" && death !== "" ? (
            <>
              <time dateTime={dateOfBirth === null ? undefined : toWireDate(dateOfBirth)}>
                {birth}
              </time>
              {" – "}
              <time dateTime={dateOfDeath === null ? undefined : toWireDate(dateOfDeath)}>
                {death}
              </time>
            </>
          ) : (
            dates
          )}
        </Text>
      )}
    </VStack>
  );
}
