export {
  CondolenceModeration,
  CondolenceModeSetting,
  MODERATION_FILTERS,
  type CondolenceModerationProps,
  type CondolenceModeSettingProps,
  type ModerationCounts,
  type ModerationFilter,
} from "./moderation.js";
export { condolenceTexts } from "./texts.js";
export type { CondolenceItem, CondolenceMode, CondolenceStatus } from "./types.js";
