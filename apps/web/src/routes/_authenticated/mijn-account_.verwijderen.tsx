import { createFileRoute } from "@tanstack/react-router";
import { DeleteAccountScreen } from "../../features/account/delete-account-screen";

/** 'Account verwijderen': what happens to each page, the password again, then the deletion. */
export const Route = createFileRoute("/_authenticated/mijn-account_/verwijderen")({
  component: DeleteAccountScreen,
});
