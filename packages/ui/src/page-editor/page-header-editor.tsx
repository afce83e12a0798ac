import { Field, Input, Stack, VStack } from "@chakra-ui/react";
import { isDeathBeforeBirth } from "@memorial/domain";
import { useEffect, useRef } from "react";
import { DateField } from "../date-field/date-field.js";
import { ProfilePicture } from "../page/profile-picture.js";
import { pageTexts } from "../texts/page.js";

export interface PageHeaderEditorProps {
  name: string;
  dateOfBirth: Date | null;
  dateOfDeath: Date | null;
  profilePicture: string | null;
  onNameChange: (name: string) => void;
  onDateOfBirthChange: (date: Date | null) => void;
  onDateOfDeathChange: (date: Date | null) => void;
  /** Gets the first file chosen for the profile picture (JPEG or PNG). */
  onPictureSelected: (file: File) => void;
  /** Gets a Dutch message when a chosen picture is not a JPEG or PNG. */
  onPictureRejected?: (message: string) => void;
  /** Picture upload state: idle, uploading, idle (spec section 4). */
  pictureUploading?: boolean;
  /** Upload progress 0..100 when known. */
  pictureProgress?: number | null;
  /** Put the focus in the name field when the editor opens (a new page: the name comes first). */
  focusName?: boolean;
}

/**
 * Edit mode of the page header: picture chooser, name and the two date fields (typed or picked);
 * a death before the birth is said under the death date.
 */
export function PageHeaderEditor({
  name,
  dateOfBirth,
  dateOfDeath,
  profilePicture,
  onNameChange,
  onDateOfBirthChange,
  onDateOfDeathChange,
  onPictureSelected,
  onPictureRejected,
  pictureUploading = false,
  pictureProgress = null,
  focusName = false,
}: PageHeaderEditorProps) {
  const texts = pageTexts.header;
  const nameRef = useRef<HTMLInputElement>(null);
  const focusOnOpen = useRef(focusName);
  useEffect(() => {
    if (focusOnOpen.current) nameRef.current?.focus();
  }, []);
  return (
    <VStack
      as="header"
      gap={{ base: "5", md: "6" }}
      textAlign="center"
      pt={{ base: "10", md: "16" }}
      pb={{ base: "8", md: "12" }}
    >
      <ProfilePicture
        src={profilePicture}
        name={name}
        editable
        uploading={pictureUploading}
        progress={pictureProgress}
        onFileSelected={onPictureSelected}
        {...(onPictureRejected === undefined ? {} : { onFileRejected: onPictureRejected })}
      />
      <Field.Root width="full" maxWidth="34rem">
        <Field.Label fontSize="sm" fontWeight="medium" color="fg.muted">
          {texts.nameLabel}
        </Field.Label>
        <Input
          ref={nameRef}
          value={name}
          placeholder={texts.namePlaceholder}
          onChange={(event) => {
            onNameChange(event.currentTarget.value);
          }}
          fontFamily="serif"
          fontSize={{ base: "2xl", md: "3xl" }}
          height={{ base: "14", md: "16" }}
          px="4"
          _placeholder={{ color: "fg.muted" }}
        />
      </Field.Root>
      <Stack
        direction={{ base: "column", sm: "row" }}
        align="stretch"
        justify="center"
        gap={{ base: "4", sm: "4" }}
        width="full"
        maxWidth="34rem"
      >
        <DateField
          label={texts.birthLabel}
          placeholder={texts.birthPlaceholder}
          value={dateOfBirth}
          onChange={onDateOfBirthChange}
          showLabel
          labelColor="fg.muted"
        />
        <DateField
          label={texts.deathLabel}
          placeholder={texts.deathPlaceholder}
          value={dateOfDeath}
          onChange={onDateOfDeathChange}
          showLabel
          labelColor="fg.muted"
          error={isDeathBeforeBirth(dateOfBirth, dateOfDeath) ? texts.deathBeforeBirth : undefined}
          {...(dateOfBirth === null ? {} : { defaultMonth: dateOfBirth })}
        />
      </Stack>
    </VStack>
  );
}
