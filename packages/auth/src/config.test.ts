import { describe, expect, it } from "vitest";
import { PASSWORD_POLICY } from "@memorial/domain";
import { AuthConfigError, resolveAuthConfig } from "./config";

describe("resolveAuthConfig", () => {
  it("accepts a bare hosted domain and full redirect addresses", () => {
    const config = resolveAuthConfig(
      {
        userPoolId: "eu-central-1_abc",
        clientId: "c",
        hostedDomain: "memorial.auth.eu-central-1.amazoncognito.com",
        redirectSignIn: "https://app.example/login",
      },
      "https://ignored.example",
    );
    expect(config.hostedDomain).toBe("https://memorial.auth.eu-central-1.amazoncognito.com");
    expect(config.redirectSignIn).toBe("https://app.example/login");
    expect(config.redirectSignOut).toBe("https://ignored.example/logout");
    expect(config.endpoint).toBe("https://cognito-idp.eu-central-1.amazonaws.com/");
    expect(config.passwordPolicy).toEqual(PASSWORD_POLICY);
  });

  it("points the identity pool at the local endpoint too", () => {
    const config = resolveAuthConfig(
      {
        userPoolId: "eu-central-1_local",
        clientId: "c",
        endpoint: "http://localhost:4001",
        hostedDomain: "http://localhost:4001",
      },
      "http://localhost:5173",
    );
    expect(config.identityPoolEndpoint).toBe("http://localhost:4001/");
    expect(config.hostedDomain).toBe("http://localhost:4001");
  });

  it("fails fast with every problem", () => {
    let error: unknown;
    try {
      resolveAuthConfig(
        {
          userPoolId: "not valid",
          clientId: "",
          endpoint: "ftp://x",
          passwordPolicy: { minLength: 2 },
        },
        "https://app.example",
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AuthConfigError);
    expect((error as AuthConfigError).problems).toEqual([
      "clientId is missing",
      "userPoolId is not valid: not valid",
      "endpoint must be an http(s) URL",
      "passwordPolicy.minLength must be a whole number from 6 to 99, got 2",
    ]);
  });
});
