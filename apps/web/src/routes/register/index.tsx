import { createFileRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../../app/guards";
import { validateRedirectSearch } from "../../app/search";
import { RegisterScreen } from "../../features/account/register-screen";

export const Route = createFileRoute("/register/")({
  validateSearch: validateRedirectSearch,
  beforeLoad: redirectSignedIn,
  component: RegisterScreen,
});
