import { lazy } from "react";
import type { AppRegisterProps } from "./app-register";
import { WhenNear } from "./when-near";

const AppRegister = lazy(() => import("./app-register"));

/** The register on the memorial page in the app, loaded when it is scrolled near. */
export function PageRegister(props: AppRegisterProps) {
  return (
    <WhenNear>
      <AppRegister {...props} />
    </WhenNear>
  );
}
