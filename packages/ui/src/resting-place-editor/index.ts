export {
  RestingPlaceEditor,
  restingPlaceErrorText,
  type RestingPlaceDraft,
  type RestingPlaceEditorProps,
} from "./resting-place-editor.js";
