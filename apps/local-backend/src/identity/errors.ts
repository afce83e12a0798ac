// Errors of the user-pool and identity-pool JSON protocol: a Cognito error name ("__type") and
// message, answered with HTTP 400 like the real service.
export class IdentityError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const invalidParameter = (message: string) =>
  new IdentityError("InvalidParameterException", message);

export const notAuthorized = (message = "Incorrect username or password.") =>
  new IdentityError("NotAuthorizedException", message);
