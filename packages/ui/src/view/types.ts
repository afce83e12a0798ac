import type { GatheringFields, RestingPlaceFields } from "@memorial/domain";

/**
 * The page as the visitor view takes it: the contract's public profile (`Profile` of
 * `@memorial/api-types` fits as it is), written here by shape so ui needs no API package.
 */
export type ViewSection =
  | { type: "text"; isPublic: boolean; text: string }
  | {
      type: "photo_carousel";
      isPublic: boolean;
      photos: readonly string[];
      captions?: readonly string[] | undefined;
    }
  | { type: "video"; isPublic: boolean; video?: string | null | undefined }
  | { type: "audio"; isPublic: boolean; src?: string | null | undefined }
  | (GatheringFields & { type: "gathering"; isPublic: boolean })
  | (RestingPlaceFields & { type: "resting_place"; isPublic: boolean });

export interface ViewProfile {
  id: string;
  name: string;
  isPublic: boolean;
  profilePicture?: string | null | undefined;
  isBlocked: boolean;
  dateOfBirth?: string | null | undefined;
  dateOfDeath?: string | null | undefined;
  sections: readonly ViewSection[];
}

/** Plyr's sprite and blank video, served by the app itself (never a CDN): their URLs. */
export interface MediaAssets {
  iconUrl: string;
  blankVideoUrl: string;
}
