import type { Section, Profile as WireProfile } from "@memorial/api-types";
import { formatDutchLongDate } from "@memorial/ui/dates";
import { Box, Container, Flex, Heading, Stack, Text } from "@memorial/ui/layout";
import { GatheringCard, gatheringCalendarHref } from "@memorial/ui/gathering";
import type { ReactNode } from "react";
import { MEDIA_SOURCE_ATTRIBUTE } from "./enhance";
import { MediaSection } from "./media-section";
import { COLUMN_WIDTH_PX, PhotoStrip } from "./photo-strip";
import { Portrait } from "./portrait";
import { hasStoryText } from "./story-html";
import { StoryText } from "./story-text";

export interface MemorialViewProps {
  /** The page as the API sends it (public read or full read). */
  profile: WireProfile;
  /**
   * Only sections with `isPublic` are shown (anonymous visitors). The public API already sends
   * only those; this is for a full read shown as a visitor would see it.
   */
  publicOnly?: boolean;
  /** Top right of the page: the button that opens the side menu. */
  menuButton?: ReactNode;
  /** Between the dates and the sections: e.g. the blocked-page notice or a draft notice. */
  notice?: ReactNode;
  /** Below the sections, inside the page's column: e.g. the condolence register. */
  register?: ReactNode;
  /** Below the sections. */
  footer?: ReactNode;
  /** The product API: a public gathering's 'Zet in mijn agenda' then links to its calendar file. */
  apiBaseUrl?: string;
}

function dateLine(profile: WireProfile): { birth: string; death: string; text: string } {
  const birth = formatDutchLongDate(profile.dateOfBirth ?? null);
  const death = formatDutchLongDate(profile.dateOfDeath ?? null);
  return { birth, death, text: [birth, death].filter((part) => part !== "").join(" – ") };
}

function visibleSections(profile: WireProfile, publicOnly: boolean): Section[] {
  if (profile.isBlocked) return [];
  return profile.sections.filter((section) => {
    if (publicOnly && !section.isPublic) return false;
    switch (section.type) {
      case "text":
        return hasStoryText(section.text);
      case "photo_carousel":
        return section.photos.length > 0;
      case "video":
        return section.video !== undefined && section.video !== "";
      case "audio":
        return section.src !== undefined && section.src !== "";
      case "gathering":
        return true;
    }
  });
}

function mediaSourceOf(section: Section): Record<string, string> {
  if (section.type === "video") return { [MEDIA_SOURCE_ATTRIBUTE]: section.video ?? "" };
  if (section.type === "audio") return { [MEDIA_SOURCE_ATTRIBUTE]: section.src ?? "" };
  return {};
}

/** Sections this close to the top are likely on a phone's first screen. */
const SECTIONS_NEAR_TOP = 2;

function SectionContent({
  section,
  nearTop,
  profile,
  apiBaseUrl,
}: {
  section: Section;
  nearTop: boolean;
  profile: WireProfile;
  apiBaseUrl: string | undefined;
}) {
  switch (section.type) {
    case "gathering":
      return (
        <GatheringCard
          gathering={section}
          calendarHref={gatheringCalendarHref({ page: profile, section, apiBaseUrl })}
        />
      );
    case "text":
      return <StoryText html={section.text} />;
    case "photo_carousel":
      return <PhotoStrip photos={section.photos} nearTop={nearTop} />;
    case "video":
      return <MediaSection kind="video" src={section.video ?? ""} />;
    case "audio":
      return <MediaSection kind="audio" src={section.src ?? ""} />;
  }
}

/**
 * The read-only memorial page, as a visitor sees it: portrait, the name as the page's one `h1`,
 * the dates on one line, then the sections. Nothing editable is in here; the owner's page
 * composes the menu, notices and edit mode around it through the slots. The same component is
 * rendered to HTML by the render function (src/edge); there its markup is final and the
 * interactive parts are islands (src/visitor).
 */
export function MemorialView({
  profile,
  publicOnly = false,
  menuButton,
  notice,
  register,
  footer,
  apiBaseUrl,
}: MemorialViewProps) {
  const dates = dateLine(profile);
  const sections = visibleSections(profile, publicOnly);
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg" color="fg">
      {menuButton === undefined ? null : (
        <Flex justify="flex-end" px={{ base: "3", md: "6" }} pt="3" minHeight="14">
          {menuButton}
        </Flex>
      )}
      <Container
        as="main"
        id="inhoud"
        flex="1"
        maxWidth={`${COLUMN_WIDTH_PX + 48}px`}
        px={{ base: "5", md: "6" }}
        pb={{ base: "12", md: "16" }}
      >
        <Stack
          as="header"
          align="center"
          textAlign="center"
          gap={{ base: "4", md: "5" }}
          pt={menuButton === undefined ? { base: "10", md: "16" } : { base: "2", md: "6" }}
          pb={{ base: "8", md: "12" }}
        >
          <Portrait src={profile.profilePicture} name={profile.name} />
          <Heading
            as="h1"
            fontFamily="heading"
            fontWeight="normal"
            fontSize={{ base: "2.25rem", md: "3.25rem" }}
            lineHeight="1.15"
            letterSpacing="-0.015em"
            overflowWrap="anywhere"
            mt="2"
          >
            {profile.name}
          </Heading>
          {dates.text === "" ? null : (
            <Text
              fontSize={{ base: "md", md: "lg" }}
              color="fg.muted"
              whiteSpace="nowrap"
              data-testid="memorial-dates"
            >
              {dates.birth !== "" && dates.death !== "" ? (
                <>
                  <time dateTime={profile.dateOfBirth ?? undefined}>{dates.birth}</time>
                  {" – "}
                  <time dateTime={profile.dateOfDeath ?? undefined}>{dates.death}</time>
                </>
              ) : (
                dates.text
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
        {notice === undefined ? null : <Box mb="10">{notice}</Box>}
        {sections.length === 0 ? null : (
          <Stack gap={{ base: "12", md: "16" }}>
            {sections.map((section, position) => (
              <Box
                as="section"
                key={`${position}:${section.type}`}
                data-section-type={section.type}
                {...mediaSourceOf(section)}
              >
                <SectionContent
                  section={section}
                  nearTop={position < SECTIONS_NEAR_TOP}
                  profile={profile}
                  apiBaseUrl={apiBaseUrl}
                />
              </Box>
            ))}
          </Stack>
        )}
        {register}
      </Container>
      {footer}
    </Flex>
  );
}
