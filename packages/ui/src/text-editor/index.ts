export {
  TextSectionEditor,
  textSectionExtensions,
  type BlockType,
  type TextSectionEditorProps,
} from "./text-section-editor.js";
