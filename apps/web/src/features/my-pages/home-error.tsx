import { showToast } from "@memorial/ui/provider";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { UnknownErrorView } from "../../core/state-views";
import { apiErrorMessage } from "../../texts/errors";

/** Listing the pages failed: the spec's toast, and the error view with a retry. */
export function HomeError(props: ErrorComponentProps) {
  const { error } = props;
  useEffect(() => {
    showToast("error", apiErrorMessage("listPages", error));
  }, [error]);
  return <UnknownErrorView {...props} />;
}
