export { PageHeaderEditor, type PageHeaderEditorProps } from "./page-header-editor.js";
