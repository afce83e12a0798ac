// The operations of the user-pool JSON protocol (X-Amz-Target
// AWSCognitoIdentityProviderService.<Operation>), with Cognito's error names and messages. The
// operations live in three groups over one shared kit (user-pool-kit.ts): sign-in, accounts and
// the signed-in session.
import type { IdentityCore } from "./core.ts";
import type { Body } from "./params.ts";
import { createAccountOperations } from "./user-pool-accounts.ts";
import { createUserPoolKit } from "./user-pool-kit.ts";
import { createSessionOperations } from "./user-pool-session.ts";
import { createSignInOperations } from "./user-pool-sign-in.ts";

/** An operation answers a value or a promise of one; errors are IdentityErrors. */
type Operation = (body: Body) => unknown;

export function createUserPoolOperations(core: IdentityCore): Record<string, Operation> {
  const kit = createUserPoolKit(core);
  return {
    ...createSignInOperations(kit),
    ...createAccountOperations(kit),
    ...createSessionOperations(kit),
  };
}
