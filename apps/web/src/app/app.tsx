import { MemorialUiProvider } from "@memorial/ui/provider";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { AppRouter } from "./router";
import type { QueryClient } from "@tanstack/react-query";

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <MemorialUiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MemorialUiProvider>
  );
}
