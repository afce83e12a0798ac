import type { ReactNode } from "react";
import { Box, Button, Flex, Heading, Image, Stack, Text } from "@chakra-ui/react";
import {
  gatheringAddressLine,
  gatheringTitle,
  gatheringWhen,
  mapPointText,
  type GatheringFields,
  type RestingPlaceFields,
} from "@memorial/domain";
import { PrintIcon } from "../icons/icons.js";
import { RichTextView } from "../rich-text/rich-text-view.js";
import { exportTexts } from "./texts.js";
import { GatheringWishesView } from "../gathering/gathering-wishes.js";

const texts = exportTexts.print;

/** A photo as printed: its own aspect ratio, with its caption where it has one. */
export interface PrintablePhoto {
  url: string;
  caption?: string | undefined;
}

/**
 * The sections of the print version, in page order. A new section type gets a kind here and a
 * view in `SECTION_VIEWS` below; the page lays every kind out through the same list.
 */
export type PrintableSection =
  | { kind: "text"; html: string }
  | { kind: "photos"; photos: PrintablePhoto[] }
  | { kind: "gathering"; gathering: GatheringFields }
  | { kind: "resting_place"; restingPlace: RestingPlaceFields };

export interface PrintableCondolence {
  name: string;
  relation: string | null;
  /** Already formatted for reading ("20 november 2026"). */
  date: string;
  message: string;
}

/** An approved memory in the print version: its text and its photos with their captions. */
export interface PrintableMemory extends PrintableCondolence {
  photos: { url: string; caption: string | null }[];
}

export interface PrintablePageProps {
  name: string;
  /** "3 maart 1941 – 12 november 2026", or empty. */
  dates: string;
  portraitUrl?: string | null | undefined;
  sections: PrintableSection[];
  condolences: PrintableCondolence[];
  /** Approved memories, oldest first ('Herinneringen'). */
  memories?: PrintableMemory[];
  /** The page's QR code image, when it is ready. */
  qrCodeUrl?: string | undefined;
  /** The page's address, printed beside the QR code (and on its own when there is no code). */
  address: string;
  /** Opens the browser's print dialog; the toolbar is not printed. */
  onPrint: () => void;
  /** Above the sheet, not printed (the way back to the page). */
  toolbar?: ReactNode;
}

/** A4 portrait, with margins; the screen shows the sheet on a quiet background. */
const PAGE_RULE = "@page { size: A4 portrait; margin: 16mm 15mm 18mm; }";

/** Headings stay with the text under them; nothing is split inside a paragraph's first lines. */
const KEEP_TOGETHER = {
  "& h1, & h2, & h3": { breakAfter: "avoid-page", pageBreakAfter: "avoid" },
  "& p": { orphans: 3, widows: 3 },
} as const;

function TextSection({ html }: { html: string }) {
  return (
    <Box css={KEEP_TOGETHER}>
      <RichTextView html={html} />
    </Box>
  );
}

/**
 * The photos one under another at their own aspect ratio (never cropped), each with its caption,
 * never split over two sheets: a tall photo is at most 150 mm high, so it fits on one A4 page.
 */
function PhotosSection({ photos, firstPhoto }: { photos: PrintablePhoto[]; firstPhoto: number }) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="6mm" alignItems="center">
      {photos.map((photo, index) => (
        <Box
          as="li"
          key={`${photo.url}-${String(index)}`}
          width="full"
          css={{ breakInside: "avoid", pageBreakInside: "avoid" }}
        >
          <Box as="figure" m="0" textAlign="center">
            <Image
              src={photo.url}
              alt={texts.photoAlt(firstPhoto + index)}
              display="block"
              mx="auto"
              maxWidth="full"
              maxHeight={{ base: "70vh", _print: "150mm" }}
              width="auto"
              height="auto"
              objectFit="contain"
              borderRadius="sm"
            />
            {photo.caption === undefined || photo.caption.trim() === "" ? null : (
              <Text as="figcaption" textStyle="sm" color="fg.muted" mt="2">
                {photo.caption}
              </Text>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * A gathering: its name, the day and hours, the place with its address, the notes and the
 * family's wishes (a livestream is never printed).
 */
function GatheringSection({ gathering }: { gathering: GatheringFields }) {
  const address = gatheringAddressLine(gathering.address);
  const notes = gathering.notes?.trim() ?? "";
  const online = gathering.onlineUrl?.trim() ?? "";
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      px="5"
      py="4"
      css={{ breakInside: "avoid", pageBreakInside: "avoid" }}
    >
      <Heading as="h2" fontFamily="heading" fontWeight="normal" fontSize="2xl" mb="2">
        {gatheringTitle(gathering)}
      </Heading>
      <Text fontSize="lg">
        <time dateTime={`${gathering.date}T${gathering.startTime}`}>
          {gatheringWhen(gathering)}
        </time>
      </Text>
      <Box as="address" fontStyle="normal" overflowWrap="anywhere" mt="1">
        <Text>{gathering.venue}</Text>
        {address === "" ? null : <Text>{address}</Text>}
      </Box>
      {notes === "" ? null : (
        <Text whiteSpace="pre-line" overflowWrap="anywhere" mt="2">
          {notes}
        </Text>
      )}
      {online === "" ? null : (
        <Text mt="2" overflowWrap="anywhere" color="fg.muted">
          {texts.online(online)}
        </Text>
      )}
      <GatheringWishesView wishes={gathering.wishes} print />
    </Box>
  );
}

/**
 * The resting place: its name, address, plot, directions and the map point written out (paper
 * has no route link; the coordinates can be typed into any maps app).
 */
function RestingPlaceSection({ restingPlace }: { restingPlace: RestingPlaceFields }) {
  const given = (value: string | undefined) => value?.trim() ?? "";
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      px="5"
      py="4"
      css={{ breakInside: "avoid", pageBreakInside: "avoid" }}
    >
      <Heading as="h2" fontFamily="heading" fontWeight="normal" fontSize="2xl" mb="2">
        {texts.restingPlace}
      </Heading>
      <Box as="address" fontStyle="normal" overflowWrap="anywhere">
        <Text fontSize="lg">{restingPlace.place}</Text>
        {given(restingPlace.address) === "" ? null : <Text>{given(restingPlace.address)}</Text>}
      </Box>
      {given(restingPlace.plot) === "" ? null : (
        <Text mt="1" overflowWrap="anywhere">
          {texts.plot(given(restingPlace.plot))}
        </Text>
      )}
      {given(restingPlace.directions) === "" ? null : (
        <Text whiteSpace="pre-line" overflowWrap="anywhere" mt="2">
          {given(restingPlace.directions)}
        </Text>
      )}
      {restingPlace.mapPoint === undefined ? null : (
        <Text mt="2" color="fg.muted">
          {texts.mapPoint(mapPointText(restingPlace.mapPoint).replace(",", ", "))}
        </Text>
      )}
    </Box>
  );
}

/** Each section with the number of its first photo (photos are numbered across the page). */
function numberPhotos(sections: PrintableSection[]) {
  let next = 1;
  return sections.map((section) => {
    const firstPhoto = next;
    if (section.kind === "photos") next += section.photos.length;
    return { section, firstPhoto };
  });
}

/** One section, through the view of its kind. */
function PrintSection({ section, firstPhoto }: { section: PrintableSection; firstPhoto: number }) {
  switch (section.kind) {
    case "text":
      return <TextSection html={section.html} />;
    case "photos":
      return <PhotosSection photos={section.photos} firstPhoto={firstPhoto} />;
    case "gathering":
      return <GatheringSection gathering={section.gathering} />;
    case "resting_place":
      return <RestingPlaceSection restingPlace={section.restingPlace} />;
  }
}

/**
 * The printable version of a page ('Afdrukken of opslaan als PDF'): portrait, name, dates, every
 * section in page order (texts, photos uncropped, gatherings with day, time, place and notes),
 * the approved condolences and, last, the page's QR code with its address written out, laid out
 * for A4 in the browser's own print dialog. On screen it looks like a sheet of paper with a print
 * button above it.
 */
export function PrintablePage(props: PrintablePageProps) {
  const { name, dates, portraitUrl, sections, condolences, qrCodeUrl, address } = props;
  const memories = props.memories ?? [];
  return (
    <Box
      bg={{ base: "bg.subtle", _print: "white" }}
      minHeight="100dvh"
      py={{ base: "4", md: "8", _print: "0" }}
      css={{ "@media print": { background: "white", minHeight: "auto" } }}
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
          {numberPhotos(sections).map(({ section, firstPhoto }, index) => (
            <PrintSection key={index} section={section} firstPhoto={firstPhoto} />
          ))}
          {condolences.length === 0 ? null : (
            <Box as="section" aria-labelledby="print-condolences">
              <Heading
                id="print-condolences"
                as="h2"
                fontFamily="heading"
                fontWeight="normal"
                fontSize="2xl"
                mb="4"
                css={{ breakAfter: "avoid-page", pageBreakAfter: "avoid" }}
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
          {memories.length === 0 ? null : (
            <Box as="section" aria-labelledby="print-memories">
              <Heading
                id="print-memories"
                as="h2"
                fontFamily="heading"
                fontWeight="normal"
                fontSize="2xl"
                mb="4"
                css={{ breakAfter: "avoid-page", pageBreakAfter: "avoid" }}
              >
                {texts.memories}
              </Heading>
              <Stack as="ol" listStyleType="none" m="0" p="0" gap="0">
                {memories.map((item, index) => (
                  <Box as="li" key={index} py="3" borderTopWidth="1px" borderColor="border">
                    <Text fontWeight="semibold" css={{ breakAfter: "avoid" }}>
                      {item.name}
                      {item.relation === null || item.relation === "" ? null : (
                        <Box as="span" fontWeight="normal" color="fg.muted">
                          {` (${item.relation})`}
                        </Box>
                      )}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      {item.date}
                    </Text>
                    <Text whiteSpace="pre-line" mt="1" overflowWrap="anywhere">
                      {item.message}
                    </Text>
                    {item.photos.map((photo) => (
                      <Box as="figure" key={photo.url} m="0" mt="3" css={{ breakInside: "avoid" }}>
                        <img
                          src={photo.url}
                          alt={photo.caption ?? ""}
                          style={{ maxWidth: "100%", maxHeight: "12cm", display: "block" }}
                        />
                        {photo.caption === null ? null : (
                          <Text as="figcaption" textStyle="sm" color="fg.muted" mt="1">
                            {photo.caption}
                          </Text>
                        )}
                      </Box>
                    ))}
                  </Box>
                ))}
              </Stack>
            </Box>
          )}
          <Flex
            as="footer"
            gap="4"
            alignItems="center"
            borderTopWidth="1px"
            borderColor="border"
            pt="4"
            css={{ breakInside: "avoid", pageBreakInside: "avoid" }}
          >
            {qrCodeUrl === undefined ? null : (
              <Image src={qrCodeUrl} alt={texts.qrAlt} width="35mm" height="35mm" flexShrink={0} />
            )}
            <Stack gap="1" minWidth="0">
              <Text textStyle="sm">
                {qrCodeUrl === undefined ? texts.addressCaption : texts.qrCaption}
              </Text>
              <Text textStyle="md" overflowWrap="anywhere">
                {address}
              </Text>
            </Stack>
          </Flex>
        </Stack>
      </Box>
    </Box>
  );
}
