export {
  apiErrorFromResponse,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type FetchLike,
} from "./client";
export { bearerTokenOf, type SessionTokens, type TokenSource } from "./tokens";
export {
  ApiError,
  FileCheckError,
  QR_CODE_ERROR_MESSAGES,
  QrCodeError,
  UPLOAD_ERROR_MESSAGES,
  UploadError,
  isAbortError,
  isApiError,
  isNotFound,
  isVersionConflict,
  type ApiErrorCode,
  type FileCheckReason,
  type QrCodeErrorReason,
  type UploadErrorReason,
} from "./errors";
export { MAX_DATE, MIN_DATE, fromWireDate, toWireDate } from "./dates";
export {
  SECTION_TYPES,
  createProfile,
  fromWireProfile,
  listProfiles,
  readProfile,
  saveProfile,
  setProfilePublic,
  toProfileUpdate,
  toWireSection,
  type AudioSection,
  type PhotoCarouselSection,
  type Profile,
  type ProfileDraft,
  type ProfileListItem,
  type ProfileUpdate,
  type Section,
  type SectionDraft,
  type SectionType,
  type TextSection,
  type VersionedProfile,
  type VideoSection,
  type WireProfile,
} from "./profiles";
export {
  MANAGE_GROUP_SUFFIX,
  VIEW_GROUP_SUFFIX,
  accessLevelOf,
  groupIdFor,
  isManager,
  listAccess,
  readGroups,
  removeAccessRow,
  saveAccessRow,
  type AccessLevel,
  type AccessRow,
} from "./access";
export { initiatePayment, type PaymentChoice } from "./payment";
export {
  FILE_CHECK_MESSAGES,
  MAX_FILE_NAME_LENGTH,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMITS,
  checkUploadFile,
  checkUploadFiles,
  detectFileFormat,
  type FileFormat,
  type UploadType,
  type UploadableFile,
} from "./upload-checks";
export {
  createFetchUploadTransport,
  createXhrUploadTransport,
  type UploadTransport,
  type UploadTransportRequest,
} from "./upload-transport";
export {
  JOB_POLL_BACKOFF_FACTOR,
  JOB_POLL_INITIAL_DELAY_MS,
  JOB_POLL_MAX_ATTEMPTS,
  JOB_POLL_MAX_DELAY_MS,
  QR_POLL_DELAY_MS,
  QR_POLL_MAX_ATTEMPTS,
  jobPollDelay,
} from "./polling";
export {
  pollJob,
  requestUpload,
  uploadAudio,
  uploadCarouselPhotos,
  uploadFiles,
  uploadProfilePicture,
  uploadVideo,
  type UploadFileTarget,
  type UploadJob,
  type UploadOptions,
  type UploadProgress,
} from "./uploads";
export { pollQrCode, type QrCode } from "./qr-code";
// Plans, prices and years upfront live in @memorial/domain; re-exported for callers of the API.
export {
  DEFAULT_YEARS_UPFRONT,
  PLANS,
  PLAN_IDS,
  VAT_RATE,
  YEARS_UPFRONT_OPTIONS,
  availablePlans,
  formatEuro,
  getPlan,
  parseYearsUpfront,
  priceBreakdown,
  type Plan,
  type PlanId,
  type PriceBreakdown,
  type ProfilePlan,
  type YearsUpfront,
} from "@memorial/domain";
export type { components, paths } from "./generated/schema";
