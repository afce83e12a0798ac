// Test support of @memorial/auth (`@memorial/auth/testing`), for this package's tests and for
// the backends' identity tests. Never imported by product code.
export {
  createCognitoWire,
  IDENTITY_POOL_TARGET,
  USER_POOL_TARGET,
  type CognitoWire,
  type CognitoWireOptions,
  type WireAnswer,
} from "./cognito-wire";
