import {
  FileCheckError,
  isAbortError,
  uploadAudio,
  uploadCarouselPhotos,
  uploadProfilePicture,
  uploadVideo,
  type ApiClient,
  type UploadProgress,
} from "@memorial/api-client";
import type { MediaUploadState } from "@memorial/ui/players";
import { showToast } from "@memorial/ui/provider";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { apiErrorMessage, fileCheckMessage, type ApiSituation } from "../../texts/errors";

/** One running upload: its state and the controller that cancels it. */
interface Running {
  state: MediaUploadState;
  controller: AbortController;
}

/** The key of an upload: "picture" or a section's client id. */
export type UploadKey = string;

function percentOf(progress: UploadProgress): number | null {
  if (progress.total <= 0) return null;
  return (progress.loaded / progress.total) * 100;
}

/**
 * Runs uploads (request, PUT with progress, job polling) keyed by the thing they belong to;
 * each can be cancelled, and all are cancelled when the editor closes.
 */
export function useUploads(api: ApiClient, profileId: string) {
  const [running, setRunning] = useState<ReadonlyMap<UploadKey, Running>>(new Map());
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const all = controllers.current;
    return () => {
      for (const controller of all) controller.abort();
    };
  }, []);

  const setState = useCallback((key: UploadKey, value: Running | undefined) => {
    setRunning((current) => {
      const next = new Map(current);
      if (value === undefined) next.delete(key);
      else next.set(key, value);
      return next;
    });
  }, []);

  const run = useCallback(
    async <T>(
      key: UploadKey,
      situation: ApiSituation,
      start: (options: {
        signal: AbortSignal;
        onProgress: (progress: UploadProgress) => void;
      }) => Promise<T>,
    ): Promise<T | undefined> => {
      const controller = new AbortController();
      controllers.current.add(controller);
      setState(key, { controller, state: { status: "uploading", progress: null } });
      try {
        return await start({
          signal: controller.signal,
          onProgress: (progress) => {
            const done = progress.total > 0 && progress.loaded >= progress.total;
            setState(key, {
              controller,
              state: done
                ? { status: "processing" }
                : { status: "uploading", progress: percentOf(progress) },
            });
          },
        });
      } catch (error) {
        if (!isAbortError(error) && !controller.signal.aborted) {
          console.warn(`Upload (${situation}) failed:`, error);
          showToast(
            "error",
            error instanceof FileCheckError
              ? fileCheckMessage(error)
              : apiErrorMessage(situation, error),
          );
        }
        return undefined;
      } finally {
        controllers.current.delete(controller);
        setState(key, undefined);
      }
    },
    [setState],
  );

  // One object while nothing changes: the editor's sections are memoised on it.
  return useMemo(
    () => ({
      stateOf: (key: UploadKey): MediaUploadState => running.get(key)?.state ?? { status: "idle" },
      progressOf: (key: UploadKey): number | null => {
        const state = running.get(key)?.state;
        return state?.status === "uploading" ? (state.progress ?? null) : null;
      },
      isUploading: (key: UploadKey) => running.has(key),
      anyUploading: running.size > 0,
      cancel: (key: UploadKey) => {
        running.get(key)?.controller.abort();
      },
      picture: (file: File) =>
        run("picture", "pictureUpload", (options) =>
          uploadProfilePicture(api, profileId, file, options),
        ),
      photos: (key: UploadKey, files: File[]) =>
        run(key, "photosUpload", (options) => uploadCarouselPhotos(api, profileId, files, options)),
      video: (key: UploadKey, file: File) =>
        run(key, "videoUpload", (options) => uploadVideo(api, profileId, file, options)),
      audio: (key: UploadKey, file: File) =>
        run(key, "audioUpload", (options) => uploadAudio(api, profileId, file, options)),
    }),
    [running, run, api, profileId],
  );
}

export type Uploads = ReturnType<typeof useUploads>;
