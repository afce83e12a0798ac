// The CDK app: one user-pool stack for the deployment named by MEMORIAL_DEPLOYMENT (a path to a
// deployment file; deployments/example.json when unset). The stack names its region and no
// account, and looks nothing up, so `cdk synth` runs offline without credentials.
import { App } from "aws-cdk-lib";
import { EXAMPLE_DEPLOYMENT_FILE, loadDeployment } from "../src/deployment";
import { UserPoolStack } from "../src/user-pool-stack";

const file = process.env.MEMORIAL_DEPLOYMENT ?? EXAMPLE_DEPLOYMENT_FILE;
const deployment = loadDeployment(file);
const app = new App();
new UserPoolStack(app, deployment.stackName, {
  deployment,
  env: { region: deployment.region },
  description: `User pool of the memorial pages (${deployment.stackName})`,
});
app.synth();
