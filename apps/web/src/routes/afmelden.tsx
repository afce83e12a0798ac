import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribeScreen } from "../features/followers";

/** The unsubscribe link of every follower mail: /afmelden?code=…, no account needed. */
export const Route = createFileRoute("/afmelden")({
  validateSearch: (search: Record<string, unknown>): { code: string } => ({
    code: typeof search.code === "string" ? search.code.slice(0, 200) : "",
  }),
  component: function UnsubscribeRoute() {
    const { code } = Route.useSearch();
    return <UnsubscribeScreen code={code} />;
  },
});
