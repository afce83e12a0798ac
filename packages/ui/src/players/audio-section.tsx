import { Box, Text, chakra } from "@chakra-ui/react";
import { AudioIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { LazyPlayer, MediaSectionFrame, type MediaSectionFileProps } from "./media-section.js";

export interface AudioSectionProps extends MediaSectionFileProps {
  /** URL of the processed audio file, or null before one was uploaded. */
  src: string | null;
  /** Shown above the player and used as its accessible name; 'Audio' when left out. */
  title?: string;
  /**
   * URLs of `@memorial/ui/assets/plyr.svg` and `blank.mp4` as served by the app: with both, the
   * audio plays in the same player as the video. Without them the browser's own controls show.
   */
  iconUrl?: string;
  blankVideoUrl?: string;
}

/** One audio fragment with a visible title and time display; in edit mode choose one audio/* file. */
export function AudioSection({ src, title, iconUrl, blankVideoUrl, ...file }: AudioSectionProps) {
  const texts = pageTexts.audio;
  const label = title ?? texts.label;
  return (
    <MediaSectionFrame
      kind="audio"
      src={src}
      texts={texts}
      emptyIcon={<AudioIcon boxSize="6" />}
      {...file}
    >
      {(url) => (
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" px="4" py="3">
          <Text fontFamily="serif" fontSize="lg" mb="1" display="flex" alignItems="center" gap="2">
            <AudioIcon boxSize="5" color="dusk.fg" />
            {label}
          </Text>
          {iconUrl === undefined || blankVideoUrl === undefined ? (
            <chakra.audio
              src={url}
              controls
              preload="none"
              width="full"
              aria-label={label}
              display="block"
            />
          ) : (
            <LazyPlayer
              kind="audio"
              src={url}
              iconUrl={iconUrl}
              blankVideoUrl={blankVideoUrl}
              title={label}
              loadingLabel={texts.loadingPlayer}
            />
          )}
        </Box>
      )}
    </MediaSectionFrame>
  );
}
