import { Box, Center, Image, Spinner, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { PHOTO_CONTENT_TYPES } from "@memorial/domain";
import { useRef, type ChangeEvent } from "react";
import { CameraIcon } from "../icons/icons.js";
import { pageTexts } from "../texts/page.js";
import { viewTexts } from "../texts/view.js";
import { srcSetOf, withWidth } from "../view/image-sizes.js";
import { boxStyle, fixedElement } from "../theme/fixed-style.js";

/** The profile picture accepts JPEG and PNG only (the same as the photo carousel). */
export const PROFILE_PICTURE_ACCEPT = PHOTO_CONTENT_TYPES.join(",");
const acceptedTypes = new Set<string>(PHOTO_CONTENT_TYPES);

export interface ProfilePictureProps {
  /** URL of the picture; null (or none) shows a neutral silhouette instead. */
  src: string | null | undefined;
  /** The person's name, for the portrait's alternative text. */
  name: string;
  /** Edit mode: hover overlay and a click that opens the file chooser. */
  editable?: boolean;
  /** While uploading a spinner covers the picture and clicks are ignored. */
  uploading?: boolean;
  /** Upload progress 0..100 when known. */
  progress?: number | null;
  /** Gets the first chosen file (JPEG or PNG). */
  onFileSelected?: (file: File) => void;
  /** Gets a Dutch message when the chosen file is not a JPEG or PNG. */
  onFileRejected?: (message: string) => void;
}

/** Rendered size of the portrait in CSS pixels: phones, and from the `md` breakpoint up. */
export const PORTRAIT_SIZE = { base: 160, md: 224 } as const;

const frameSize = { base: `${PORTRAIT_SIZE.base}px`, md: `${PORTRAIT_SIZE.md}px` } as const;

const viewFrame = {
  boxSize: frameSize,
  borderRadius: "full",
  overflow: "hidden",
  flexShrink: 0,
  borderWidth: "4px",
  borderColor: "bg.panel",
  boxShadow: "0 2px 12px rgba(28, 35, 43, 0.12)",
  bg: "bg.muted",
} as const;

/**
 * A quiet head-and-shoulders outline in place of a picture: no initials (a page without a name
 * would show letters of a placeholder, and letters inside the picture button contradict its
 * label, WCAG 2.5.3).
 */
function Silhouette() {
  return (
    <Center
      boxSize="full"
      aria-hidden="true"
      data-testid="portrait-silhouette"
      color="dusk.fg"
      opacity={0.55}
    >
      <chakra.svg
        viewBox="0 0 24 24"
        width="45%"
        height="45%"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.25"
        strokeLinecap="round"
      >
        <circle cx="12" cy="8.5" r="3.75" />
        <path d="M4.5 20.5c0-4.2 3.4-7 7.5-7s7.5 2.8 7.5 7" />
      </chakra.svg>
    </Center>
  );
}

// The visitor's portrait is in every public page's first render: fixed styles (`fixedElement`).
const PortraitFrame = fixedElement("div", boxStyle(viewFrame));
const SilhouetteFrame = fixedElement("div", boxStyle({ ...viewFrame, bg: "dusk.subtle" }));
const PortraitImage = fixedElement(
  "img",
  boxStyle({ display: "block", boxSize: "full", objectFit: "cover" }),
);

/**
 * The portrait as visitors see it: the page's largest image and its LCP element. Fixed
 * dimensions (nothing moves when it arrives), `fetchpriority="high"`, never lazy, a `srcset`
 * through the media host's width hint; without a picture a neutral silhouette.
 */
function Portrait({ src, name }: { src: string | null | undefined; name: string }) {
  if (src === null || src === undefined || src === "") {
    return (
      <SilhouetteFrame>
        <Silhouette />
      </SilhouetteFrame>
    );
  }
  return (
    <PortraitFrame>
      <PortraitImage
        src={withWidth(src, 480)}
        srcSet={srcSetOf(src, 160, 960)}
        sizes={`(min-width: 48rem) ${PORTRAIT_SIZE.md}px, ${PORTRAIT_SIZE.base}px`}
        alt={viewTexts.portraitAlt(name)}
        fetchPriority="high"
        width={PORTRAIT_SIZE.md}
        height={PORTRAIT_SIZE.md}
      />
    </PortraitFrame>
  );
}

/**
 * The round portrait of the page: for visitors the picture or a silhouette; in edit mode a button
 * that opens a file chooser. One size and one alternative text ('Portret van …') in both.
 */
export function ProfilePicture({
  src,
  name,
  editable = false,
  uploading = false,
  progress = null,
  onFileSelected,
  onFileRejected,
}: ProfilePictureProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  if (!editable) return <Portrait src={src} name={name} />;

  const picture =
    src === null || src === undefined || src === "" ? (
      <Box boxSize="full" borderRadius="full" bg="dusk.muted">
        <Silhouette />
      </Box>
    ) : (
      <Image
        src={src}
        alt={viewTexts.portraitAlt(name)}
        boxSize="full"
        objectFit="cover"
        borderRadius="full"
        decoding="async"
      />
    );

  const frame = {
    position: "relative",
    boxSize: frameSize,
    borderRadius: "full",
    overflow: "hidden",
    flexShrink: 0,
    borderWidth: "4px",
    borderColor: "bg.panel",
    boxShadow: "md",
  } as const;

  const percent = progress === null ? null : Math.max(0, Math.min(100, Math.round(progress)));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (file === undefined) return;
    if (!acceptedTypes.has(file.type)) {
      onFileRejected?.(pageTexts.header.wrongType);
      return;
    }
    onFileSelected?.(file);
  };

  return (
    <Box {...frame} overflow="visible" borderWidth="0" boxShadow="none">
      <chakra.button
        type="button"
        aria-label={pageTexts.header.changePicture}
        aria-disabled={uploading ? true : undefined}
        aria-busy={uploading ? true : undefined}
        onClick={() => {
          if (uploading) return;
          inputRef.current?.click();
        }}
        {...frame}
        display="block"
        cursor={uploading ? "progress" : "pointer"}
        className="group"
        _focusVisible={{
          outline: "3px solid",
          outlineColor: "dusk.focusRing",
          outlineOffset: "3px",
        }}
      >
        {picture}
        <Center
          aria-hidden="true"
          position="absolute"
          inset="0"
          borderRadius="full"
          bg="rgba(18, 23, 28, 0.55)"
          color="white"
          opacity={uploading ? 1 : 0}
          transition="opacity 0.2s"
          _groupHover={{ opacity: 1 }}
          _groupFocusVisible={{ opacity: 1 }}
        >
          {uploading ? null : <CameraIcon boxSize="8" />}
        </Center>
      </chakra.button>
      {uploading ? (
        <Center
          role="status"
          position="absolute"
          inset="0"
          flexDirection="column"
          gap="1"
          color="white"
          pointerEvents="none"
        >
          <Spinner size="lg" color="white" />
          {percent === null ? null : (
            <Text fontSize="sm" fontWeight="semibold" aria-hidden="true">
              {pageTexts.upload.progress(percent)}
            </Text>
          )}
          <VisuallyHidden>
            {percent === null
              ? pageTexts.header.uploadingPicture
              : `${pageTexts.header.uploadingPicture}: ${pageTexts.upload.progress(percent)}`}
          </VisuallyHidden>
        </Center>
      ) : (
        <Center
          aria-hidden="true"
          position="absolute"
          right="1"
          bottom="1"
          boxSize="9"
          borderRadius="full"
          bg="dusk.solid"
          color="dusk.contrast"
          borderWidth="3px"
          borderColor="bg"
          pointerEvents="none"
        >
          <CameraIcon boxSize="4" />
        </Center>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={PROFILE_PICTURE_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="profile-picture-input"
        onChange={handleChange}
      />
    </Box>
  );
}
