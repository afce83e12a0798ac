/**
 * Sign-in with e-mail and password; a challenge is left as a pending sign-in (spec section 4).
 *
 * USER_SRP_AUTH (the default) is amazon-cognito-identity-js's SRP exchange. The library makes
 * each request once, with the global fetch; here every exchange is one attempt under the time
 * limit and the package's one retry policy retries the whole exchange (a fresh SRP A each time).
 * USER_PASSWORD_AUTH is one plain call of the package's own client (no maths to borrow).
 */
import type { SignInOutput } from "./auth-types";
import type { SignInOutcome } from "./cognito-library";
import { required, requiredSecret, type AuthContext } from "./context";
import { authenticationResultTokens } from "./result-tokens";
import { AUTH_ERRORS, AuthError, toAuthError } from "./errors";
import { stringRecord } from "./identity-client";
import { withRetry } from "./retry";
import { signInStepForChallenge, signInStepForError } from "./steps";

function srpSignIn(
  context: AuthContext,
  username: string,
  password: string,
): Promise<SignInOutcome> {
  return withRetry(
    () =>
      context.library.signInWithSrp(username, password, {
        timeoutMs: context.config.requestTimeoutMs,
      }),
    context.retry,
  );
}

async function passwordSignIn(
  context: AuthContext,
  username: string,
  password: string,
): Promise<SignInOutcome> {
  const answer = await context.userPool.call("InitiateAuth", {
    AuthFlow: "USER_PASSWORD_AUTH",
    ClientId: context.config.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  if (typeof answer.ChallengeName === "string") {
    return {
      kind: "challenge",
      challengeName: answer.ChallengeName,
      parameters: stringRecord(answer.ChallengeParameters),
      session: typeof answer.Session === "string" ? answer.Session : undefined,
    };
  }
  await context.library.storeSession(username, authenticationResultTokens(answer, "InitiateAuth"));
  return { kind: "signedIn" };
}

export async function signIn(
  context: AuthContext,
  input: { username: string; password: string },
): Promise<SignInOutput> {
  const { config, pending, session } = context;
  const username = required(input.username, AUTH_ERRORS.EmptySignInUsername, "A username");
  const password = requiredSecret(input.password, AUTH_ERRORS.EmptySignInPassword, "A password");
  session.assertSignedOut();
  pending.clear();
  let outcome: SignInOutcome;
  try {
    outcome =
      config.authFlow === "USER_SRP_AUTH"
        ? await srpSignIn(context, username, password)
        : await passwordSignIn(context, username, password);
  } catch (error) {
    const authError = toAuthError(error);
    const step = signInStepForError(authError.name);
    if (step !== undefined) return { isSignedIn: false, nextStep: { signInStep: step } };
    throw authError;
  }
  if (outcome.kind === "challenge") {
    const step = signInStepForChallenge(outcome.challengeName, outcome.parameters);
    if (step === undefined) {
      throw new AuthError(
        AUTH_ERRORS.UnknownError,
        `The identity provider asked for an unsupported challenge: ${outcome.challengeName}`,
      );
    }
    pending.save({ username, challengeName: outcome.challengeName, session: outcome.session });
    return {
      isSignedIn: false,
      nextStep: { signInStep: step, challengeParameters: outcome.parameters },
    };
  }
  session.started(false);
  return { isSignedIn: true, nextStep: { signInStep: "DONE" } };
}
