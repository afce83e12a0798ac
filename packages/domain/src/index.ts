export {
  BYTES_PER_GB,
  MEDIA_SECTION_TYPES,
  PLAN_IDS,
  PLANS,
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
  type PriceBreakdown,
  type YearsUpfront,
} from "./pricing";
export {
  CONDOLENCE_LIMITS,
  CONDOLENCE_MODES,
  CONDOLENCE_STATUSES,
  DEFAULT_CONDOLENCE_MODE,
  textLength,
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
