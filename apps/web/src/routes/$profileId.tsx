import { createFileRoute } from "@tanstack/react-router";
import { NotFoundView } from "../app/shell/state-views";

/** A memorial page: /{profileId}, one segment directly under the root (named routes win). */
export const Route = createFileRoute("/$profileId")({
  component: NotFoundView,
});
