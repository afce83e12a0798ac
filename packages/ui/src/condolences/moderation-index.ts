export {
  CondolenceModeration,
  CondolenceModeSetting,
  MODERATION_FILTERS,
  type CondolenceModerationProps,
  type CondolenceModeSettingProps,
  type ModerationCounts,
  type ModerationFilter,
} from "./moderation.js";
export { CandleModeration, type CandleModerationProps } from "./candle-moderation.js";
export { condolenceTexts } from "./texts.js";
export type { CondolenceItem, CondolenceMode, CondolenceStatus, NamedCandle } from "./types.js";
