import { createFileRoute } from "@tanstack/react-router";
import { PrivacyStatement } from "../features/privacy/privacy-statement";

export const Route = createFileRoute("/privacy")({
  component: PrivacyStatement,
});
