import { createFileRoute } from "@tanstack/react-router";
import { validateEmailSearch } from "../../core/search";
import { ConfirmSignUpScreen } from "../../features/account/confirm-sign-up-screen";

export const Route = createFileRoute("/register/confirm")({
  validateSearch: validateEmailSearch,
  component: function ConfirmSignUp() {
    const { email } = Route.useSearch();
    return <ConfirmSignUpScreen initialEmail={email ?? ""} />;
  },
});
