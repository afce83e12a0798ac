import { VideoIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { LazyPlayer, MediaSectionFrame, type MediaSectionFileProps } from "./media-section.js";

export interface VideoSectionProps extends MediaSectionFileProps {
  /** URL of the processed video, or null before one was uploaded. */
  src: string | null;
  /** URL of `@memorial/ui/assets/plyr.svg` as served by the app. */
  iconUrl: string;
  /** URL of `@memorial/ui/assets/blank.mp4` as served by the app. */
  blankVideoUrl: string;
}

/**
 * One video, played by the lazily loaded player (after hydration; the server renders its
 * placeholder); in edit mode choose one video/* file (the upload controls load lazily too).
 */
export function VideoSection({ src, iconUrl, blankVideoUrl, ...file }: VideoSectionProps) {
  const texts = pageTexts.video;
  return (
    <MediaSectionFrame
      kind="video"
      src={src}
      texts={texts}
      emptyIcon={<VideoIcon boxSize="10" />}
      {...file}
    >
      {(url) => (
        <LazyPlayer
          kind="video"
          src={url}
          iconUrl={iconUrl}
          blankVideoUrl={blankVideoUrl}
          title={texts.label}
          loadingLabel={texts.loadingPlayer}
        />
      )}
    </MediaSectionFrame>
  );
}
