import type { Profile, Section } from "@memorial/api-client";
import { PhotoCarousel } from "@memorial/ui/carousel";
import { PageHeader } from "@memorial/ui/page";
import { AudioSection, VideoSection } from "@memorial/ui/players";
import { RichTextView } from "@memorial/ui/rich-text";
import { SectionFrame } from "@memorial/ui/sections";
import { Box } from "../../ui/layout";
import { mediaAssets } from "./media-assets";

/** Whether a section has anything to show a visitor (empty sections are never shown). */
export function hasContent(section: Section): boolean {
  switch (section.type) {
    case "text":
      return section.text.replace(/<[^>]*>/g, "").trim() !== "";
    case "photo_carousel":
      return section.photos.length > 0;
    case "video":
      return typeof section.video === "string" && section.video !== "";
    case "audio":
      return typeof section.src === "string" && section.src !== "";
  }
}

const ignore = () => undefined;

function SectionContent({ section }: { section: Section }) {
  switch (section.type) {
    case "text":
      return <RichTextView html={section.text} />;
    case "photo_carousel":
      return <PhotoCarousel photos={section.photos} />;
    case "video":
      return <VideoSection src={section.video ?? null} {...mediaAssets} />;
    case "audio":
      return <AudioSection src={section.src ?? null} />;
  }
}

/** The read-only page: portrait, name (the page's one h1), dates and the sections with content. */
export function PageView({ profile }: { profile: Profile }) {
  const sections = profile.sections.filter(hasContent);
  return (
    <Box>
      <PageHeader
        name={profile.name}
        dateOfBirth={profile.dateOfBirth}
        dateOfDeath={profile.dateOfDeath}
        profilePicture={profile.profilePicture}
      />
      {sections.map((section, index) => (
        <SectionFrame
          // Sections have no id of their own; in the read-only view the order is stable.
          key={`${section.type}-${String(index)}`}
          type={section.type}
          editMode={false}
          isPublic={section.isPublic}
          onPublicChange={ignore}
          isFirst={index === 0}
          isLast={index === sections.length - 1}
          onMoveUp={ignore}
          onMoveDown={ignore}
          onDelete={ignore}
        >
          <SectionContent section={section} />
        </SectionFrame>
      ))}
    </Box>
  );
}
