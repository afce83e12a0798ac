import { createApiClient } from "@memorial/api-client";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { createQueryClient } from "../../app/query-client";
import { loadConfig } from "../../config";
import { CondolenceRegister } from "./condolence-register";

export interface VisitorRegisterProps {
  profileId: string;
  personName: string;
  isBlocked: boolean;
}

function Register({ profileId, personName, isBlocked }: VisitorRegisterProps) {
  const config = useQuery({
    queryKey: ["anonymous", "config"],
    queryFn: () => loadConfig(),
    staleTime: Infinity,
  });
  const baseUrl = config.data?.apiBaseUrl;
  const api = useMemo(
    () => (baseUrl === undefined ? undefined : createApiClient({ baseUrl, getTokens: () => null })),
    [baseUrl],
  );
  if (api === undefined) return null;
  return (
    <CondolenceRegister
      api={api}
      user="anonymous"
      profileId={profileId}
      personName={personName}
      isBlocked={isBlocked}
    />
  );
}

/**
 * The register on a server-rendered page for an anonymous visitor (an island of
 * src/visitor/islands, inside the memorial system): its own small query cache and an API client
 * without a session (the public paths), from the runtime config.json.
 */
export function VisitorRegister(props: VisitorRegisterProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Register {...props} />
    </QueryClientProvider>
  );
}
