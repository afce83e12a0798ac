import { useRouteContext } from "@tanstack/react-router";
import { useAuthState, useUserKey } from "../../core/use-auth";
import { CondolenceRegister } from "./condolence-register";

export interface AppRegisterProps {
  profileId: string;
  personName: string;
  isBlocked: boolean;
  isManager: boolean;
  onManage?: (() => void) | undefined;
}

/** The register inside the app: the app's API client, query cache and signed-in user. */
export default function AppRegister(props: AppRegisterProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const user = useUserKey();
  const state = useAuthState();
  const email = state.status === "authenticated" ? (state.email ?? undefined) : undefined;
  return <CondolenceRegister api={api} user={user} signedInEmail={email} {...props} />;
}
