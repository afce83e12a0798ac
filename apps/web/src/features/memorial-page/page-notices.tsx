import type { ReactNode } from "react";
import { memorialPageTexts as texts } from "../../texts/memorial-page";
import {
  Alert,
  Button,
  Center,
  HStack,
  Spinner,
  Text,
  VisuallyHidden,
  VStack,
} from "../../ui/layout";

/** What a visitor sees of a blocked page. */
export function BlockedForVisitor() {
  return (
    <VStack gap="3" textAlign="center" py={{ base: "12", md: "20" }} maxWidth="34rem" mx="auto">
      <Text as="h1" fontFamily="serif" fontSize={{ base: "2xl", md: "3xl" }}>
        {texts.unavailable.title}
      </Text>
      <Text color="fg.muted" fontSize="lg">
        {texts.unavailable.text}
      </Text>
    </VStack>
  );
}

/** While the editors load (after Bewerken). */
export function EditorLoading() {
  return (
    <Center py="16" role="status">
      <Spinner size="lg" color="dusk.solid" />
      <VisuallyHidden>{texts.editorLoading}</VisuallyHidden>
    </Center>
  );
}

/** A kept draft of this page: continue with it or throw it away. */
export function DraftOffer({
  onResume,
  onDiscard,
}: {
  onResume: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert.Root status="warning" mb="4" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{texts.draft.restoredTitle}</Alert.Title>
        <Alert.Description>
          <Text mb="3">{texts.draft.offerText}</Text>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" onClick={onResume}>
              {texts.draft.resume}
            </Button>
            <Button size="sm" variant="outline" onClick={onDiscard}>
              {texts.draft.discard}
            </Button>
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A warning above the editors (restored draft, offline, session ended). */
export function Notice({
  title,
  text,
  children,
}: {
  title?: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Alert.Root status="warning" mb="4" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {title === undefined ? null : <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>
          <Text>{text}</Text>
          {children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
