import { useQuery } from "@tanstack/react-query";
import { Link, useRouteContext } from "@tanstack/react-router";
import { useUserKey } from "../../core/use-auth";
import { useDocumentTitle } from "../../core/use-document-title";
import { condolencePageTexts } from "../../texts/condolences";
import { Box, Button, Heading, LinkButton, Skeleton, Stack, Text } from "../../ui/layout";
import { thankYouAddressesQuery } from "./thank-you-queries";

const texts = condolencePageTexts.labels;

/** A4 with 3 × 8 labels of 70 × 37 mm (the common sheet, e.g. Avery 3474), no margins. */
export const LABEL_SHEET = { columns: 3, rows: 8, widthMm: 70, heightMm: 37 } as const;
const PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;

// The print rules: an A4 page without margins, only the sheets, every sheet on its own page.
const PRINT_CSS = `
@page { size: A4; margin: 0; }
@media print {
  body * { visibility: hidden; }
  .label-sheets, .label-sheets * { visibility: visible; }
  .label-sheets { position: absolute; left: 0; top: 0; }
  .label-sheet { box-shadow: none !important; margin: 0 !important; break-after: page; }
  .label-sheet:last-child { break-after: auto; }
}`;

/**
 * /$profileId/bedankkaarten/etiketten: the addresses on A4 label sheets, as the browser prints
 * them. On screen each sheet is drawn at its real size (it scrolls sideways on a phone).
 */
export function LabelSheetScreen({
  profileId,
  pageName,
  isManager,
}: {
  profileId: string;
  pageName: string;
  isManager: boolean;
}) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  useDocumentTitle(texts.documentTitle(pageName));
  const list = useQuery({ ...thankYouAddressesQuery(api, user, profileId), enabled: isManager });
  const items = list.data ?? [];
  const sheets = Array.from({ length: Math.ceil(items.length / PER_SHEET) }, (_, index) =>
    items.slice(index * PER_SHEET, (index + 1) * PER_SHEET),
  );
  return (
    <Box as="main" id="inhoud" px={{ base: "4", md: "8" }} py="6" bg="bg" minHeight="100dvh">
      <style>{PRINT_CSS}</style>
      <Stack gap="4" maxWidth="48rem" mb="6">
        <Box>
          <LinkButton asChild variant="ghost" size="sm" minHeight="11" ms="-3">
            <Link to="/$profileId/bedankkaarten" params={{ profileId }}>
              {texts.back}
            </Link>
          </LinkButton>
        </Box>
        <Heading as="h1" fontWeight="normal" fontSize={{ base: "2xl", md: "3xl" }}>
          {texts.title}
        </Heading>
        <Text color="fg.muted">{pageName}</Text>
        {!isManager ? (
          <Text>{condolencePageTexts.thankYou.notManagerText}</Text>
        ) : list.data === undefined ? (
          list.isError ? (
            <Text color="fg.error" role="alert">
              {condolencePageTexts.thankYou.loadError}
            </Text>
          ) : (
            <Skeleton height="10" />
          )
        ) : items.length === 0 ? (
          <Text>{texts.empty}</Text>
        ) : (
          <>
            <Text>{texts.intro}</Text>
            <Box>
              <Button
                minHeight="11"
                onClick={() => {
                  window.print();
                }}
              >
                {texts.print}
              </Button>
            </Box>
          </>
        )}
      </Stack>
      <Box className="label-sheets" overflowX="auto">
        {sheets.map((sheet, index) => (
          <Box
            key={index}
            className="label-sheet"
            data-testid="label-sheet"
            width="210mm"
            height="297mm"
            bg="white"
            color="black"
            boxShadow="md"
            mb="8"
            display="grid"
            gridTemplateColumns={`repeat(${LABEL_SHEET.columns}, ${LABEL_SHEET.widthMm}mm)`}
            gridTemplateRows={`repeat(${LABEL_SHEET.rows}, ${LABEL_SHEET.heightMm}mm)`}
            alignContent="center"
            fontFamily="heading"
          >
            {sheet.map((item) => (
              <Box
                key={item.condolenceId}
                data-testid="label"
                px="6mm"
                display="flex"
                flexDirection="column"
                justifyContent="center"
                fontSize="11pt"
                lineHeight="1.35"
                overflow="hidden"
                overflowWrap="anywhere"
              >
                <span>{item.name}</span>
                <span>{item.street}</span>
                <span>
                  {item.postcode}&nbsp;&nbsp;{item.place.toUpperCase()}
                </span>
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
