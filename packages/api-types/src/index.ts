// The wire types of the memorial-pages API, generated from openapi/memorial-api.yaml (see
// src/generated/schema.ts), with short names for the schemas callers use. Types only: this entry
// point adds nothing to a bundle. The contract loader (node only) is the "./contract" entry.
import type { components } from "./generated/schema";

export type { components, operations, paths } from "./generated/schema";

type Schemas = components["schemas"];

/** The `{ code, message }` body of every error response. */
export type ApiErrorBody = Schemas["Error"];
export type ApiErrorCode = Schemas["Error"]["code"];

export type Profile = Schemas["Profile"];
export type ProfileUpdate = Schemas["ProfileUpdate"];
export type ProfileListItem = Schemas["ProfileListItem"];
export type ProfileList = Schemas["ProfileList"];
export type CreateProfileResponse = Schemas["CreateProfileResponse"];
export type WireDate = Schemas["WireDate"];
export type WirePlanId = Schemas["PlanId"];
export type WireProfilePlan = Schemas["ProfilePlan"];

export type Section = Schemas["Section"];
export type TextSection = Schemas["TextSection"];
export type PhotoCarouselSection = Schemas["PhotoCarouselSection"];
export type VideoSection = Schemas["VideoSection"];
export type AudioSection = Schemas["AudioSection"];

export type UploadRequest = Schemas["UploadRequest"];
export type UploadType = Schemas["UploadRequest"]["type"];
export type UploadFile = Schemas["UploadFile"];
export type UploadResponse = Schemas["UploadResponse"];
export type UploadJob = Schemas["UploadJob"];
export type JobStatus = Schemas["JobStatus"];
export type QrCode = Schemas["QrCode"];
export type AddressLookup = Schemas["AddressLookup"];
export type AddressCheck = Schemas["AddressCheck"];
export type ExportJob = Schemas["ExportJob"];

export type SetPublicRequest = Schemas["SetPublicRequest"];
export type SetPublicResponse = Schemas["SetPublicResponse"];
export type GroupsResponse = Schemas["GroupsResponse"];
export type AccessRow = Schemas["AccessRow"];
/** A row of a page's access list as the API answers it, with the person's role. */
export type AccessMember = Schemas["AccessMember"];
export type Ownership = Schemas["Ownership"];
export type GroupMembershipList = Schemas["GroupMembershipList"];

export type WireYearsUpfront = Schemas["YearsUpfront"];
export type PaymentInitiateRequest = Schemas["PaymentInitiateRequest"];
export type PaymentInitiateResponse = Schemas["PaymentInitiateResponse"];
