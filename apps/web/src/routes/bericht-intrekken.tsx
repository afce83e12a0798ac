import { createFileRoute } from "@tanstack/react-router";
import { WithdrawScreen } from "../features/condolences";

/** The withdraw link of the writer's mails: /bericht-intrekken?code=…, no account needed. */
export const Route = createFileRoute("/bericht-intrekken")({
  validateSearch: (search: Record<string, unknown>): { code: string } => ({
    code: typeof search.code === "string" ? search.code.slice(0, 200) : "",
  }),
  component: function WithdrawRoute() {
    const { code } = Route.useSearch();
    return <WithdrawScreen code={code} />;
  },
});
