import { createFileRoute } from "@tanstack/react-router";
import { validateEmailSearch, type EmailSearch } from "../../core/search";
import { ResetPasswordScreen } from "../../features/account/reset-password-screen";

interface ResetPasswordSearch extends EmailSearch {
  /** Set when sign-in answered that the password must be reset. */
  required?: boolean;
}

export const Route = createFileRoute("/reset-password/")({
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => ({
    ...validateEmailSearch(search),
    ...(search.required === true ? { required: true } : {}),
  }),
  component: function ResetPassword() {
    const { email, required } = Route.useSearch();
    return <ResetPasswordScreen initialEmail={email ?? ""} required={required === true} />;
  },
});
