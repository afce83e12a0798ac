import type { ReactNode } from "react";
import { Box, Button, Flex, Heading, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PrintIcon } from "../icons/icons.js";
import { RichTextView } from "../rich-text/rich-text-view.js";
import { exportTexts } from "./texts.js";

const texts = exportTexts.print;

export type PrintableSection = { kind: "text"; html: string } | { kind: "photos"; urls: string[] };

export interface PrintableCondolence {
  name: string;
  relation: string | null;
  /** Already formatted for reading ("20 november 2026"). */
  date: string;
  message: string;
}

export interface PrintablePageProps {
  name: string;
  /** "3 maart 1941 – 12 november 2026", or empty. */
  dates: string;
  portraitUrl?: string | null | undefined;
  sections: PrintableSection[];
  condolences: PrintableCondolence[];
  /** The page's QR code image, when it is ready. */
  qrCodeUrl?: string | undefined;
  /** The page's address, printed under the QR code. */
  address: string;
  /** Opens the browser's print dialog; the toolbar is not printed. */
  onPrint: () => void;
  /** Above the sheet, not printed (the way back to the page). */
  toolbar?: ReactNode;
}

/** A4 portrait, with margins; the screen shows the sheet on a quiet background. */
const PAGE_RULE = "@page { size: A4 portrait; margin: 16mm 15mm 18mm; }";

/**
 * The printable version of a page ('Afdrukken of opslaan als PDF'): portrait, name, dates, the
 * texts, the photos as a grid, the approved condolences and the page's QR code, laid out for A4
 * in the browser's own print dialog. On screen it looks like a sheet of paper with a print
 * button above it.
 */
export function PrintablePage(props: PrintablePageProps) {
  const { name, dates, portraitUrl, sections, condolences, qrCodeUrl, address } = props;
  let photoNumber = 0;
  return (
    <Box
      bg={{ base: "bg.subtle", _print: "white" }}
      minHeight="100dvh"
      py={{ base: "4", md: "8", _print: "0" }}
    >
      <style>{PAGE_RULE}</style>
      <Flex
        maxWidth="210mm"
        mx="auto"
        px={{ base: "4", md: "0" }}
        mb="4"
        gap="3"
        wrap="wrap"
        justifyContent="space-between"
        alignItems="center"
        css={{ "@media print": { display: "none" } }}
      >
        {props.toolbar}
        <Button minHeight="11" onClick={props.onPrint}>
          <PrintIcon boxSize="5" />
          {texts.print}
        </Button>
      </Flex>
      <Box
        as="article"
        maxWidth="210mm"
        mx="auto"
        bg="white"
        color="fg"
        px={{ base: "5", md: "16mm" }}
        py={{ base: "6", md: "16mm" }}
        boxShadow={{ base: "sm", _print: "none" }}
        css={{ "@media print": { padding: 0, maxWidth: "none", boxShadow: "none" } }}
      >
        <Stack as="header" alignItems="center" textAlign="center" gap="3" mb="8">
          {portraitUrl === undefined || portraitUrl === null ? null : (
            <Image
              src={portraitUrl}
              alt={texts.portraitAlt(name)}
              width="40mm"
              height="40mm"
              maxWidth="40vw"
              maxHeight="40vw"
              objectFit="cover"
              borderRadius="full"
            />
          )}
          <Heading
            as="h1"
            fontFamily="heading"
            fontWeight="normal"
            fontSize={{ base: "3xl", md: "4xl" }}
            letterSpacing="-0.01em"
            overflowWrap="anywhere"
            css={{ "@media print": { fontSize: "30pt" } }}
          >
            {name}
          </Heading>
          {dates === "" ? null : <Text color="fg.muted">{dates}</Text>}
        </Stack>
        <Stack gap="8">
          {sections.map((section, index) =>
            section.kind === "text" ? (
              <Box key={index} css={{ breakInside: "avoid-page" }}>
                <RichTextView html={section.html} />
              </Box>
            ) : (
              <SimpleGrid
                key={index}
                columns={{ base: 2, sm: 3 }}
                css={{ "@media print": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } }}
                gap="3mm"
                as="ul"
                listStyleType="none"
                m="0"
                p="0"
              >
                {section.urls.map((url) => {
                  photoNumber += 1;
                  return (
                    <Box
                      as="li"
                      key={`${url}-${String(photoNumber)}`}
                      css={{ breakInside: "avoid" }}
                    >
                      <Image
                        src={url}
                        alt={texts.photoAlt(photoNumber)}
                        width="full"
                        aspectRatio="1"
                        objectFit="cover"
                        borderRadius="sm"
                      />
                    </Box>
                  );
                })}
              </SimpleGrid>
            ),
          )}
          {condolences.length === 0 ? null : (
            <Box as="section" aria-labelledby="print-condolences">
              <Heading
                id="print-condolences"
                as="h2"
                fontFamily="heading"
                fontWeight="normal"
                fontSize="2xl"
                mb="4"
              >
                {texts.condolences}
              </Heading>
              <Stack as="ol" listStyleType="none" m="0" p="0" gap="0">
                {condolences.map((item, index) => (
                  <Box
                    as="li"
                    key={index}
                    py="3"
                    borderTopWidth="1px"
                    borderColor="border"
                    css={{ breakInside: "avoid" }}
                  >
                    <Text fontWeight="semibold">
                      {item.name}
                      {item.relation === null || item.relation === "" ? null : (
                        <Box
                          as="span"
                          fontWeight="normal"
                          color="fg.muted"
                        >{` (${item.relation})`}</Box>
                      )}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      {item.date}
                    </Text>
                    <Text whiteSpace="pre-line" mt="1" overflowWrap="anywhere">
                      {item.message}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Box>
          )}
          {qrCodeUrl === undefined ? null : (
            <Flex
              as="footer"
              gap="4"
              alignItems="center"
              borderTopWidth="1px"
              borderColor="border"
              pt="4"
              css={{ breakInside: "avoid" }}
            >
              <Image src={qrCodeUrl} alt={texts.qrAlt} width="30mm" height="30mm" flexShrink={0} />
              <Stack gap="1" minWidth="0">
                <Text textStyle="sm">{texts.qrCaption}</Text>
                <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                  {address}
                </Text>
              </Stack>
            </Flex>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
