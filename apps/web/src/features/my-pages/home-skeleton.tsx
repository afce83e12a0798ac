import { homeTexts } from "../../texts/home";
import { Box, Flex, Skeleton, SkeletonCircle, Stack } from "../../ui/layout";

/** Placeholder in the shape of the page list while it loads. */
export function HomeSkeleton() {
  return (
    <Box maxWidth="46rem" mx="auto" role="status" aria-label={homeTexts.loading} aria-busy="true">
      <Skeleton height="10" width="70%" mb="3" />
      <Skeleton height="5" width="85%" mb="10" />
      <Stack gap="3">
        {[0, 1, 2].map((row) => (
          <Flex
            key={row}
            align="center"
            gap="4"
            p="4"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
          >
            <SkeletonCircle size="16" />
            <Skeleton height="6" width="50%" />
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
