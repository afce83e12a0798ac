import { MemorialUiProvider } from "@memorial/ui/provider";
import { useEffect } from "react";
import type { ConfigProblem } from "../../config";
import { startupTexts as t } from "../../texts/startup";
import { Box, Button, Heading, List, Text } from "../../ui/layout";

/** The app cannot start: /config.json is missing or malformed. Names every problem. */
export function ConfigErrorPage({ problems }: { problems: readonly ConfigProblem[] }) {
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  return (
    <MemorialUiProvider>
      <Box
        as="main"
        minHeight="100dvh"
        bg="bg"
        px={{ base: "4", md: "8" }}
        py={{ base: "12", md: "20" }}
      >
        <Box
          maxWidth="36rem"
          mx="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          p={{ base: "6", md: "10" }}
        >
          <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }} fontWeight="normal" mb="4">
            {t.title}
          </Heading>
          <Text mb="6">{t.intro}</Text>
          <Heading as="h2" fontSize="lg" fontWeight="semibold" mb="2">
            {t.problemsHeading}
          </Heading>
          <List.Root ps="5" gap="1" mb="6">
            {problems.map((problem) => {
              const text = t.problem(problem);
              return <List.Item key={text}>{text}</List.Item>;
            })}
          </List.Root>
          <Text color="fg.muted" mb="6">
            {t.advice}
          </Text>
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            {t.retry}
          </Button>
        </Box>
      </Box>
    </MemorialUiProvider>
  );
}
