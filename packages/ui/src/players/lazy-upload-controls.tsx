import { Suspense, lazy } from "react";
import { importUntilLoaded } from "../lazy-import.js";
import { LazyPending } from "../lazy-pending.js";
import type { MediaUploadControlsProps } from "./media-file-button.js";

const MediaUploadControls = lazy(async () => {
  const module = await importUntilLoaded(() => import("./media-file-button.js"));
  return { default: module.MediaUploadControls };
});

/** The upload button and status of a media section, loaded only in edit mode or while uploading. */
export function LazyUploadControls(props: MediaUploadControlsProps) {
  if (!props.editMode && props.upload.status === "idle") return null;
  return (
    <Suspense fallback={<LazyPending />}>
      <MediaUploadControls {...props} />
    </Suspense>
  );
}
