import type { ProfileListItem } from "@memorial/api-types";
import { Link } from "@tanstack/react-router";
import { homeTexts } from "../../texts/home";
import { Box, Flex, Image, Text } from "../../ui/layout";

function Portrait({ item }: { item: ProfileListItem }) {
  const size = { base: "14", md: "16" };
  if (item.profilePicture == null) {
    return (
      <Flex
        aria-hidden="true"
        boxSize={size}
        borderRadius="full"
        bg="dusk.subtle"
        borderWidth="1px"
        borderColor="dusk.muted"
        align="center"
        justify="center"
        fontFamily="serif"
        fontSize="xl"
        color="dusk.fg"
        flexShrink={0}
      >
        {(item.name.trim()[0] ?? "·").toUpperCase()}
      </Flex>
    );
  }
  return (
    <Image
      src={item.profilePicture}
      alt=""
      boxSize={size}
      borderRadius="full"
      objectFit="cover"
      flexShrink={0}
      boxShadow="0 0 0 3px var(--chakra-colors-bg-panel), 0 0 0 4px var(--chakra-colors-border)"
      loading="lazy"
    />
  );
}

/** The user's pages as a list of links, each with portrait and name. */
export function PageList({ pages }: { pages: readonly ProfileListItem[] }) {
  return (
    <Box as="ul" aria-label={homeTexts.listLabel} listStyle="none" display="grid" gap="3">
      {pages.map((item) => {
        const name = item.name.trim() === "" ? homeTexts.unnamed : item.name;
        return (
          <Box as="li" key={item.id}>
            <Flex
              asChild
              align="center"
              gap="4"
              p={{ base: "3", md: "4" }}
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              textDecoration="none"
              color="fg"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: "dusk.emphasized", boxShadow: "sm" }}
              _focusVisible={{
                outline: "2px solid",
                outlineColor: "dusk.focusRing",
                outlineOffset: "2px",
              }}
            >
              <Link to="/$profileId" params={{ profileId: item.id }}>
                <Portrait item={item} />
                <Text
                  fontFamily="serif"
                  fontSize={{ base: "lg", md: "xl" }}
                  fontStyle={item.name.trim() === "" ? "italic" : undefined}
                  color={item.name.trim() === "" ? "fg.muted" : "fg"}
                  wordBreak="break-word"
                >
                  {name}
                </Text>
              </Link>
            </Flex>
          </Box>
        );
      })}
    </Box>
  );
}
