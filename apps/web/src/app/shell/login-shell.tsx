import { FormAlert } from "../../features/account/form-parts";
import { LoginFormView } from "../../features/account/login-form";
import { GoogleButton } from "../../features/account/login-screen";
import { accountTexts } from "../../texts/account";
import { Box } from "../../ui/layout";
import { LOGIN_SHELL } from "../../core/login-handoff";
import { HeaderNav, SignedOutLinks } from "../../core/root-layout";
import { NoScriptNotice, ShellFrame } from "../../core/shell-frame";

const t = accountTexts.login;
const ignore = () => undefined;

/**
 * The login screen as the first paint of `/login`'s own document (`dist/login.html`, drawn by
 * `scripts/write-app-shell.ts` with the app's components): usable before the app's code has
 * arrived, which `src/login-island.ts` fetches on the first touch. The app's screen takes over
 * with what was typed (`login-handoff.ts`). Without JavaScript it says what is needed instead.
 */
export function LoginShell() {
  return (
    <ShellFrame
      link={(to, text) => <a href={to}>{text}</a>}
      navigation={
        <HeaderNav>
          <SignedOutLinks
            link={(to, text) => (
              <a href={to} aria-current={to === "/login" ? "page" : undefined}>
                {text}
              </a>
            )}
          />
        </HeaderNav>
      }
    >
      <Box {...{ [LOGIN_SHELL.container]: "", [LOGIN_SHELL.busyText]: t.busy }}>
        <LoginFormView
          link={(to, text) => <a href={to}>{text}</a>}
          email=""
          password=""
          onEmailChange={ignore}
          onPasswordChange={ignore}
          errors={{}}
          formError={undefined}
          busy={false}
          onSubmit={ignore}
          notice={
            <Box hidden {...{ [LOGIN_SHELL.loadError]: "" }}>
              <FormAlert status="error">{t.loadError}</FormAlert>
            </Box>
          }
          google={<GoogleButton busy={false} error={undefined} onClick={ignore} />}
        />
      </Box>
      <NoScriptNotice hides={LOGIN_SHELL.container} />
    </ShellFrame>
  );
}
