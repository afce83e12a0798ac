/**
 * Helpers of the security specs: a signed-in page's own tokens, and the product API and the
 * identity service called directly with them (what anyone with a session can do without the
 * editor).
 */
import type { Page } from "@playwright/test";
import { PASSWORD, createUser, expect, newEmail, signIn, type Mailbox } from "./fixtures";
import { expectNewPageInEditMode } from "./memorial-page-helpers";

export type TokenKind = "idToken" | "accessToken";

/** A token the identity library stored for the signed-in user of `page`. */
export async function storedToken(page: Page, kind: TokenKind): Promise<string> {
  const token = await page.evaluate((suffix) => {
    for (let index = 0; index < window.localStorage.length; index++) {
      const key = window.localStorage.key(index);
      if (key?.startsWith("CognitoIdentityServiceProvider.") === true && key.endsWith(suffix)) {
        return window.localStorage.getItem(key);
      }
    }
    return null;
  }, `.${kind}`);
  if (token === null) throw new Error(`no ${kind} stored for this page`);
  return token;
}

/** A call of the product API with the page's session, as any script or tool could make it. */
export async function apiCall(
  page: Page,
  apiUrl: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const token = await storedToken(page, "idToken");
  return fetch(`${apiUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

/** Ends every session of the signed-in user (the identity service's GlobalSignOut). */
export async function endAllSessions(page: Page, identityUrl: string): Promise<void> {
  const accessToken = await storedToken(page, "accessToken");
  const response = await fetch(`${identityUrl}/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": "AWSCognitoIdentityProviderService.GlobalSignOut",
    },
    body: JSON.stringify({ AccessToken: accessToken }),
  });
  expect(response.status).toBe(200);
}

/** A new user, signed in on `page`, with a new page open; answers the page's id. */
export async function userWithNewPage(
  page: Page,
  mailbox: Mailbox,
  label: string,
): Promise<{ email: string; profileId: string }> {
  const email = newEmail(label);
  await createUser(page, mailbox, email);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Nieuwe herinneringspagina aanmaken" }).first().click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  // The new page opens in edit mode.
  await expectNewPageInEditMode(page);
  return { email, profileId: page.url().split("/").at(-1) ?? "" };
}

/** Pays for the page in the local payment simulator (silver, 10 years). */
export async function activate(page: Page, apiUrl: string, profileId: string): Promise<void> {
  const initiated = await apiCall(page, apiUrl, `/api/v1/profiles/${profileId}/payment/initiate`, {
    method: "POST",
    body: { plan: "silver", yearsUpfront: 10 },
  });
  expect(initiated.status).toBe(200);
  const { url } = (await initiated.json()) as { url: string };
  const paid = await fetch(url, {
    method: "POST",
    body: new URLSearchParams({ outcome: "paid" }),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
}

/** What `publishPage` saves: the page's name, dates and sections, as the API takes them. */
export interface PageContent {
  name: string;
  dateOfBirth: string;
  dateOfDeath: string;
  sections: unknown[];
}

/** Saves `content` on the page and makes it public, through the API. */
export async function publishPage(
  page: Page,
  apiUrl: string,
  profileId: string,
  content: PageContent,
): Promise<void> {
  const saved = await apiCall(page, apiUrl, `/api/v1/profiles/${profileId}`, {
    method: "PUT",
    body: content,
  });
  expect(saved.status).toBe(200);
  const made = await apiCall(page, apiUrl, `/api/v1/profiles/${profileId}/public`, {
    method: "POST",
    body: { isPublic: true },
  });
  expect(made.status).toBe(200);
}
