export {
  CondolenceModeration,
  MODERATION_FILTERS,
  MODERATION_KINDS,
  type CondolenceModerationProps,
  type ModerationKind,
  type ModerationCounts,
  type ModerationFilter,
} from "./moderation.js";
export { CondolenceModeSetting, type CondolenceModeSettingProps } from "./mode-setting.js";
export { MemoriesSetting, type MemoriesSettingProps } from "./memories-setting.js";
export { CandleModeration, type CandleModerationProps } from "./candle-moderation.js";
export { condolenceTexts } from "./texts.js";
export type { CondolenceItem, CondolenceMode, CondolenceStatus, NamedCandle } from "./types.js";
export {
  CondolenceNoticeSetting,
  RemembranceSetting,
  type CondolenceNoticeSettingProps,
  type RemembranceSettingProps,
} from "./notice-setting.js";
export { CONDOLENCE_NOTICES, noticeTexts, type CondolenceNotice } from "./notice-texts.js";
