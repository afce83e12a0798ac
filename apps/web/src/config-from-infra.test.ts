// The config.json that infra/ writes for a deployment from its stack's outputs passes this app's
// own validation unchanged.
import { webConfigFromOutputs } from "@memorial/infra/web-config";
import { parseConfig } from "./config";

describe("config.json of a deployment (infra/scripts/write-config.ts)", () => {
  it("is valid as the app reads it", () => {
    const written = webConfigFromOutputs({
      "MemorialUserPool-production": {
        UserPoolId: "eu-west-1_AbCdEf123",
        UserPoolClientId: "4tq1example2client3id",
        Region: "eu-west-1",
        HostedSignInDomain: "herinneringspagina.auth.eu-west-1.amazoncognito.com",
        WebOrigin: "https://www.herinneringspagina.example",
        ApiBaseUrl: "https://api.herinneringspagina.example",
      },
    });
    expect(parseConfig(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });
});
