import { Box, Button, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useId, type ComponentType } from "react";
import {
  AudioIcon,
  CalendarIcon,
  ImagesIcon,
  MapPinIcon,
  TextIcon,
  VideoIcon,
} from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { planTexts } from "../texts/plans.js";
import { SECTION_TYPES, type SectionType } from "./section-types.js";

const icons: Record<SectionType, ComponentType> = {
  text: TextIcon,
  photo_carousel: ImagesIcon,
  video: VideoIcon,
  audio: AudioIcon,
  gathering: CalendarIcon,
  resting_place: MapPinIcon,
};

export interface AddSectionPanelProps {
  onAdd: (type: SectionType) => void;
  /** Types that cannot be added right now (shown disabled). */
  disabledTypes?: readonly SectionType[];
  /**
   * Types the page's plan does not hold (video and audio on Brons): they stay visible, say that
   * they need Zilver, and their button opens the move to Zilver instead of adding a section.
   */
  upgradeFor?: { types: readonly ("video" | "audio")[]; onUpgrade: () => void } | undefined;
}

/**
 * Buttons Tekstblok, Fotocarrousel, Video, Audio, Bijeenkomst and Rustplaats, each with its help
 * text.
 */
export function AddSectionPanel({ onAdd, disabledTypes = [], upgradeFor }: AddSectionPanelProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="lg"
      // Inner space in px on phones: at 200 % text on 320 px the column needs the room.
      p={{ base: "12px", md: "6" }}
      my="6"
    >
      <Heading id={headingId} as="h2" fontSize="xl" fontWeight="normal" mb="1">
        {pageTexts.addSection.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {pageTexts.addSection.intro}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: "5", sm: "4" }}>
        {SECTION_TYPES.map((type) => (
          <AddSectionButton
            key={type}
            type={type}
            disabled={disabledTypes.includes(type)}
            onAdd={onAdd}
            upgrade={
              (type === "video" || type === "audio") && upgradeFor?.types.includes(type)
                ? { kind: type, onUpgrade: upgradeFor.onUpgrade }
                : undefined
            }
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function AddSectionButton({
  type,
  disabled,
  onAdd,
  upgrade,
}: {
  type: SectionType;
  disabled: boolean;
  onAdd: (type: SectionType) => void;
  upgrade?: { kind: "video" | "audio"; onUpgrade: () => void } | undefined;
}) {
  const helpId = useId();
  const TypeIcon = icons[type];
  return (
    <Box>
      <Button
        width="full"
        justifyContent="flex-start"
        // With enlarged text on a narrow screen the name goes below its icon instead of out.
        flexWrap="wrap"
        px={{ base: "12px", md: "5" }}
        variant="outline"
        size="lg"
        disabled={disabled}
        aria-describedby={helpId}
        onClick={() => {
          if (upgrade === undefined) onAdd(type);
          else upgrade.onUpgrade();
        }}
      >
        <TypeIcon />
        {pageTexts.section.typeNames[type]}
      </Button>
      <Text id={helpId} fontSize="sm" color="fg.muted" mt="1.5" px="1">
        {upgrade === undefined
          ? pageTexts.section.help_texts[type]
          : planTexts.mediaNeedsSilver(upgrade.kind)}
      </Text>
    </Box>
  );
}
