import { createFileRoute } from "@tanstack/react-router";
import { HandoverLinkScreen } from "../features/access";

/**
 * The link of a hand-over request mail: /eigenaar-worden?code=…&antwoord=accepteren|weigeren,
 * no session needed. The screen asks before it answers.
 */
export const Route = createFileRoute("/eigenaar-worden")({
  validateSearch: (
    search: Record<string, unknown>,
  ): { code: string; antwoord?: "accepteren" | "weigeren" } => ({
    code: typeof search.code === "string" ? search.code.slice(0, 200) : "",
    ...(search.antwoord === "accepteren" || search.antwoord === "weigeren"
      ? { antwoord: search.antwoord }
      : {}),
  }),
  component: function HandoverLinkRoute() {
    const { code, antwoord } = Route.useSearch();
    return (
      <HandoverLinkScreen
        code={code}
        proposed={
          antwoord === undefined ? undefined : antwoord === "weigeren" ? "decline" : "accept"
        }
      />
    );
  },
});
