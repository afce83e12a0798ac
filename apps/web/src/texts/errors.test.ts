import { ApiError, ExportError, FileCheckError, type ApiErrorCode } from "@memorial/api-client";
import { AuthError } from "@memorial/auth";
import {
  apiErrorMessage,
  authErrorMessage,
  condolenceErrorMessage,
  errorTexts,
  exportErrorMessage,
  exportErrorTexts,
  fileCheckMessage,
} from "./errors";

const auth = (name: string) => new AuthError(name, "provider text");

describe("authErrorMessage", () => {
  it("gives unknown user and wrong password the same sign-in message (docs/security.md item 8)", () => {
    const wrongPassword = authErrorMessage("signIn", auth("NotAuthorizedException"));
    expect(wrongPassword).toBe("Geen gebruiker gevonden voor e-mailadres + wachtwoordcombinatie");
    expect(authErrorMessage("signIn", auth("UserNotFoundException"))).toBe(wrongPassword);
  });

  it.each(["LimitExceededException", "TooManyRequestsException", "TooManyFailedAttemptsException"])(
    "says 'probeer het later opnieuw' for %s on every screen",
    (name) => {
      for (const situation of [
        "signIn",
        "signUp",
        "confirmResetPassword",
        "changePassword",
      ] as const) {
        expect(authErrorMessage(situation, auth(name))).toMatch(/Probeer het later opnieuw\.$/);
      }
    },
  );

  it("maps the register, reset and change-password errors of spec sections 5 and 8", () => {
    expect(authErrorMessage("signUp", auth("UsernameExistsException"))).toBe(
      "Gebruiker met opgegeven e-mailadres bestaat al",
    );
    expect(authErrorMessage("signUp", auth("InvalidPasswordException"))).toBe(
      "Wachtwoord voldoet niet aan alle eisen",
    );
    expect(authErrorMessage("signUp", auth("InternalErrorException"))).toBe(
      "Onbekende fout opgetreden",
    );
    expect(authErrorMessage("confirmResetPassword", auth("CodeMismatchException"))).toBe(
      "Bevestigingscode is ongeldig/verlopen",
    );
    expect(authErrorMessage("confirmResetPassword", auth("ExpiredCodeException"))).toBe(
      "Bevestigingscode is ongeldig/verlopen",
    );
    expect(authErrorMessage("changePassword", auth("NotAuthorizedException"))).toBe(
      "Oud wachtwoord is onjuist",
    );
    expect(authErrorMessage("changePassword", auth("EmptyUpdatePassword"))).toBe(
      "Oud wachtwoord is vereist",
    );
    expect(authErrorMessage("signIn", auth("EmptySignInUsername"))).toBe(
      "Geen e-mailadres opgegeven",
    );
    expect(authErrorMessage("signIn", auth("EmptySignInPassword"))).toBe(
      "Geen wachtwoord opgegeven",
    );
    expect(authErrorMessage("confirmResetPassword", auth("PasswordsDoNotMatch"))).toBe(
      "Opgegeven wachtwoorden komen niet overeen",
    );
  });

  it("gives a Dutch message for a refused hosted sign-in state", () => {
    expect(authErrorMessage("hostedSignIn", auth("StateValidationFailedException"))).toBe(
      errorTexts.hostedSignInState,
    );
  });

  it("never shows a foreign error's own text", () => {
    expect(authErrorMessage("signIn", new Error("Incorrect username or password."))).toBe(
      "Onbekende fout opgetreden",
    );
  });
});

describe("apiErrorMessage", () => {
  const failure = (status: number) =>
    new ApiError({ status, code: "internal_error", message: "x" });

  it("maps each API situation of spec section 8", () => {
    expect(apiErrorMessage("listPages", failure(500))).toBe(
      "Er is een fout opgetreden bij het ophalen van de herinneringspagina's. Probeer het later opnieuw.",
    );
    expect(apiErrorMessage("createPage", failure(500))).toBe(
      "Er is een fout opgetreden bij het creëren van een nieuwe herinneringspagina. Probeer het later opnieuw.",
    );
    expect(apiErrorMessage("saveProfile", failure(400))).toBe(
      "Er is een fout opgetreden bij het opslaan van het profiel",
    );
    expect(apiErrorMessage("payment", failure(502))).toBe(
      "Er is een fout opgetreden bij het initiëren van de betaling",
    );
  });

  it("answers a 429 with 'probeer het later opnieuw'", () => {
    expect(apiErrorMessage("saveProfile", failure(429))).toBe(errorTexts.rateLimited);
  });
});

describe("condolenceErrorMessage", () => {
  const api = (status: number, code: ApiErrorCode) =>
    new ApiError({ status, code, message: "server text" });

  it("says in Dutch to wait on a 429 and that the text is kept", () => {
    const message = condolenceErrorMessage(api(429, "rate_limited"));
    expect(message).toMatch(/^U heeft zojuist al iets geplaatst\./);
    expect(message).toMatch(/Uw tekst is bewaard\.$/);
  });

  it("names a closed register, a blocked page, bad input and a lost connection", () => {
    expect(condolenceErrorMessage(api(409, "condolences_closed"))).toBe(
      errorTexts.condolencesClosed,
    );
    expect(condolenceErrorMessage(api(409, "profile_blocked"))).toBe(
      "Deze pagina neemt op dit moment geen nieuwe berichten of kaarsjes aan.",
    );
    expect(condolenceErrorMessage(api(400, "invalid_request"))).toBe(errorTexts.condolenceInvalid);
    expect(condolenceErrorMessage(api(0, "network_error"))).toBe(errorTexts.condolenceNetwork);
  });

  it("never shows the server's own text", () => {
    expect(condolenceErrorMessage(api(500, "internal_error"))).toBe(errorTexts.condolenceFailed);
    expect(condolenceErrorMessage(new Error("boom"))).toBe(errorTexts.condolenceFailed);
  });
});

describe("exportErrorMessage", () => {
  const api = (status: number, code: ApiErrorCode) =>
    new ApiError({ status, code, message: "developer text" });

  it("tells a viewer that only managers download, and says nothing was lost otherwise", () => {
    expect(exportErrorMessage(api(403, "forbidden"))).toBe(exportErrorTexts.forbidden);
    expect(exportErrorMessage(api(404, "not_found"))).toBe(exportErrorTexts.notFound);
    expect(exportErrorMessage(api(500, "internal_error"))).toBe(exportErrorTexts.failed);
    expect(exportErrorMessage(api(429, "rate_limited"))).toBe(errorTexts.rateLimited);
    expect(exportErrorMessage(new ExportError("failed"))).toBe(exportErrorTexts.failed);
    expect(exportErrorMessage(new ExportError("timeout"))).toBe(exportErrorTexts.timeout);
    expect(exportErrorTexts.failed).toContain("niets verloren");
  });
});

describe("fileCheckMessage", () => {
  it.each([
    [{ reason: "none", uploadType: "carousel" }, "Er is geen bestand gekozen."],
    [{ reason: "count", uploadType: "video" }, "Kies één bestand."],
    [{ reason: "count", uploadType: "carousel" }, "U kunt maximaal 20 foto's tegelijk uploaden."],
    [
      { reason: "name_too_long", uploadType: "carousel", fileName: "x.jpg" },
      "De bestandsnaam is te lang (maximaal 255 tekens).",
    ],
    [
      { reason: "name_invalid", uploadType: "carousel", fileName: "map\\foto.jpg" },
      'De bestandsnaam "map\\foto.jpg" bevat ongeldige tekens.',
    ],
    [
      { reason: "type", uploadType: "carousel", fileName: "kat.gif" },
      '"kat.gif" is geen JPEG- of PNG-foto.',
    ],
    [
      { reason: "type", uploadType: "audio", fileName: "lied.mp3" },
      '"lied.mp3" is geen ondersteund audiobestand (MP3, M4A, AAC, WAV, OGG, OGA, OPUS, FLAC of WEBA).',
    ],
    [
      { reason: "type", uploadType: "video", fileName: "film.avi" },
      '"film.avi" is geen ondersteund videobestand (MP4, M4V, MOV, WebM, MKV of OGV).',
    ],
    [
      { reason: "signature", uploadType: "profile_picture", fileName: "foto.jpg" },
      'De inhoud van "foto.jpg" is geen geldige JPEG- of PNG-foto.',
    ],
    [
      { reason: "signature", uploadType: "video", fileName: "film.mp4" },
      'De inhoud van "film.mp4" is geen geldig videobestand.',
    ],
    [
      { reason: "signature", uploadType: "audio", fileName: "lied.flac" },
      'De inhoud van "lied.flac" is geen geldig audiobestand.',
    ],
    [{ reason: "empty", uploadType: "carousel", fileName: "leeg.png" }, '"leeg.png" is leeg.'],
    [
      { reason: "size", uploadType: "video", fileName: "film.mp4" },
      '"film.mp4" is te groot: maximaal 500 MB per bestand.',
    ],
    [
      { reason: "size", uploadType: "audio", fileName: "lied.mp3" },
      '"lied.mp3" is te groot: maximaal 50 MB per bestand.',
    ],
    [
      { reason: "size", uploadType: "carousel", fileName: "foto.png" },
      '"foto.png" is te groot: maximaal 10 MB per bestand.',
    ],
  ] as const)("%o reads %s", (init, text) => {
    expect(fileCheckMessage(new FileCheckError(init))).toBe(text);
  });
});
