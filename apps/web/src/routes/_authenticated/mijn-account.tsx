import { createFileRoute } from "@tanstack/react-router";
import { MyAccountScreen } from "../../features/account/my-account-screen";

/** 'Mijn account': the account holder's name and the way to a new password. */
export const Route = createFileRoute("/_authenticated/mijn-account")({
  component: MyAccountScreen,
});
