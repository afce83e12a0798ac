import { createApiClient } from "@memorial/api-client";
import {
  readRegisterSnapshot,
  VisitorRegister,
  type RegisterSnapshot,
} from "../../features/condolences/visitor";
import type { VisitorData } from "../data-island";
import { mountIsland } from "./host";

export interface MountRegisterOptions {
  /** Reads the register's first pages (tests); the API's public lists by default. */
  read?: (apiBaseUrl: string, profileId: string) => Promise<RegisterSnapshot | null>;
}

function readFromApi(apiBaseUrl: string, profileId: string): Promise<RegisterSnapshot | null> {
  return readRegisterSnapshot(
    createApiClient({ baseUrl: apiBaseUrl, getTokens: () => null }),
    profileId,
  );
}

/**
 * The condolence register in its place below the sections. When the markup shows the register,
 * the island first reads its first pages (the document does not carry them twice), then takes
 * the markup's place with them. True once it is there. False when they could not be read
 * (offline at the grave, say): the markup stays readable, its forms without fields; the caller
 * says so and tries again once there is a connection.
 */
export async function mountRegister(
  slot: Element,
  data: VisitorData,
  { read = readFromApi }: MountRegisterOptions = {},
): Promise<boolean> {
  const { page } = data;
  let snapshot: RegisterSnapshot | null = null;
  if (data.registerShown) {
    snapshot = await read(data.apiBaseUrl, page.id);
    if (snapshot === null) return false;
  }
  mountIsland(
    "register",
    slot,
    <VisitorRegister
      apiBaseUrl={data.apiBaseUrl}
      profileId={page.id}
      personName={page.name}
      isBlocked={page.isBlocked}
      snapshot={snapshot}
    />,
    { replaceContent: slot.childNodes.length > 0 },
  );
  return true;
}
