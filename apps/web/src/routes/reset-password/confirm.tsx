import { createFileRoute } from "@tanstack/react-router";
import { validateEmailSearch } from "../../core/search";
import { ConfirmResetPasswordScreen } from "../../features/account/confirm-reset-password-screen";

export const Route = createFileRoute("/reset-password/confirm")({
  validateSearch: validateEmailSearch,
  component: function ConfirmResetPassword() {
    const { email } = Route.useSearch();
    return <ConfirmResetPasswordScreen initialEmail={email ?? ""} />;
  },
});
