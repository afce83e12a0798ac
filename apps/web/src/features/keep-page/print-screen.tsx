import type { Profile } from "@memorial/api-client";
import { lifeDates } from "@memorial/domain";
import { PrintablePage, type PrintableSection } from "@memorial/ui/export";
import { hasStoryText } from "@memorial/ui/rich-text";
import { ChevronLeftIcon } from "@memorial/ui/icons";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useRouteContext } from "@tanstack/react-router";
import { useUserKey } from "../../core/use-auth";
import { useDocumentTitle } from "../../core/use-document-title";
import { keepPageTexts as texts } from "../../texts/keep-page";
import { LinkButton } from "../../ui/layout";
import { printDataQuery } from "./queries";

export interface PrintPageScreenProps {
  profile: Profile;
  /** The page's address (what its QR code encodes). */
  address: string;
}

/**
 * What the print version shows: the page's public sections in order, as visitors see them. Video
 * and audio cannot be printed; every other type has a printable kind.
 */
export function printableSections(profile: Pick<Profile, "sections">): PrintableSection[] {
  return profile.sections.flatMap((section): PrintableSection[] => {
    if (!section.isPublic) return [];
    switch (section.type) {
      case "text":
        // An empty text prints nothing (no placeholder on paper).
        return hasStoryText(section.text) ? [{ kind: "text", html: section.text }] : [];
      case "photo_carousel":
        return section.photos.length === 0
          ? []
          : [
              {
                kind: "photos",
                photos: section.photos.map((url, index) => ({
                  url,
                  caption: section.captions?.[index],
                })),
              },
            ];
      case "gathering": {
        const { type: _type, isPublic: _isPublic, ...gathering } = section;
        return [{ kind: "gathering", gathering }];
      }
      case "resting_place": {
        const { type: _type, isPublic: _isPublic, ...restingPlace } = section;
        return [{ kind: "resting_place", restingPlace }];
      }
      case "video":
      case "audio":
        return [];
    }
  });
}

/** 'Afdrukken of opslaan als PDF' (/{profileId}/afdrukken): the page laid out for A4. */
export function PrintPageScreen({ profile, address }: PrintPageScreenProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const { data } = useSuspenseQuery(printDataQuery(api, user, profile.id));
  useDocumentTitle(texts.printDocumentTitle(profile.name));
  return (
    <PrintablePage
      name={profile.name}
      dates={lifeDates(profile)}
      portraitUrl={profile.profilePicture}
      sections={printableSections(profile)}
      condolences={data.condolences}
      memories={data.memories}
      qrCodeUrl={data.qrCodeUrl}
      address={address}
      onPrint={() => {
        window.print();
      }}
      toolbar={
        <LinkButton asChild variant="ghost" size="sm" minHeight="11" ms="-3" gap="1.5">
          <Link to="/$profileId/bewaren" params={{ profileId: profile.id }}>
            <ChevronLeftIcon boxSize="5" />
            {texts.backToKeep}
          </Link>
        </LinkButton>
      }
    />
  );
}
