import { createFileRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../core/guards";
import { validateEmailSearch, validateRedirectSearch } from "../core/search";
import { LoginScreen } from "../features/account/login-screen";

export const Route = createFileRoute("/login")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...validateRedirectSearch(search),
    ...validateEmailSearch(search),
  }),
  beforeLoad: redirectSignedIn,
  component: function Login() {
    const { signInNotice } = Route.useRouteContext();
    const { email } = Route.useSearch();
    return <LoginScreen initialNotice={signInNotice?.message} initialEmail={email} />;
  },
});
