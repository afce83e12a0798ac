// The synthesized template, property by property, against the one home of the pool's settings
// (@memorial/domain) and the deployment's configuration. Runs offline, without an AWS account.
import {
  PASSWORD_POLICY,
  USER_POOL_SETTINGS,
  codeMail,
  htmlBody,
  invitationMail,
} from "@memorial/domain";
import { App } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_DEPLOYMENT_FILE, loadDeployment, type Deployment } from "./deployment";
import { CONTRACT_TEST_CLIENT_OUTPUT, OUTPUT_NAMES, UserPoolStack } from "./user-pool-stack";

const deployment: Deployment = {
  ...loadDeployment(EXAMPLE_DEPLOYMENT_FILE),
  region: "eu-west-1",
  webOrigins: ["https://www.herinneringspagina.example", "https://herinneringspagina.example"],
};

let template: Template;
beforeAll(() => {
  const app = new App();
  const stack = new UserPoolStack(app, deployment.stackName, {
    deployment,
    env: { region: deployment.region },
  });
  template = Template.fromStack(stack);
});

const only = (type: string): Record<string, unknown> => {
  const resources = Object.values(template.findResources(type));
  expect(resources, type).toHaveLength(1);
  return (resources[0] as { Properties: Record<string, unknown> }).Properties;
};

describe("the user pool", () => {
  it("has the domain's password policy", () => {
    expect(only("AWS::Cognito::UserPool").Policies).toEqual({
      PasswordPolicy: {
        MinimumLength: PASSWORD_POLICY.minLength,
        RequireLowercase: PASSWORD_POLICY.requireLowercase,
        RequireUppercase: PASSWORD_POLICY.requireUppercase,
        RequireNumbers: PASSWORD_POLICY.requireNumbers,
        RequireSymbols: PASSWORD_POLICY.requireSymbols,
      },
    });
  });

  it("signs in by e-mail, case-insensitively, and verifies e-mail with a code", () => {
    const pool = only("AWS::Cognito::UserPool");
    expect(pool.UsernameAttributes).toEqual([USER_POOL_SETTINGS.signIn.attribute]);
    expect(pool.UsernameConfiguration).toEqual({
      CaseSensitive: USER_POOL_SETTINGS.signIn.caseSensitive,
    });
    expect(pool.AutoVerifiedAttributes).toEqual(["email"]);
    expect(pool.VerificationMessageTemplate).toMatchObject({
      DefaultEmailOption: "CONFIRM_WITH_CODE",
    });
  });

  it("recovers accounts by e-mail only and cannot be deleted by accident", () => {
    template.hasResource("AWS::Cognito::UserPool", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: Match.objectLike({
        DeletionProtection: "ACTIVE",
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: "verified_email", Priority: 1 }] },
      }),
    });
  });

  it("sends the Dutch code and invitation mails of the local mailbox, with Cognito's placeholders", () => {
    const pool = only("AWS::Cognito::UserPool");
    const verification = codeMail("signup", "{####}", null);
    const invitation = invitationMail("{username}", "{####}");
    expect(pool.VerificationMessageTemplate).toMatchObject({
      EmailSubject: verification.subject,
      EmailMessage: htmlBody(verification),
    });
    expect(htmlBody(verification)).toContain("Uw activeringscode is: {####}");
    expect(pool.AdminCreateUserConfig).toMatchObject({
      InviteMessageTemplate: {
        EmailSubject: invitation.subject,
        EmailMessage: htmlBody(invitation),
      },
    });
  });
});

describe("the app client", () => {
  it("has no secret", () => {
    const client = only("AWS::Cognito::UserPoolClient");
    expect(client.GenerateSecret).toBe(false);
  });

  it("allows the authorization code grant only, with the domain's scopes", () => {
    const client = only("AWS::Cognito::UserPoolClient");
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect(client.AllowedOAuthFlows).toEqual([...USER_POOL_SETTINGS.appClient.flows]);
    expect([...(client.AllowedOAuthScopes as string[])].sort()).toEqual(
      [...USER_POOL_SETTINGS.appClient.scopes].sort(),
    );
    expect(client.ExplicitAuthFlows).toEqual(["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]);
  });

  it("returns only to the deployment's origins, at the domain's callback and logout paths", () => {
    const client = only("AWS::Cognito::UserPoolClient");
    const { callbackPath, logoutPath } = USER_POOL_SETTINGS.appClient;
    expect(client.CallbackURLs).toEqual(deployment.webOrigins.map((o) => `${o}${callbackPath}`));
    expect(client.LogoutURLs).toEqual(deployment.webOrigins.map((o) => `${o}${logoutPath}`));
  });

  it("has the domain's token lifetimes and hides whether a user exists", () => {
    const client = only("AWS::Cognito::UserPoolClient");
    const tokens = USER_POOL_SETTINGS.tokenValiditySeconds;
    expect(client.TokenValidityUnits).toEqual({
      AccessToken: "minutes",
      IdToken: "minutes",
      RefreshToken: "minutes",
    });
    expect(client.AccessTokenValidity).toBe(tokens.access / 60);
    expect(client.IdTokenValidity).toBe(tokens.id / 60);
    expect(client.RefreshTokenValidity).toBe(tokens.refresh / 60);
    expect(client.AuthSessionValidity).toBe(USER_POOL_SETTINGS.challengeSessionSeconds / 60);
    expect(client.PreventUserExistenceErrors).toBe("ENABLED");
    expect(client.EnableTokenRevocation).toBe(true);
  });

  it("offers the pool's own accounts and the domain's identity providers", () => {
    const client = only("AWS::Cognito::UserPoolClient");
    expect(client.SupportedIdentityProviders).toEqual([
      "COGNITO",
      ...USER_POOL_SETTINGS.identityProviders,
    ]);
  });
});

describe("the Google provider", () => {
  it("takes its client secret from Secrets Manager by name, never from the repository", () => {
    const provider = only("AWS::Cognito::UserPoolIdentityProvider");
    expect(provider.ProviderName).toBe("Google");
    expect(provider.ProviderType).toBe("Google");
    const details = provider.ProviderDetails as Record<string, unknown>;
    expect(details.client_id).toBe(deployment.google.clientId);
    expect(details.client_secret).toBe(
      `{{resolve:secretsmanager:${deployment.google.clientSecretName}:SecretString:::}}`,
    );
    expect(details.authorize_scopes).toBe(USER_POOL_SETTINGS.googleScopes.join(" "));
    expect(provider.AttributeMapping).toEqual(USER_POOL_SETTINGS.googleAttributes);
  });

  it("exists before the app client that names it", () => {
    const [providerId] = Object.keys(
      template.findResources("AWS::Cognito::UserPoolIdentityProvider"),
    );
    template.hasResource("AWS::Cognito::UserPoolClient", {
      DependsOn: Match.arrayWith([providerId]),
    });
  });
});

describe("the stack", () => {
  it("is in the deployment's EU region, with a hosted sign-in domain", () => {
    template.hasOutput(OUTPUT_NAMES.region, { Value: "eu-west-1" });
    expect(only("AWS::Cognito::UserPoolDomain").Domain).toBe(deployment.hostedDomainPrefix);
    template.hasOutput(OUTPUT_NAMES.hostedDomain, {
      Value: {
        "Fn::Join": ["", [Match.anyValue(), ".auth.eu-west-1.amazoncognito.com"]],
      },
    });
  });

  it("has no password-flow client unless the deployment asks for the contract suite's", () => {
    template.resourceCountIs("AWS::Cognito::UserPoolClient", 1);
    const app = new App();
    const withSuite = Template.fromStack(
      new UserPoolStack(app, "WithContractClient", {
        deployment: { ...deployment, contractTestClient: true },
        env: { region: deployment.region },
      }),
    );
    withSuite.resourceCountIs("AWS::Cognito::UserPoolClient", 2);
    withSuite.hasResourceProperties("AWS::Cognito::UserPoolClient", {
      ClientName: "contract-tests",
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(["ALLOW_USER_PASSWORD_AUTH"]),
      AllowedOAuthFlowsUserPoolClient: false,
    });
    withSuite.hasOutput(CONTRACT_TEST_CLIENT_OUTPUT, {});
  });

  it("outputs what the web app's config.json needs", () => {
    expect(Object.keys(template.findOutputs("*")).sort()).toEqual(
      Object.values(OUTPUT_NAMES).sort(),
    );
    template.hasOutput(OUTPUT_NAMES.webOrigin, { Value: deployment.webOrigins[0] });
    template.hasOutput(OUTPUT_NAMES.apiBaseUrl, { Value: deployment.apiBaseUrl });
  });
});
