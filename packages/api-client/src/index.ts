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
export {
  createProfile,
  fromWireProfile,
  listProfiles,
  readProfile,
  saveProfile,
  setProfilePublic,
  toProfileUpdate,
  toWireSection,
  type Profile,
  type ProfileDraft,
  type SectionDraft,
  type VersionedProfile,
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
} from "./access";
export { initiatePayment } from "./payment";
export {
  FILE_CHECK_MESSAGES,
  MAX_FILE_NAME_LENGTH,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMITS,
  checkUploadFile,
  checkUploadFiles,
  detectFileFormat,
  type FileFormat,
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
  type UploadOptions,
  type UploadProgress,
} from "./uploads";
export { pollQrCode } from "./qr-code";
