import { createFileRoute } from "@tanstack/react-router";
import { AccessibilityStatement } from "../features/accessibility/accessibility-statement";

export const Route = createFileRoute("/toegankelijkheid")({
  component: AccessibilityStatement,
});
