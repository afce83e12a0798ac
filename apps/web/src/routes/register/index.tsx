import { createFileRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../../core/guards";
import { validateRedirectSearch } from "../../core/search";
import { RegisterScreen } from "../../features/account/register-screen";

export const Route = createFileRoute("/register/")({
  validateSearch: validateRedirectSearch,
  beforeLoad: redirectSignedIn,
  component: RegisterScreen,
});
