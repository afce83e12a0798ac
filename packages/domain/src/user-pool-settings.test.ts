import { describe, expect, it } from "vitest";
import { PASSWORD_POLICY } from "./password";
import {
  codeMail,
  dutchDuration,
  htmlBody,
  invitationMail,
  plainTextBody,
} from "./user-pool-mails";
import { USER_POOL_SETTINGS, appClientUrls } from "./user-pool-settings";

describe("the user pool's settings", () => {
  it("reuse the domain's password policy", () => {
    expect(USER_POOL_SETTINGS.passwordPolicy).toBe(PASSWORD_POLICY);
  });

  it("allow the code flow with PKCE S256, the scopes openid and email and the account's own", () => {
    expect(USER_POOL_SETTINGS.appClient.flows).toEqual(["code"]);
    expect(USER_POOL_SETTINGS.appClient.pkceMethod).toBe("S256");
    expect([...USER_POOL_SETTINGS.appClient.scopes].sort()).toEqual([
      "aws.cognito.signin.user.admin",
      "email",
      "openid",
    ]);
    expect(USER_POOL_SETTINGS.appClient.generateSecret).toBe(false);
  });

  it("put the callback and logout paths on a web origin", () => {
    expect(appClientUrls("https://www.example.nl/")).toEqual({
      callbackUrl: "https://www.example.nl/login",
      logoutUrl: "https://www.example.nl/logout",
    });
  });
});

describe("the pool's mails", () => {
  it("say how long a code stays valid, in Dutch", () => {
    expect(dutchDuration(24 * 3600)).toBe("24 uur");
    expect(dutchDuration(3600)).toBe("1 uur");
    expect(dutchDuration(60)).toBe("1 minuut");
    expect(dutchDuration(300)).toBe("5 minuten");
    expect(dutchDuration(45)).toBe("45 seconden");
    expect(plainTextBody(codeMail("reset", "123456"))).toContain(
      "Vul deze code in op de pagina 'Nieuw wachtwoord instellen'. De code is 1 uur geldig.",
    );
  });

  it("name no validity in the one template for sign-up and reset codes", () => {
    const mail = codeMail("signup", "{####}", null);
    expect(mail.lines).toContain("Vul deze code in op de pagina 'Verifieer registratie'.");
    expect(htmlBody(mail)).toContain("Uw activeringscode is: {####}<br>\n");
  });

  it("invite with the user name and a temporary password", () => {
    const mail = invitationMail("{username}", "{####}");
    expect(mail.subject).toBe("Uw account voor Herinneringspagina");
    expect(plainTextBody(mail)).toContain(
      "Uw gebruikersnaam is {username} en uw tijdelijke wachtwoord is: {####}",
    );
  });
});
