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
    <VStack
      as="header"
      gap={{ base: "4", md: "5" }}
      textAlign="center"
      pt={{ base: "10", md: "16" }}
      pb={{ base: "8", md: "12" }}
    >
      <ProfilePicture src={profilePicture} name={name} />
      <Heading
        as="h1"
        fontFamily="serif"
        fontWeight="normal"
        fontSize={{ base: "4xl", md: "6xl" }}
        lineHeight="1.15"
        letterSpacing="-0.015em"
        overflowWrap="anywhere"
        mt="2"
      >
        {name}
      </Heading>
      {dates === "" ? null : (
        <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" letterSpacing="wide">
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
