export {
  GatheringEditor,
  gatheringErrorText,
  normaliseTime,
  type GatheringDraft,
  type GatheringEditorProps,
} from "./gathering-editor.js";
