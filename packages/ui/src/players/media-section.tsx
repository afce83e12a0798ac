/** What the video and audio sections share: the empty state, the lazy player and the upload. */
import { Box } from "@chakra-ui/react";
import { Suspense, lazy, type ReactNode } from "react";
import { importUntilLoaded } from "../lazy-import.js";
import { LazyUploadControls } from "./lazy-upload-controls.js";
import type { MediaUploadControlsProps } from "./media-file-button.js";
import { EmptyMedia, PlayerSkeleton } from "./player-placeholder.js";
import type { MediaUploadState } from "./upload-status.js";
import { useHydrated } from "./use-hydrated.js";

const PlyrPlayer = lazy(() => importUntilLoaded(() => import("./plyr-player.js")));

export type MediaKind = "video" | "audio";

/** The props a video or audio section takes for its file and its upload. */
export interface MediaSectionFileProps {
  editMode?: boolean;
  upload?: MediaUploadState;
  /** Gets the one chosen file. */
  onFileSelected?: (file: File) => void;
  onFileRejected?: (message: string) => void;
}

export interface MediaSectionFrameProps extends MediaSectionFileProps {
  kind: MediaKind;
  /** URL of the processed file, or null before one was uploaded. */
  src: string | null;
  texts: MediaUploadControlsProps["texts"] & { empty: string };
  emptyIcon: ReactNode;
  /** The player of a file that is there. */
  children: (src: string) => ReactNode;
}

/**
 * The section's player (or, without a file, the empty state) and, in edit mode or while
 * uploading, the button that chooses one `kind/*` file.
 */
export function MediaSectionFrame({
  kind,
  src,
  texts,
  emptyIcon,
  children,
  editMode = false,
  upload = { status: "idle" },
  onFileSelected,
  onFileRejected,
}: MediaSectionFrameProps) {
  const hasFile = src !== null && src !== "";
  return (
    <Box>
      {hasFile ? children(src) : <EmptyMedia kind={kind} icon={emptyIcon} text={texts.empty} />}
      <LazyUploadControls
        accept={`${kind}/*`}
        texts={texts}
        hasFile={hasFile}
        editMode={editMode}
        upload={upload}
        onFileSelected={onFileSelected}
        onFileRejected={onFileRejected}
        testId={`${kind}-input`}
      />
    </Box>
  );
}

export interface LazyPlayerProps {
  kind: MediaKind;
  src: string;
  iconUrl: string;
  blankVideoUrl: string;
  /** The player's accessible name. */
  title: string;
  /** The name of the placeholder shown until the player is there. */
  loadingLabel: string;
}

/**
 * The lazily loaded Plyr player, after hydration only; until then (and on the server) its
 * placeholder.
 */
export function LazyPlayer({ kind, loadingLabel, ...player }: LazyPlayerProps) {
  const hydrated = useHydrated();
  const skeleton = <PlayerSkeleton kind={kind} label={loadingLabel} />;
  return hydrated ? (
    <Suspense fallback={skeleton}>
      <PlyrPlayer kind={kind} {...player} />
    </Suspense>
  ) : (
    skeleton
  );
}
