/** The names of the user-pool stack's outputs, as `cdk deploy --outputs-file` writes them. */
export const OUTPUT_NAMES = {
  userPoolId: "UserPoolId",
  clientId: "UserPoolClientId",
  region: "Region",
  hostedDomain: "HostedSignInDomain",
  webOrigin: "WebOrigin",
  apiBaseUrl: "ApiBaseUrl",
} as const;

/** The output of the contract suite's app client, when the deployment has one. */
export const CONTRACT_TEST_CLIENT_OUTPUT = "ContractTestClientId";
