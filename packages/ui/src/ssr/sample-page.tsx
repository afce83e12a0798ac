import { Box, Container } from "@chakra-ui/react";
import { PhotoCarousel } from "../carousel/photo-carousel.js";
import { PageHeader } from "../page/page-header.js";
import { AudioSection } from "../players/audio-section.js";
import { VideoSection } from "../players/video-section.js";
import { RichTextView } from "../rich-text/rich-text-view.js";
import { SectionFrame } from "../sections/section-frame.js";

const noop = () => undefined;
const frame = {
  editMode: false,
  isPublic: true,
  onPublicChange: noop,
  isFirst: false,
  isLast: false,
  onMoveUp: noop,
  onMoveDown: noop,
  onDelete: noop,
} as const;

/** A visitor's page of every view component, rendered by the server-render test. */
export function SamplePage() {
  return (
    <Container maxWidth="46rem">
      <PageHeader
        name="Johanna de Vries"
        dateOfBirth={new Date(1941, 2, 3)}
        dateOfDeath={new Date(2026, 10, 12)}
        profilePicture="/portret.jpg"
      />
      <Box as="main">
        <SectionFrame type="text" {...frame} isFirst>
          <RichTextView html="<h1>Levensloop</h1><p>Johanna werd geboren in <strong>Deventer</strong>.</p>" />
        </SectionFrame>
        <SectionFrame type="photo_carousel" {...frame}>
          <PhotoCarousel photos={["/a.jpg", "/b.jpg"]} />
        </SectionFrame>
        <SectionFrame type="video" {...frame}>
          <VideoSection src="/video.mp4" iconUrl="/plyr.svg" blankVideoUrl="/blank.mp4" />
        </SectionFrame>
        <SectionFrame type="audio" {...frame} isLast>
          <AudioSection
            src="/audio.mp3"
            title="Lievelingslied"
            iconUrl="/plyr.svg"
            blankVideoUrl="/blank.mp4"
          />
        </SectionFrame>
      </Box>
    </Container>
  );
}
