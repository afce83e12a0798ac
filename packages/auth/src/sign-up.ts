/**
 * Sign-up, the confirmation code and the automatic sign-in afterwards (spec section 5). Plain
 * user-pool calls of the package's own client.
 */
import type { CodeDeliveryDetails, SignInOutput, SignUpOutput } from "./auth-types";
import {
  checkNewPassword,
  deliveryDetails,
  required,
  requiredSecret,
  type AuthContext,
} from "./context";
import { AUTH_ERRORS, AuthError } from "./errors";
import { signIn } from "./sign-in";

/** Auto sign-in after sign-up waits at most this long (spec section 9). */
export const AUTO_SIGN_IN_WINDOW_MS = 180_000;

export class SignUpFlow {
  readonly #context: AuthContext;
  #autoSignIn: { username: string; password: string; expiresAt: number } | undefined;
  #autoSignInTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(context: AuthContext) {
    this.#context = context;
  }

  /** Forgets the password kept for the automatic sign-in. */
  clearAutoSignIn(): void {
    if (this.#autoSignInTimer !== undefined) clearTimeout(this.#autoSignInTimer);
    this.#autoSignInTimer = undefined;
    this.#autoSignIn = undefined;
  }

  #autoSignInFor(username: string): boolean {
    const pending = this.#autoSignIn;
    return (
      pending !== undefined &&
      pending.username === username &&
      pending.expiresAt > this.#context.env.now()
    );
  }

  async signUp(input: {
    username: string;
    password: string;
    repeatPassword?: string;
    autoSignIn?: boolean;
  }): Promise<SignUpOutput> {
    const { config, userPool, env } = this.#context;
    const username = required(input.username, AUTH_ERRORS.EmptySignUpUsername, "A username");
    const password = requiredSecret(input.password, AUTH_ERRORS.EmptySignUpPassword, "A password");
    checkNewPassword(config, password, input.repeatPassword);
    const answer = await userPool.call("SignUp", {
      ClientId: config.clientId,
      Username: username,
      Password: password,
      UserAttributes: [{ Name: "email", Value: username }],
    });
    this.clearAutoSignIn();
    if (input.autoSignIn === true) {
      // The password stays in memory only, and only for the 180 s window.
      this.#autoSignIn = { username, password, expiresAt: env.now() + AUTO_SIGN_IN_WINDOW_MS };
      this.#autoSignInTimer = setTimeout(() => {
        this.clearAutoSignIn();
      }, AUTO_SIGN_IN_WINDOW_MS);
    }
    const userId = typeof answer.UserSub === "string" ? answer.UserSub : undefined;
    const codeDeliveryDetails = deliveryDetails(answer.CodeDeliveryDetails);
    if (answer.UserConfirmed !== true) {
      return {
        isSignUpComplete: false,
        ...(userId === undefined ? {} : { userId }),
        nextStep: {
          signUpStep: "CONFIRM_SIGN_UP",
          ...(codeDeliveryDetails === undefined ? {} : { codeDeliveryDetails }),
        },
      };
    }
    return {
      isSignUpComplete: true,
      ...(userId === undefined ? {} : { userId }),
      nextStep: { signUpStep: input.autoSignIn === true ? "COMPLETE_AUTO_SIGN_IN" : "DONE" },
    };
  }

  async confirmSignUp(input: {
    username: string;
    confirmationCode: string;
  }): Promise<SignUpOutput> {
    const { config, userPool } = this.#context;
    const username = required(input.username, AUTH_ERRORS.EmptyConfirmSignUpUsername, "A username");
    const code = required(input.confirmationCode, AUTH_ERRORS.EmptyConfirmSignUpCode, "A code");
    await userPool.call("ConfirmSignUp", {
      ClientId: config.clientId,
      Username: username,
      ConfirmationCode: code,
      ForceAliasCreation: false,
    });
    return {
      isSignUpComplete: true,
      nextStep: { signUpStep: this.#autoSignInFor(username) ? "COMPLETE_AUTO_SIGN_IN" : "DONE" },
    };
  }

  async resendSignUpCode(input: { username: string }): Promise<CodeDeliveryDetails> {
    const { config, userPool } = this.#context;
    const username = required(input.username, AUTH_ERRORS.EmptyConfirmSignUpUsername, "A username");
    const data = await userPool.call("ResendConfirmationCode", {
      ClientId: config.clientId,
      Username: username,
    });
    return (
      deliveryDetails(data.CodeDeliveryDetails) ?? {
        destination: undefined,
        deliveryMedium: undefined,
        attributeName: undefined,
      }
    );
  }

  async autoSignIn(): Promise<SignInOutput> {
    const pending = this.#autoSignIn;
    if (pending === undefined || pending.expiresAt <= this.#context.env.now()) {
      this.clearAutoSignIn();
      throw new AuthError(
        AUTH_ERRORS.AutoSignInException,
        "Automatic sign-in is only possible within 180 seconds of signing up",
      );
    }
    this.clearAutoSignIn();
    return signIn(this.#context, { username: pending.username, password: pending.password });
  }
}
