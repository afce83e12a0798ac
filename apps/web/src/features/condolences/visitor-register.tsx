import { createApiClient } from "@memorial/api-client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { photoThroughPage } from "../../core/photo-paths";
import { createQueryClient } from "../../core/query-client";
import { CondolenceRegister } from "./condolence-register";
import { seedRegister, type RegisterSnapshot } from "./register-snapshot";

export interface VisitorRegisterProps {
  /** Base URL of the product API (the render function passes its own). */
  apiBaseUrl: string;
  profileId: string;
  personName: string;
  isBlocked: boolean;
  /** The first pages as the render function read them: the first render shows exactly them. */
  snapshot?: RegisterSnapshot | null | undefined;
  /**
   * False in the server-rendered markup: the forms show their titles and first lines, their
   * fields come with the island (nothing can be typed before it, so nothing can be lost);
   * everything else reads as usual.
   */
  interactive?: boolean;
  /** The server-rendered register's status line (where its island says it cannot start yet). */
  status?: ReactNode;
}

/**
 * The register on a server-rendered page for an anonymous visitor: rendered to HTML by the
 * render function (with its snapshot) and again, identically, as an island of the page
 * (src/visitor/islands) with its own small query cache and an API client without a session
 * (the public paths). Both render inside the memorial system.
 */
export function VisitorRegister({
  apiBaseUrl,
  profileId,
  personName,
  isBlocked,
  snapshot,
  interactive = true,
  status,
}: VisitorRegisterProps) {
  const [{ queryClient, api, memoryPhotoUrl }] = useState(() => {
    const client = createQueryClient();
    const apiClient = createApiClient({ baseUrl: apiBaseUrl, getTokens: () => null });
    if (snapshot !== undefined && snapshot !== null) {
      seedRegister(client, apiClient, "anonymous", profileId, snapshot);
    }
    return {
      queryClient: client,
      api: apiClient,
      // The memories' photos through the page's own address, as the page's other photos, on
      // every page of memories read (in the render and in the island alike).
      memoryPhotoUrl: (url: string) => photoThroughPage(url, apiBaseUrl),
    };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <CondolenceRegister
        api={api}
        user="anonymous"
        profileId={profileId}
        personName={personName}
        isBlocked={isBlocked}
        interactive={interactive}
        status={status}
        memoryPhotoUrl={memoryPhotoUrl}
      />
    </QueryClientProvider>
  );
}
