// Sign-in: InitiateAuth (SRP, password, refresh and device flows) and RespondToAuthChallenge.
import crypto from "node:crypto";
import { invalidParameter, notAuthorized } from "./errors.ts";
import { optionalMap, requiredEntry, requiredString, type Body } from "./params.ts";
import {
  claimSignature,
  createServerEphemeral,
  isValidClientA,
  parseSrpTimestamp,
  passwordAuthenticationKey,
} from "./srp.ts";
import { normalizeEmail, passwordMaterial } from "./users.ts";
import type { SrpChallengeData, UserPoolKit } from "./user-pool-kit.ts";

/** How far the client's TIMESTAMP may be from the service clock. */
const TIMESTAMP_TOLERANCE_SECONDS = 300;

export function createSignInOperations(kit: UserPoolKit) {
  const {
    core,
    users,
    settings,
    passwordMember,
    usernameMember,
    storePhantom,
    takePhantom,
    checkPolicy,
    checkNotLocked,
    attemptsExceeded,
    checkDevice,
    storeChallenge,
    takeChallenge,
    authenticationResult,
    completeSignIn,
    findForSignIn,
  } = kit;

  async function initiateAuth(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const flow = requiredString(body, "AuthFlow");
    const params = optionalMap(body, "AuthParameters");
    switch (flow) {
      case "USER_SRP_AUTH": {
        const login = usernameMember(requiredEntry(params, "USERNAME"));
        const user = findForSignIn(login);
        const A = requiredEntry(params, "SRP_A");
        if (!isValidClientA(A)) throw invalidParameter("Invalid SRP_A value.");
        if (user === undefined) {
          // No such account: a fake but consistent challenge (same salt and name every time),
          // computed like a real one, so the answer and its timing give nothing away.
          const phantom = core.phantomUser(login);
          const ephemeral = createServerEphemeral(phantom.verifier);
          const secretBlock = crypto.randomBytes(64).toString("base64");
          storePhantom(secretBlock, {
            A,
            b: ephemeral.b,
            B: ephemeral.B,
            secretBlock,
            deviceKey: null,
            username: phantom.username,
            verifier: phantom.verifier,
            expiresAt: core.nowSeconds() + settings.challengeSessionTtlSeconds,
          });
          return {
            ChallengeName: "PASSWORD_VERIFIER",
            ChallengeParameters: {
              SALT: phantom.salt,
              SECRET_BLOCK: secretBlock,
              SRP_B: ephemeral.B,
              USERNAME: phantom.username,
              USER_ID_FOR_SRP: phantom.username,
            },
          };
        }
        if (user.srp_verifier === null || user.srp_salt === null) throw notAuthorized();
        const ephemeral = createServerEphemeral(user.srp_verifier);
        const secretBlock = crypto.randomBytes(64).toString("base64");
        const data: SrpChallengeData = {
          A,
          b: ephemeral.b,
          B: ephemeral.B,
          secretBlock,
          deviceKey: params.DEVICE_KEY ?? null,
        };
        storeChallenge(secretBlock, user, "srp", data);
        return {
          ChallengeName: "PASSWORD_VERIFIER",
          ChallengeParameters: {
            SALT: user.srp_salt,
            SECRET_BLOCK: secretBlock,
            SRP_B: ephemeral.B,
            USERNAME: user.username,
            USER_ID_FOR_SRP: user.username,
          },
        };
      }
      case "USER_PASSWORD_AUTH": {
        const password = passwordMember(requiredEntry(params, "PASSWORD"), "password");
        const user = findForSignIn(usernameMember(requiredEntry(params, "USERNAME")));
        const outcome = await core.checkPasswordAttempt(user, password);
        if (outcome === "locked") throw attemptsExceeded();
        if (outcome === "wrong" || user === undefined) throw notAuthorized();
        checkDevice(user, params.DEVICE_KEY);
        return completeSignIn(user);
      }
      case "REFRESH_TOKEN_AUTH":
      case "REFRESH_TOKEN": {
        const tokens = await core.refresh(requiredEntry(params, "REFRESH_TOKEN"), false);
        return { ChallengeParameters: {}, AuthenticationResult: authenticationResult(tokens) };
      }
      case "CUSTOM_AUTH":
        throw invalidParameter("Custom auth lambda trigger is not configured for the user pool.");
      default:
        throw invalidParameter(`Initiate Auth method not supported: ${flow}.`);
    }
  }

  async function respondToAuthChallenge(body: Body) {
    core.checkClient(requiredString(body, "ClientId"));
    const challengeName = requiredString(body, "ChallengeName");
    const responses = optionalMap(body, "ChallengeResponses");
    if (challengeName === "PASSWORD_VERIFIER") {
      const username = requiredEntry(responses, "USERNAME");
      const secretBlock = requiredEntry(responses, "PASSWORD_CLAIM_SECRET_BLOCK");
      const signature = requiredEntry(responses, "PASSWORD_CLAIM_SIGNATURE");
      const timestamp = requiredEntry(responses, "TIMESTAMP");
      const phantom = takePhantom(secretBlock);
      if (phantom) {
        // The same work as for a real account, then the same answer as a wrong password.
        const key = passwordAuthenticationKey({
          aHex: phantom.A,
          bHex: phantom.b,
          BHex: phantom.B,
          verifierHex: phantom.verifier,
        });
        claimSignature({
          key,
          poolName: core.poolName,
          username: phantom.username,
          secretBlock: phantom.secretBlock,
          timestamp,
        });
        throw notAuthorized();
      }
      const challenge = takeChallenge(secretBlock, "srp");
      const user = users.bySub(challenge.user_sub);
      if (!user || (username !== user.username && normalizeEmail(username) !== user.email)) {
        throw notAuthorized();
      }
      checkNotLocked(user);
      const time = parseSrpTimestamp(timestamp);
      if (!time) throw invalidParameter("TIMESTAMP format is invalid.");
      if (Math.abs(time.getTime() / 1000 - core.nowSeconds()) > TIMESTAMP_TOLERANCE_SECONDS) {
        throw notAuthorized("Incorrect username or password. The TIMESTAMP is out of range.");
      }
      checkDevice(user, responses.DEVICE_KEY);
      const data = JSON.parse(challenge.data) as SrpChallengeData;
      if (user.srp_verifier === null) throw notAuthorized();
      const key = passwordAuthenticationKey({
        aHex: data.A,
        bHex: data.b,
        BHex: data.B,
        verifierHex: user.srp_verifier,
      });
      const expected = Buffer.from(
        claimSignature({
          key,
          poolName: core.poolName,
          username: user.username,
          secretBlock: data.secretBlock,
          timestamp,
        }),
        "base64",
      );
      const actual = Buffer.from(signature, "base64");
      if (!core.reserveAttempt(user)) throw attemptsExceeded();
      if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) {
        throw notAuthorized();
      }
      return completeSignIn(user);
    }
    if (challengeName === "NEW_PASSWORD_REQUIRED") {
      const session = requiredString(body, "Session");
      const newPassword = passwordMember(requiredEntry(responses, "NEW_PASSWORD"), "NEW_PASSWORD");
      checkPolicy(newPassword);
      const challenge = takeChallenge(session, "new_password");
      const user = users.bySub(challenge.user_sub);
      if (!user) throw notAuthorized();
      users.setPassword(
        user.sub,
        await passwordMaterial(core.poolName, user.username, newPassword),
        "CONFIRMED",
        core.nowSeconds(),
      );
      const updated = users.bySub(user.sub);
      if (!updated) throw notAuthorized();
      return completeSignIn(updated);
    }
    throw invalidParameter(
      `The local identity service does not support the challenge ${challengeName}.`,
    );
  }

  return {
    InitiateAuth: initiateAuth,
    RespondToAuthChallenge: respondToAuthChallenge,
  };
}
