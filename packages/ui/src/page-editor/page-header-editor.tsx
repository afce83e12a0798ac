import { Field, HStack, Input, Stack, Text, VStack } from "@chakra-ui/react";
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
}

/** Edit mode of the page header: picture chooser, name and the two date pickers. */
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
}: PageHeaderEditorProps) {
  const texts = pageTexts.header;
  return (
    <VStack as="header" gap="4" textAlign="center" pt={{ base: "8", md: "12" }} pb="6">
      <ProfilePicture
        src={profilePicture}
        name={name}
        editable
        uploading={pictureUploading}
        progress={pictureProgress}
        onFileSelected={onPictureSelected}
        {...(onPictureRejected === undefined ? {} : { onFileRejected: onPictureRejected })}
      />
      <Field.Root width="full" maxWidth="32rem">
        <Field.Label srOnly>{texts.nameLabel}</Field.Label>
        <Input
          value={name}
          placeholder={texts.namePlaceholder}
          onChange={(event) => {
            onNameChange(event.currentTarget.value);
          }}
          variant="flushed"
          textAlign="center"
          fontFamily="serif"
          fontSize={{ base: "2xl", md: "4xl" }}
          height="auto"
          py="1"
          _placeholder={{ color: "fg.muted" }}
        />
      </Field.Root>
      <Stack
        direction={{ base: "column", sm: "row" }}
        align="center"
        justify="center"
        gap={{ base: "1", sm: "3" }}
      >
        <DateField
          label={texts.birthLabel}
          placeholder={texts.birthPlaceholder}
          value={dateOfBirth}
          onChange={onDateOfBirthChange}
        />
        <HStack display={{ base: "none", sm: "flex" }} aria-hidden="true">
          <Text color="fg.muted">–</Text>
        </HStack>
        <DateField
          label={texts.deathLabel}
          placeholder={texts.deathPlaceholder}
          value={dateOfDeath}
          onChange={onDateOfDeathChange}
          {...(dateOfBirth === null ? {} : { defaultMonth: dateOfBirth })}
        />
      </Stack>
    </VStack>
  );
}
