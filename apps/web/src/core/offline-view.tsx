import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { offlineTexts } from "../texts/offline";
import { Button } from "../ui/layout";
import { StateView } from "./state-views";

/**
 * The app without a connection (a link followed offline, `./offline.ts`): a calm line,
 * 'Opnieuw proberen', and the same retry by itself as soon as the browser is back online. The
 * app keeps running around it; nothing is reloaded.
 */
export function OfflineView({ reset }: Pick<Partial<ErrorComponentProps>, "reset">) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const retry = useCallback(() => {
    queryReset.reset();
    reset?.();
    void router.invalidate();
  }, [queryReset, reset, router]);
  useEffect(() => {
    window.addEventListener("online", retry);
    return () => {
      window.removeEventListener("online", retry);
    };
  }, [retry]);
  return (
    <StateView
      title={offlineTexts.offlineView.title}
      text={offlineTexts.offlineView.text}
      documentTitle={offlineTexts.offlineView.documentTitle}
    >
      <Button onClick={retry}>{offlineTexts.offlineView.retry}</Button>
    </StateView>
  );
}
