/** Everything that edits a page. Heavy (tiptap, react-day-picker): load it only in edit mode. */
export { TextSectionEditor, type TextSectionEditorProps } from "../text-editor/index.js";
export { DateField, type DateFieldProps } from "../date-field/index.js";
export { PageHeaderEditor, type PageHeaderEditorProps } from "../page-editor/index.js";
export {
  GatheringEditor,
  type GatheringDraft,
  type GatheringEditorProps,
} from "../gathering-editor/index.js";
export {
  RestingPlaceEditor,
  type RestingPlaceDraft,
  type RestingPlaceEditorProps,
} from "../resting-place-editor/index.js";
