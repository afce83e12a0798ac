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
  isPageDeleted,
  isVersionConflict,
  type ApiErrorCode,
  type FileCheckInit,
  type FileCheckReason,
  type QrCodeErrorReason,
  type UploadErrorReason,
} from "./errors";
export {
  createProfile,
  deleteProfile,
  fromWireProfile,
  listProfiles,
  readProfile,
  readPublicProfile,
  saveProfile,
  setProfilePublic,
  setProfileSearchable,
  toProfileUpdate,
  toWireSection,
  type Profile,
  type ProfileDraft,
  type PublicWireProfile,
  type ProfileSummary,
  type SectionDraft,
  type VersionedProfile,
} from "./profiles";
export { isProfileListBody, profileListFromWire } from "./profile-list";
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
export { initiateExtension, initiateUpgrade } from "./plan-changes";
export { checkUploadFile, checkUploadFiles, type UploadableFile } from "./upload-checks";
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
export {
  checkReportDraft,
  reportContent,
  type ReportDraft,
  type ReportDraftProblem,
  type ReportReason,
  type ReportReceived,
  type ReportTarget,
} from "./reports";
export {
  BULK_APPROVE_CHUNK,
  MAX_OWN_TOKENS,
  approveCondolences,
  checkCondolenceDraft,
  createOwnerTokenStore,
  deleteCandle,
  deleteCondolence,
  getCondolence,
  lightCandle,
  listCandles,
  listCondolences,
  readCondolenceSettings,
  saveCondolenceSettings,
  setCondolenceStatus,
  writeCondolence,
  type Candle,
  type CandleList,
  type CandleLit,
  type Condolence,
  type CondolenceCounts,
  type CondolenceCreated,
  type CondolenceDraft,
  type CondolenceDraftProblem,
  type CondolenceList,
  type CondolencePageOptions,
  type CondolenceStatus,
  type ListCondolencesOptions,
  type TokenStorage,
  type VersionedCondolenceSettings,
} from "./condolences";
export {
  checkMemoryDraft,
  checkMemoryPhoto,
  shareMemory,
  type MemoryDraft,
  type MemoryDraftProblem,
  type MemoryPhotoDraft,
} from "./memories";
export { isResourceId, RESOURCE_ID_PATTERN } from "./ids";
export {
  checkProfileAddress,
  findPageByAddress,
  setProfileAddress,
  type AddressCheck,
  type AddressLookup,
} from "./addresses";
export {
  EXPORT_ERROR_MESSAGES,
  EXPORT_POLL_DELAY_MS,
  EXPORT_POLL_MAX_ATTEMPTS,
  ExportError,
  exportPage,
  readExport,
  startExport,
  type ExportErrorReason,
  type ExportOptions,
} from "./export";
export {
  confirmFollower,
  followPage,
  readFollowerSettings,
  saveFollowerSettings,
  unsubscribeFollower,
  type FollowedPage,
  type FollowerSettings,
  type FollowerSettingsUpdate,
} from "./followers";
export {
  CONDOLENCE_NOTICES,
  readNotificationSettings,
  saveNotificationSettings,
  withdrawCondolence,
  type CondolenceNotice,
  type CondolenceWithdrawn,
  type NotificationSettings,
} from "./notifications";
export {
  answerHandover,
  answerHandoverByLink,
  cancelHandover,
  leavePage,
  readOwnership,
  requestHandover,
  setSuccessor,
  type HandoverAnswer,
  type HandoverAnswered,
  type Ownership,
  type OwnershipHandover,
} from "./ownership";
export {
  listThankYouAddresses,
  readAccountProfile,
  readThankYouMail,
  saveAccountName,
  sendThankYouMail,
  type AccountProfile,
  type ThankYouAddressEntry,
  type ThankYouMailState,
} from "./thank-you";
export {
  deleteAccount,
  exportAccount,
  readAccountDeletion,
  type AccountDeletion,
  type AccountDeletionPage,
  type AccountDeletionRequest,
  type AccountExport,
} from "./account";
