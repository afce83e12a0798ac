export { CandleIllustration, CandleLighter, type CandleLighterProps } from "./candle.js";
export { CondolenceForm, type CondolenceFormProps } from "./condolence-form.js";
export { CondolenceList, CondolenceMessage, type CondolenceListProps } from "./condolence-list.js";
export { formatCondolenceDate } from "./format.js";
export type { ReportDraft } from "./report-draft.js";
export { MemoryForm, type MemoryFormProps } from "./memory-form.js";
export { MemoryPhotos } from "./memory-photos.js";
export { condolenceTexts } from "./texts.js";
export type {
  CondolenceDraft,
  CondolenceItem,
  CondolenceMode,
  CondolenceStatus,
  MemoryDraft,
  MemoryPhotoChoice,
  MemoryPhotoItem,
  NamedCandle,
} from "./types.js";
