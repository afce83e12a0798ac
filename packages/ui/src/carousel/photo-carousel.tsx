import {
  AspectRatio,
  Box,
  Button,
  Center,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  Text,
} from "@chakra-ui/react";
import { PHOTO_CAPTION_MAX_LENGTH, PHOTO_CONTENT_TYPES } from "@memorial/domain";
import { useRef, useState, type ChangeEvent } from "react";
import { LazyConfirmDialog } from "../dialogs/lazy-dialogs.js";
import { ArrowDownIcon, ArrowUpIcon, ImagesIcon, PlusIcon, TrashIcon } from "../icons/icons.js";
import { dialogTexts } from "../texts/dialogs.js";
import { PhotoStrip } from "../view/photo-strip.js";
import { pageTexts } from "../texts/page.js";

/** Photos accept JPEG and PNG only, several at once (spec section 5). */
export const PHOTO_ACCEPT = PHOTO_CONTENT_TYPES.join(",");
const photoTypes = new Set<string>(PHOTO_CONTENT_TYPES);

/** Keeps an index inside 0 .. count - 1 (0 when there are no photos). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export interface PhotoCarouselProps {
  /** Image URLs in display order. */
  photos: readonly string[];
  /** The family's captions, parallel to `photos` (empty or missing: none). */
  captions?: readonly string[] | undefined;
  /** Edit mode: the caption of the photo at this index was typed. */
  onCaptionChange?: (index: number, caption: string) => void;
  editMode?: boolean;
  /** Gets the chosen JPEG and PNG files (several at once). */
  onAddPhotos?: (files: File[]) => void;
  /** Gets a Dutch message when chosen files were not JPEG or PNG. */
  onFilesRejected?: (message: string) => void;
  /** Called after the user confirmed removing the photo at this index. */
  onRemovePhoto?: (index: number) => void;
  /** Moves the photo at `from` to `to` (one step forward or back). */
  onMovePhoto?: (from: number, to: number) => void;
  /** While photos upload the add button shows a spinner. */
  uploading?: boolean;
}

/**
 * The photos of a carousel section: the visitor's 16:9 strip (`PhotoStrip` of ../view, one
 * implementation of its layout, swipe, arrows and position line), and in edit mode below it
 * add, move and remove, acting on the photo the strip shows.
 */
export function PhotoCarousel({
  photos,
  captions = [],
  onCaptionChange,
  editMode = false,
  onAddPhotos,
  onFilesRejected,
  onRemovePhoto,
  onMovePhoto,
  uploading = false,
}: PhotoCarouselProps) {
  const texts = pageTexts.carousel;
  const [requested, setRequested] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const count = photos.length;
  const index = clampIndex(requested, count);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    input.value = "";
    const accepted = chosen.filter((file) => photoTypes.has(file.type));
    if (accepted.length < chosen.length) onFilesRejected?.(texts.wrongType);
    if (accepted.length > 0) onAddPhotos?.(accepted);
  };

  const move = (to: number) => {
    onMovePhoto?.(index, to);
    setRequested(to);
  };

  return (
    <Box>
      {count === 0 ? (
        <Box
          role="region"
          aria-label={texts.label}
          borderRadius="lg"
          overflow="hidden"
          bg="bg.muted"
        >
          <AspectRatio ratio={16 / 9}>
            <Center flexDirection="column" gap="2" color="fg.muted" px="6" textAlign="center">
              <ImagesIcon boxSize="10" />
              <Text>{texts.empty}</Text>
            </Center>
          </AspectRatio>
        </Box>
      ) : (
        <PhotoStrip
          photos={photos}
          captions={captions}
          start={index}
          onIndexChange={setRequested}
        />
      )}
      {editMode && count > 0 ? (
        <CaptionField
          key={index}
          index={index}
          value={captions[index] ?? ""}
          onChange={(caption) => onCaptionChange?.(index, caption)}
        />
      ) : null}
      {editMode ? (
        <Flex mt="3" gap="2" wrap="wrap" justify="space-between" align="center">
          <Button
            variant="outline"
            size="md"
            loading={uploading}
            loadingText={texts.uploading}
            onClick={() => inputRef.current?.click()}
          >
            <PlusIcon />
            {texts.add}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            data-testid="carousel-input"
            onChange={onChosen}
          />
          {count > 0 ? (
            <HStack gap="1">
              <IconButton
                aria-label={texts.moveBack}
                variant="ghost"
                size="md"
                disabled={index === 0}
                onClick={() => {
                  move(index - 1);
                }}
              >
                <ArrowUpIcon transform="rotate(-90deg)" />
              </IconButton>
              <IconButton
                aria-label={texts.moveForward}
                variant="ghost"
                size="md"
                disabled={index === count - 1}
                onClick={() => {
                  move(index + 1);
                }}
              >
                <ArrowDownIcon transform="rotate(-90deg)" />
              </IconButton>
              <IconButton
                aria-label={texts.remove}
                variant="ghost"
                size="md"
                onClick={() => {
                  setConfirming(true);
                }}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
          ) : null}
        </Flex>
      ) : null}
      <LazyConfirmDialog
        open={confirming}
        title={texts.remove}
        question={texts.confirmRemove}
        confirmLabel={texts.confirmRemoveAction}
        cancelLabel={dialogTexts.common.cancel}
        destructive
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          setConfirming(false);
          onRemovePhoto?.(index);
          setRequested(clampIndex(index, count - 1));
        }}
      />
    </Box>
  );
}

function characters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The caption of the photo the strip shows. Nothing typed is cut off: over the limit the field
 * says so (the save is refused until it is shorter).
 */
function CaptionField({
  index,
  value,
  onChange,
}: {
  index: number;
  value: string;
  onChange: (caption: string) => void;
}) {
  const texts = pageTexts.carousel;
  const used = characters(value);
  const tooLong = used > PHOTO_CAPTION_MAX_LENGTH;
  return (
    <Field.Root invalid={tooLong} mt="3">
      <Field.Label>{texts.caption(index + 1)}</Field.Label>
      <Input
        minHeight="11"
        value={value}
        data-testid="photo-caption-input"
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
      />
      <Field.HelperText>
        {texts.captionHint} {texts.captionCount(used, PHOTO_CAPTION_MAX_LENGTH)}
      </Field.HelperText>
      <Field.ErrorText>{texts.captionTooLong(PHOTO_CAPTION_MAX_LENGTH)}</Field.ErrorText>
    </Field.Root>
  );
}
