/**
 * The client's constants against openapi/memorial-api.yaml, so the YAML stays the single truth:
 * a limit or pattern changed there without the client (or the other way round) fails here.
 */
import { readFileSync } from "node:fs";
import type { Section, UploadType } from "@memorial/api-types";
import {
  CONDOLENCE_MODES,
  CONDOLENCE_STATUSES,
  GATHERING_KINDS,
  GATHERING_LIMITS,
  THANK_YOU_LIMITS,
  normalisePostcode,
  MAX_DATE,
  MAX_FILE_NAME_LENGTH,
  MIN_DATE,
  PHOTO_CAPTION_MAX_LENGTH,
  RESTING_PLACE_LIMITS,
  minutesOfTime,
  PLAN_IDS,
  SECTION_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMITS,
  UPLOAD_TYPES,
  YEARS_UPFRONT_OPTIONS,
  type SectionType,
  type UploadType as DomainUploadType,
} from "@memorial/domain";
import { describe, expect, expectTypeOf, it } from "vitest";
import { parse } from "yaml";
import { groupIdFor, MANAGE_GROUP_SUFFIX, VIEW_GROUP_SUFFIX } from "./access";
import { CODE_BY_STATUS } from "./client";
import { RESOURCE_ID_PATTERN } from "./ids";

interface Schema {
  readonly type?: string;
  readonly pattern?: string;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly maximum?: number;
  readonly minimum?: number;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly items?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly discriminator?: { readonly mapping: Readonly<Record<string, string>> };
  readonly $ref?: string;
}

const document = parse(
  readFileSync(new URL("../../../openapi/memorial-api.yaml", import.meta.url), "utf8"),
) as { components: { schemas: Record<string, Schema> } };
const schemas = document.components.schemas;

function schema(name: string): Schema {
  const found = schemas[name];
  if (found === undefined) {
    throw new Error(`schema ${name} is missing from the contract`);
  }
  return found;
}

function resolve(value: Schema | undefined): Schema {
  if (value?.$ref !== undefined) {
    return schema(value.$ref.replace("#/components/schemas/", ""));
  }
  if (value === undefined) {
    throw new Error("missing schema");
  }
  return value;
}

const REQUEST_SCHEMA: Readonly<Record<UploadType, string>> = {
  profile_picture: "ProfilePictureUploadRequest",
  carousel: "CarouselUploadRequest",
  video: "VideoUploadRequest",
  audio: "AudioUploadRequest",
};

describe("the client agrees with the contract", () => {
  it.each(Object.entries(REQUEST_SCHEMA) as [UploadType, string][])(
    "upload limits of %s",
    (type, name) => {
      const request = schema(name);
      const fileNames = request.properties?.fileNames;
      const fileSizes = request.properties?.fileSizes;
      expect(request.properties?.type?.const).toBe(type);
      expect(fileNames?.maxItems).toBe(UPLOAD_LIMITS[type].maxFiles);
      expect(fileSizes?.maxItems).toBe(UPLOAD_LIMITS[type].maxFiles);
      expect(fileSizes?.items?.maximum).toBe(UPLOAD_LIMITS[type].maxBytes);

      const fileName = resolve(fileNames?.items);
      expect(fileName.maxLength).toBe(MAX_FILE_NAME_LENGTH);
      const pattern = new RegExp(fileName.pattern ?? "(?!)");
      for (const extension of UPLOAD_EXTENSIONS[type]) {
        expect(pattern.test(`bestand.${extension}`)).toBe(true);
        expect(pattern.test(`BESTAND.${extension.toUpperCase()}`)).toBe(true);
      }
      for (const refused of ["gif", "exe", "html", "svg", "txt"]) {
        expect(pattern.test(`bestand.${refused}`)).toBe(false);
      }
      expect(pattern.test(`map/bestand.${UPLOAD_EXTENSIONS[type][0] ?? ""}`)).toBe(false);
    },
  );

  it("the discriminator of the upload request covers every upload type", () => {
    expect(Object.keys(schema("UploadRequest").discriminator?.mapping ?? {}).sort()).toEqual(
      [...UPLOAD_TYPES].sort(),
    );
    expectTypeOf<UploadType>().toEqualTypeOf<DomainUploadType>();
  });

  it("condolence modes and statuses", () => {
    expect(schema("CondolenceMode").enum).toEqual(CONDOLENCE_MODES);
    expect(schema("CondolenceStatus").enum).toEqual(CONDOLENCE_STATUSES);
  });

  it("section types", () => {
    expect(Object.keys(schema("Section").discriminator?.mapping ?? {})).toEqual(SECTION_TYPES);
    expectTypeOf<Section["type"]>().toEqualTypeOf<SectionType>();
  });

  it("gathering kinds, limits and times", () => {
    const gathering = schema("GatheringSection");
    const address = schema("GatheringAddress");
    expect(schema("GatheringKind").enum).toEqual(GATHERING_KINDS);
    expect(gathering.properties?.title?.maxLength).toBe(GATHERING_LIMITS.title);
    expect(gathering.properties?.venue?.maxLength).toBe(GATHERING_LIMITS.venue);
    expect(gathering.properties?.onlineUrl?.maxLength).toBe(GATHERING_LIMITS.onlineUrl);
    expect(gathering.properties?.notes?.maxLength).toBe(GATHERING_LIMITS.notes);
    expect(address.properties?.street?.maxLength).toBe(GATHERING_LIMITS.street);
    expect(address.properties?.postcode?.maxLength).toBe(GATHERING_LIMITS.postcode);
    expect(address.properties?.place?.maxLength).toBe(GATHERING_LIMITS.place);
    const livestream = schema("GatheringLivestream").properties;
    expect(livestream?.url?.maxLength).toBe(GATHERING_LIMITS.livestreamUrl);
    expect(livestream?.accessCode?.maxLength).toBe(GATHERING_LIMITS.accessCode);
    expect(livestream?.recordingUrl?.maxLength).toBe(GATHERING_LIMITS.recordingUrl);
    const wishes = schema("GatheringWishes").properties;
    expect(wishes?.charityName?.maxLength).toBe(GATHERING_LIMITS.charityName);
    expect(wishes?.charityUrl?.maxLength).toBe(GATHERING_LIMITS.charityUrl);
    expect(wishes?.charityText?.maxLength).toBe(GATHERING_LIMITS.charityText);
    const time = new RegExp(schema("WireTime").pattern ?? "(?!)");
    for (const value of ["00:00", "09:30", "23:59", "24:00", "9:30", "12:60", "12.00"]) {
      expect(time.test(value), value).toBe(minutesOfTime(value) !== null);
    }
  });

  it("resting place limits and map point range", () => {
    const place = schema("RestingPlaceSection");
    expect(place.properties?.place?.maxLength).toBe(RESTING_PLACE_LIMITS.place);
    expect(place.properties?.address?.maxLength).toBe(RESTING_PLACE_LIMITS.address);
    expect(place.properties?.plot?.maxLength).toBe(RESTING_PLACE_LIMITS.plot);
    expect(place.properties?.directions?.maxLength).toBe(RESTING_PLACE_LIMITS.directions);
    const point = schema("MapPoint");
    expect([point.properties?.latitude?.minimum, point.properties?.latitude?.maximum]).toEqual([
      -90, 90,
    ]);
    expect([point.properties?.longitude?.minimum, point.properties?.longitude?.maximum]).toEqual([
      -180, 180,
    ]);
  });

  it("photo captions", () => {
    const captions = schema("PhotoCarouselSection").properties?.captions;
    expect(captions?.items?.maxLength).toBe(PHOTO_CAPTION_MAX_LENGTH);
    expect(captions?.maxItems).toBe(schema("PhotoCarouselSection").properties?.photos?.maxItems);
  });

  it("thank-you card address, thank-you text and account name limits", () => {
    const address = schema("ThankYouAddress");
    expect(address.properties?.street?.maxLength).toBe(THANK_YOU_LIMITS.street);
    expect(address.properties?.place?.maxLength).toBe(THANK_YOU_LIMITS.place);
    expect(schema("ThankYouAddressEntry").properties?.postcode?.maxLength).toBe(
      THANK_YOU_LIMITS.postcode,
    );
    expect(schema("ThankYouMailSend").properties?.text?.maxLength).toBe(THANK_YOU_LIMITS.text);
    expect(schema("AccountProfileUpdate").properties?.name?.maxLength).toBe(
      THANK_YOU_LIMITS.accountName,
    );
    const postcode = new RegExp(address.properties?.postcode?.pattern ?? "(?!)");
    for (const value of ["3581 AB", "3581ab", "0123 AB", "12345", "3581-AB"]) {
      expect(postcode.test(value), value).toBe(normalisePostcode(value) !== undefined);
    }
  });

  it("page and job ids", () => {
    expect(schema("ProfileId").pattern).toBe(RESOURCE_ID_PATTERN.source);
    expect(schema("JobId").pattern).toBe(RESOURCE_ID_PATTERN.source);
  });

  it("group ids", () => {
    const pattern = new RegExp(schema("GroupId").pattern ?? "(?!)");
    expect(pattern.test(groupIdFor("p1", "manage"))).toBe(true);
    expect(pattern.test(groupIdFor("p1", "view"))).toBe(true);
    expect(groupIdFor("p1", "manage").endsWith(MANAGE_GROUP_SUFFIX)).toBe(true);
    expect(groupIdFor("p1", "view").endsWith(VIEW_GROUP_SUFFIX)).toBe(true);
  });

  it("wire dates and their range", () => {
    const pattern = new RegExp(schema("WireDate").pattern ?? "(?!)");
    expect(pattern.test(MIN_DATE)).toBe(true);
    expect(pattern.test(MAX_DATE)).toBe(true);
    expect(pattern.test("1899-12-31")).toBe(false);
    expect(pattern.test("2100-01-01")).toBe(false);
  });

  it("plans and years upfront", () => {
    expect(schema("PlanId").enum).toEqual(PLAN_IDS);
    expect(schema("ProfilePlan").enum).toEqual(["trial", ...PLAN_IDS]);
    expect(schema("YearsUpfront").enum).toEqual(YEARS_UPFRONT_OPTIONS);
  });

  it("error codes the client assumes exist in the contract", () => {
    const codes = schema("Error").properties?.code?.enum ?? [];
    for (const code of Object.values(CODE_BY_STATUS)) {
      expect(codes).toContain(code);
    }
    expect(codes).toContain("internal_error");
  });
});
