export { SECTION_TYPES, type SectionType } from "./section-types.js";
export { SectionFrame, type SectionFrameProps } from "./section-frame.js";
export { SectionErrorBoundary, type SectionErrorBoundaryProps } from "./section-error-boundary.js";
export { Collapse, type CollapseProps } from "./collapse.js";
export { AddSectionPanel, type AddSectionPanelProps } from "./add-section-panel.js";
export { EditBar, EDIT_BAR_HEIGHT, type EditBarProps } from "./edit-bar.js";
