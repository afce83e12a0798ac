export {
  BYTES_PER_GB,
  MEDIA_SECTION_TYPES,
  PLAN_IDS,
  PLANS,
  TYPICAL_PHOTO_BYTES,
  TYPICAL_VIDEO_MINUTE_BYTES,
  approximateCapacity,
  availablePlans,
  getPlan,
  hasMediaSection,
  isPlanId,
  isProfilePlan,
  type Plan,
  type PlanChoiceProfile,
  type PlanId,
  type ProfilePlan,
} from "./plans";
export {
  DEFAULT_YEARS_UPFRONT,
  VAT_RATE,
  YEARS_UPFRONT_OPTIONS,
  formatEuro,
  isYearsUpfront,
  parseYearsUpfront,
  priceBreakdown,
  vatBreakdown,
  type PriceBreakdown,
  type YearsUpfront,
} from "./pricing";
export {
  canExtend,
  canUpgrade,
  extendedPlanEnd,
  extensionPrice,
  paidPeriodEnded,
  remainingPaidYears,
  upgradePrice,
} from "./plan-changes";
export {
  CONDOLENCE_LIMITS,
  CONDOLENCE_MODES,
  CONDOLENCE_STATUSES,
  DEFAULT_CONDOLENCE_MODE,
  isCondolenceMode,
  isCondolenceStatus,
  isWriterEmail,
  textLength,
  WRITER_EMAIL_MAX_LENGTH,
  type CondolenceMode,
  type CondolenceStatus,
} from "./condolences";
export { ACCESS_LEVELS, isAccessLevel, type AccessLevel } from "./access";
export {
  MAX_DATE,
  MIN_DATE,
  calendarDate,
  isInDateRange,
  localDateRange,
  parseWireDate,
  toWireDate,
} from "./dates";
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_RANGE,
  PASSWORD_POLICY,
  PASSWORD_RULES,
  PASSWORD_SYMBOLS,
  checkPassword,
  passwordLength,
  passwordPolicyProblems,
  type PasswordPolicy,
  type PasswordRule,
} from "./password";
export type { PaymentChoice } from "./payment";
export { ALLOWED_TAGS, isAllowedTag, type AllowedTag } from "./rich-text";
export { SECTION_TYPES, isSectionType, type SectionType } from "./sections";
export {
  FILE_KIND_OF,
  FILE_TYPES,
  MAX_FILE_NAME_LENGTH,
  PHOTO_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMITS,
  UPLOAD_TYPES,
  detectFileFormat,
  extensionOf,
  fileTypeRule,
  type FileFormat,
  type FileKind,
  type FileTypeRule,
  type UploadType,
} from "./uploads";
export {
  GATHERING_DEFAULT_MINUTES,
  GATHERING_KINDS,
  GATHERING_KIND_NAMES,
  GATHERING_LIMITS,
  GATHERING_TIME_ZONE,
  gatheringAddressLine,
  gatheringEndTime,
  gatheringLocation,
  gatheringProblems,
  gatheringToday,
  gatheringTitle,
  isGatheringKind,
  isHttpsUrl,
  isUpcomingGathering,
  minutesOfTime,
  timeOfMinutes,
  type GatheringFields,
  type GatheringKind,
  type GatheringProblem,
} from "./gathering";
export {
  CALENDAR_CONTENT_TYPE,
  CALENDAR_FILE_NAME,
  escapeCalendarText,
  foldCalendarLine,
  gatheringCalendar,
  type GatheringCalendarInput,
} from "./calendar";
export {
  LIFE_DATES_SEPARATOR,
  UNNAMED_PAGE_NAME,
  displayName,
  dutchTime,
  formatDutchLongDate,
  gatheringDay,
  gatheringHours,
  gatheringWhen,
  isUnnamed,
  lifeDates,
  type PageDate,
} from "./page-words";
export {
  USER_POOL_SETTINGS,
  appClientUrls,
  type IdentityProviderName,
  type OAuthScope,
  type UserPoolSettings,
} from "./user-pool-settings";
export {
  CODE_MAIL_TEXTS,
  codeMail,
  dutchDuration,
  htmlBody,
  invitationMail,
  plainTextBody,
  type CodeMailPurpose,
  type PoolMail,
} from "./user-pool-mails";
export { MAIL_FRAME, MAIL_TEXTS } from "./mail-texts";
export { UTF8_BOM, toCsv } from "./csv";
export {
  DUTCH_POSTCODE,
  THANK_YOU_LIMITS,
  normalisePostcode,
  thankYouAddressProblems,
  type ThankYouAddressFields,
  type ThankYouAddressProblem,
} from "./thank-you";
