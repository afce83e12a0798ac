import { createFileRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../core/guards";
import { validateRedirectSearch } from "../core/search";
import { LoginScreen } from "../features/account/login-screen";

export const Route = createFileRoute("/login")({
  validateSearch: validateRedirectSearch,
  beforeLoad: redirectSignedIn,
  component: function Login() {
    const { signInNotice } = Route.useRouteContext();
    return <LoginScreen initialNotice={signInNotice?.message} />;
  },
});
