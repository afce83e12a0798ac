import { AspectRatio, Box, Center, Skeleton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { lazyPendingMark } from "../lazy-pending.js";

/** The empty state of a media section: an icon and one sentence, in the player's frame. */
export function EmptyMedia({
  kind,
  icon,
  text,
}: {
  kind: "video" | "audio";
  icon: ReactNode;
  text: string;
}) {
  const body = (
    <Center
      flexDirection={kind === "video" ? "column" : "row"}
      gap="3"
      bg="bg.muted"
      borderRadius="lg"
      color="fg.muted"
      py={kind === "video" ? "0" : "6"}
      px="6"
      textAlign="center"
    >
      {icon}
      <Text>{text}</Text>
    </Center>
  );
  return kind === "video" ? <AspectRatio ratio={16 / 9}>{body}</AspectRatio> : body;
}

/** Holds the player's place (same size) until the lazily loaded player is there. */
export function PlayerSkeleton({ kind, label }: { kind: "video" | "audio"; label: string }) {
  return kind === "video" ? (
    <AspectRatio ratio={16 / 9}>
      <Skeleton borderRadius="lg" role="status" aria-label={label} {...lazyPendingMark} />
    </AspectRatio>
  ) : (
    <Box role="status" aria-label={label} {...lazyPendingMark}>
      <Skeleton borderRadius="md" height="11" />
    </Box>
  );
}
