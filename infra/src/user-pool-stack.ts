// The production user pool, declared from the settings in @memorial/domain (the same module the
// local identity service reads) and one deployment's configuration (./deployment.ts).
import { USER_POOL_SETTINGS, codeMail, htmlBody, invitationMail } from "@memorial/domain";
import {
  CfnOutput,
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
} from "aws-cdk-lib";
import * as cognito from "aws-cdk-lib/aws-cognito";
import type { Construct } from "constructs";
import type { Deployment } from "./deployment";
import { CONTRACT_TEST_CLIENT_OUTPUT, OUTPUT_NAMES } from "./user-pool-stack-outputs";

export { CONTRACT_TEST_CLIENT_OUTPUT, OUTPUT_NAMES };

/** Cognito's placeholders in its message templates. */
const CODE_PLACEHOLDER = "{####}";
const USERNAME_PLACEHOLDER = "{username}";

const OAUTH_SCOPES: Record<
  (typeof USER_POOL_SETTINGS.appClient.scopes)[number],
  cognito.OAuthScope
> = {
  openid: cognito.OAuthScope.OPENID,
  email: cognito.OAuthScope.EMAIL,
  "aws.cognito.signin.user.admin": cognito.OAuthScope.COGNITO_ADMIN,
};

const EMAIL_STYLES = { code: cognito.VerificationEmailStyle.CODE } as const;
const RECOVERY = { email: cognito.AccountRecovery.EMAIL_ONLY } as const;

const PROVIDERS = {
  Google: cognito.UserPoolClientIdentityProvider.GOOGLE,
} as const satisfies Record<
  (typeof USER_POOL_SETTINGS.identityProviders)[number],
  cognito.UserPoolClientIdentityProvider
>;

export interface UserPoolStackProps extends StackProps {
  deployment: Deployment;
}

export class UserPoolStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: UserPoolStackProps) {
    super(scope, id, props);
    const { deployment } = props;
    const settings = USER_POOL_SETTINGS;
    const policy = settings.passwordPolicy;
    // Cognito sends the verification template for sign-up codes and for password-reset codes,
    // which stay valid for different times: the template names no validity.
    const verification = codeMail("signup", CODE_PLACEHOLDER, null);
    const invitation = invitationMail(USERNAME_PLACEHOLDER, CODE_PLACEHOLDER);

    this.userPool = new cognito.UserPool(this, "UserPool", {
      userPoolName: deployment.userPoolName,
      selfSignUpEnabled: true,
      signInAliases: { [settings.signIn.attribute]: true },
      signInCaseSensitive: settings.signIn.caseSensitive,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: policy.minLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireNumbers,
        requireSymbols: policy.requireSymbols,
      },
      userVerification: {
        emailStyle: EMAIL_STYLES[settings.verification],
        emailSubject: verification.subject,
        emailBody: htmlBody(verification),
      },
      userInvitation: {
        emailSubject: invitation.subject,
        emailBody: htmlBody(invitation),
      },
      accountRecovery: RECOVERY[settings.accountRecovery],
      mfa: cognito.Mfa.OFF,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const google = new cognito.UserPoolIdentityProviderGoogle(this, "Google", {
      userPool: this.userPool,
      clientId: deployment.google.clientId,
      clientSecretValue: SecretValue.secretsManager(deployment.google.clientSecretName),
      scopes: [...settings.googleScopes],
      attributeMapping: {
        email: cognito.ProviderAttribute.other(settings.googleAttributes.email),
        emailVerified: cognito.ProviderAttribute.other(settings.googleAttributes.email_verified),
      },
    });

    const client = settings.appClient;
    const tokens = settings.tokenValiditySeconds;
    this.client = this.userPool.addClient("WebClient", {
      userPoolClientName: "web",
      generateSecret: client.generateSecret,
      authFlows: {
        userSrp: client.authFlows.userSrp,
        userPassword: client.authFlows.userPassword,
        adminUserPassword: false,
        custom: false,
      },
      oAuth: {
        flows: {
          authorizationCodeGrant: client.flows.includes("code"),
          implicitCodeGrant: false,
          clientCredentials: false,
        },
        scopes: client.scopes.map((scope) => OAUTH_SCOPES[scope]),
        callbackUrls: deployment.webOrigins.map((origin) => `${origin}${client.callbackPath}`),
        logoutUrls: deployment.webOrigins.map((origin) => `${origin}${client.logoutPath}`),
      },
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        ...settings.identityProviders.map((name) => PROVIDERS[name]),
      ],
      preventUserExistenceErrors: settings.preventUserExistenceErrors,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.seconds(tokens.access),
      idTokenValidity: Duration.seconds(tokens.id),
      refreshTokenValidity: Duration.seconds(tokens.refresh),
      authSessionValidity: Duration.seconds(settings.challengeSessionSeconds),
    });
    this.client.node.addDependency(google);

    if (deployment.contractTestClient) {
      // The contract suite signs its five accounts in with a password; no hosted sign-in.
      const contractClient = this.userPool.addClient("ContractTestClient", {
        userPoolClientName: "contract-tests",
        generateSecret: false,
        authFlows: { userPassword: true, userSrp: true },
        disableOAuth: true,
        preventUserExistenceErrors: settings.preventUserExistenceErrors,
        enableTokenRevocation: true,
        accessTokenValidity: Duration.seconds(tokens.access),
        idTokenValidity: Duration.seconds(tokens.id),
        refreshTokenValidity: Duration.seconds(tokens.refresh),
      });
      new CfnOutput(this, CONTRACT_TEST_CLIENT_OUTPUT, { value: contractClient.userPoolClientId });
    }

    const domain = this.userPool.addDomain("HostedSignIn", {
      cognitoDomain: { domainPrefix: deployment.hostedDomainPrefix },
    });

    const outputs: Record<keyof typeof OUTPUT_NAMES, string> = {
      userPoolId: this.userPool.userPoolId,
      clientId: this.client.userPoolClientId,
      region: this.region,
      hostedDomain: `${domain.domainName}.auth.${this.region}.amazoncognito.com`,
      webOrigin: deployment.webOrigins[0],
      apiBaseUrl: deployment.apiBaseUrl,
    };
    for (const [key, name] of Object.entries(OUTPUT_NAMES)) {
      new CfnOutput(this, name, { value: outputs[key as keyof typeof OUTPUT_NAMES] });
    }
  }
}
