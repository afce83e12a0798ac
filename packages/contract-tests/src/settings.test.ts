// How the suite reads its configuration: which backend it starts, or which one it calls.
import { describe, expect, it } from "vitest";
import { loadSettings } from "./settings";

describe("loadSettings", () => {
  it("starts the local backend when nothing is configured", () => {
    expect(loadSettings({})).toEqual({
      mode: "local",
      command: undefined,
      webOrigin: "http://localhost:5173",
    });
  });

  it("starts any backend from CONTRACT_BACKEND_COMMAND", () => {
    const settings = loadSettings({ CONTRACT_BACKEND_COMMAND: "  ./run-backend.sh --quiet " });
    expect(settings).toMatchObject({ mode: "local", command: "./run-backend.sh --quiet" });
    expect(loadSettings({ CONTRACT_BACKEND_COMMAND: " " })).toMatchObject({ command: undefined });
  });

  it("calls an external backend with CONTRACT_API_URL and asks for what it needs", () => {
    expect(() => loadSettings({ CONTRACT_API_URL: "https://api.example.nl" })).toThrow(
      "CONTRACT_IDENTITY_URL is required when CONTRACT_API_URL is set",
    );
    const settings = loadSettings({
      CONTRACT_API_URL: "https://api.example.nl/",
      CONTRACT_IDENTITY_URL: "https://cognito-idp.eu-central-1.amazonaws.com",
      CONTRACT_CLIENT_ID: "client",
      CONTRACT_MAILBOX_URL: "https://mail.example.nl",
    });
    expect(settings).toMatchObject({
      mode: "external",
      apiUrl: "https://api.example.nl",
      clientId: "client",
      mailboxUrl: "https://mail.example.nl",
    });
  });
});
