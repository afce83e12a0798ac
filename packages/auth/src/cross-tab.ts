/** Telling the other tabs of the same browser about sign-in and sign-out. */

export type CrossTabMessage = { type: "signedIn" } | { type: "signedOut" };

export interface CrossTabChannel {
  post(message: CrossTabMessage): void;
  subscribe(listener: (message: CrossTabMessage) => void): () => void;
  close(): void;
}

export const CROSS_TAB_CHANNEL_NAME = "memorial-auth";

function isMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== "object" || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === "signedIn" || type === "signedOut";
}

/** A BroadcastChannel when the platform has one; otherwise a channel that reaches nobody. */
export function createBroadcastChannel(name: string = CROSS_TAB_CHANNEL_NAME): CrossTabChannel {
  if (typeof BroadcastChannel === "undefined") {
    return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(message: CrossTabMessage) => void>();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isMessage(event.data)) return;
    for (const listener of [...listeners]) listener(event.data);
  };
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close: () => {
      listeners.clear();
      channel.close();
    },
  };
}
