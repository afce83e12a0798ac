import { createFileRoute } from "@tanstack/react-router";
import { ConfirmFollowScreen } from "../features/followers";

/** The confirmation link of 'Op de hoogte blijven': /volgen?code=…, no account needed. */
export const Route = createFileRoute("/volgen")({
  validateSearch: (search: Record<string, unknown>): { code: string } => ({
    code: typeof search.code === "string" ? search.code.slice(0, 200) : "",
  }),
  component: function ConfirmFollowRoute() {
    const { code } = Route.useSearch();
    return <ConfirmFollowScreen code={code} />;
  },
});
