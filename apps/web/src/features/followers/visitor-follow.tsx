import { createApiClient } from "@memorial/api-client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "../../core/query-client";
import { FollowBlock } from "./follow-block";

export interface VisitorFollowProps {
  /** Base URL of the product API (the render function passes its own). */
  apiBaseUrl: string;
  profileId: string;
  personName: string;
  /** False in the server-rendered markup (the form comes with the island). */
  interactive?: boolean;
  /** In the server-rendered markup: where the page's script says why the form is not there. */
  status?: ReactNode;
}

/**
 * 'Op de hoogte blijven' on a server-rendered page: rendered to HTML by the render function (its
 * title and first line) and again, with its form, as an island of the page with its own small
 * query cache and an API client without a session (the public paths).
 */
export function VisitorFollow({
  apiBaseUrl,
  profileId,
  personName,
  interactive = true,
  status,
}: VisitorFollowProps) {
  const [{ queryClient, api }] = useState(() => ({
    queryClient: createQueryClient(),
    api: createApiClient({ baseUrl: apiBaseUrl, getTokens: () => null }),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <FollowBlock
        api={api}
        user="anonymous"
        profileId={profileId}
        personName={personName}
        interactive={interactive}
        status={status}
      />
    </QueryClientProvider>
  );
}
