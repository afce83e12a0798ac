import { Box } from "@chakra-ui/react";
import { Plyr, type PlyrOptions, type PlyrSource } from "plyr-react";
import "plyr-react/plyr.css";
import { useMemo } from "react";

/** Dutch labels of the player's controls. */
const dutchControls: Readonly<Record<string, string>> = {
  restart: "Opnieuw beginnen",
  rewind: "{seektime}s terug",
  play: "Afspelen",
  pause: "Pauzeren",
  fastForward: "{seektime}s vooruit",
  seek: "Zoeken",
  seekLabel: "{currentTime} van {duration}",
  played: "Afgespeeld",
  buffered: "Gebufferd",
  currentTime: "Huidige tijd",
  duration: "Duur",
  volume: "Volume",
  mute: "Geluid uit",
  unmute: "Geluid aan",
  enableCaptions: "Ondertiteling aan",
  disableCaptions: "Ondertiteling uit",
  download: "Downloaden",
  enterFullscreen: "Volledig scherm",
  exitFullscreen: "Volledig scherm verlaten",
  frameTitle: "Speler voor {title}",
  captions: "Ondertiteling",
  settings: "Instellingen",
  pip: "Beeld-in-beeld",
  menuBack: "Terug naar vorig menu",
  speed: "Snelheid",
  normal: "Normaal",
  quality: "Kwaliteit",
  loop: "Herhalen",
  start: "Begin",
  end: "Einde",
  all: "Alles",
  reset: "Herstellen",
  disabled: "Uit",
  enabled: "Aan",
  advertisement: "Advertentie",
};

export interface PlyrPlayerProps {
  kind: "video" | "audio";
  src: string;
  /** URL of plyr's icon sprite, served by us (never a CDN). */
  iconUrl: string;
  /** URL of the tiny blank video plyr switches to when it stops, served by us. */
  blankVideoUrl: string;
  title: string;
}

const videoControls = [
  "play-large",
  "play",
  "progress",
  "current-time",
  "duration",
  "mute",
  "volume",
  "fullscreen",
];
const audioControls = ["play", "progress", "current-time", "duration", "mute", "volume"];

/**
 * The one player look of the page, for video and audio (plyr, Dutch labels, the dusk accent).
 * Loaded lazily: only pages with a video or audio section download it.
 */
export default function PlyrPlayer({ kind, src, iconUrl, blankVideoUrl, title }: PlyrPlayerProps) {
  const source = useMemo<PlyrSource>(
    () => ({ type: kind, title, sources: [{ src }] }),
    [kind, src, title],
  );
  const options = useMemo<PlyrOptions>(
    () => ({
      iconUrl,
      blankVideo: blankVideoUrl,
      loadSprite: true,
      i18n: dutchControls,
      controls: kind === "video" ? videoControls : audioControls,
      invertTime: false,
      ...(kind === "video" ? { ratio: "16:9" } : {}),
      storage: { enabled: false },
    }),
    [kind, iconUrl, blankVideoUrl],
  );
  return (
    <Box
      borderRadius="lg"
      overflow="hidden"
      // Plyr builds its 16:9 frame in an effect after the first commit; until then the bare
      // <video> is 150 px high and everything below it moved up and back (a layout shift of the
      // whole page below a video). The box keeps the frame's height from the first frame on.
      aspectRatio={kind === "video" ? "16 / 9" : undefined}
      css={{
        "--plyr-audio-controls-background": "transparent",
        "--plyr-audio-control-color": "var(--chakra-colors-fg)",
        "--plyr-control-spacing": "8px",
        "& .plyr__control": { minWidth: "44px", minHeight: "44px", justifyContent: "center" },
        // On a phone the seek bar gets the width; the volume follows the phone's own buttons.
        "& .plyr__volume input[type=range]": { display: { base: "none", sm: "block" } },
      }}
    >
      <Plyr source={source} options={options} preload="metadata" />
    </Box>
  );
}
