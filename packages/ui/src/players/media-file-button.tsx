import { Button, Flex } from "@chakra-ui/react";
import { useRef, type ChangeEvent, type ReactNode } from "react";
import { UploadIcon } from "../icons/icons.js";
import { UploadStatus, type MediaUploadState } from "./upload-status.js";

export interface MediaFileButtonProps {
  /** "video/*" or "audio/*": exactly one file of that kind. */
  accept: "video/*" | "audio/*";
  label: string;
  onFileSelected: (file: File) => void;
  /** Gets `wrongTypeMessage` when the chosen file is not of the accepted kind. */
  onFileRejected?: (message: string) => void;
  wrongTypeMessage: string;
  disabled?: boolean;
  testId: string;
  icon?: ReactNode;
}

/** A button with a hidden single-file input; takes the first file and resets the input. */
export function MediaFileButton({
  accept,
  label,
  onFileSelected,
  onFileRejected,
  wrongTypeMessage,
  disabled = false,
  testId,
  icon,
}: MediaFileButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const prefix = accept.slice(0, accept.indexOf("/") + 1);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (file === undefined) return;
    if (!file.type.startsWith(prefix)) {
      onFileRejected?.(wrongTypeMessage);
      return;
    }
    onFileSelected(file);
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {icon ?? <UploadIcon />}
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={onChange}
      />
    </>
  );
}

export interface MediaUploadControlsProps {
  accept: MediaFileButtonProps["accept"];
  /** The section's texts: button labels, wrong-type message, upload and processing status. */
  texts: {
    choose: string;
    replace: string;
    wrongType: string;
    uploading: string;
    processing: string;
  };
  hasFile: boolean;
  editMode: boolean;
  upload: MediaUploadState;
  onFileSelected?: ((file: File) => void) | undefined;
  onFileRejected?: ((message: string) => void) | undefined;
  testId: string;
}

/** The edit-mode file button of a video or audio section, and its upload status below. */
export function MediaUploadControls({
  accept,
  texts,
  hasFile,
  editMode,
  upload,
  onFileSelected,
  onFileRejected,
  testId,
}: MediaUploadControlsProps) {
  return (
    <>
      {editMode ? (
        <Flex mt="3" gap="2" wrap="wrap">
          <MediaFileButton
            accept={accept}
            label={hasFile ? texts.replace : texts.choose}
            wrongTypeMessage={texts.wrongType}
            onFileSelected={(file) => onFileSelected?.(file)}
            {...(onFileRejected === undefined ? {} : { onFileRejected })}
            disabled={upload.status !== "idle"}
            testId={testId}
          />
        </Flex>
      ) : null}
      <UploadStatus
        state={upload}
        uploadingText={texts.uploading}
        processingText={texts.processing}
      />
    </>
  );
}
