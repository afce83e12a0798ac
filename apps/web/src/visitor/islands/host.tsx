// The one React root of a server-rendered memorial page. The page itself is never hydrated: its
// markup is final. The parts that need React (the side menu, the register, the players) are
// islands, mounted here on demand and rendered through portals into the places the markup keeps
// for them, all under one memorial system and one toaster. Loaded only when the first island is
// needed (src/visitor/start.ts), so a visitor who only reads runs no React at all.
import { MemorialUiProvider } from "@memorial/ui/provider";
import { Suspense, useLayoutEffect, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { createRoot } from "react-dom/client";

interface Island {
  key: string;
  element: Element;
  node: ReactNode;
}

let islands: readonly Island[] = [];
const listeners = new Set<() => void>();
let started = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): readonly Island[] {
  return islands;
}

function Host() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <MemorialUiProvider>
      {current.map((island) =>
        createPortal(
          <Suspense fallback={null}>{island.node}</Suspense>,
          island.element,
          island.key,
        ),
      )}
    </MemorialUiProvider>
  );
}

/** Takes the server-rendered placeholder out in the same frame as the island's first commit. */
function ReplacingPlaceholder({
  nodes,
  children,
}: {
  nodes: readonly ChildNode[];
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    for (const node of nodes) node.remove();
  }, [nodes]);
  return children;
}

function start(): void {
  if (started) return;
  started = true;
  const container = document.createElement("div");
  container.setAttribute("data-visitor-islands", "");
  document.body.append(container);
  createRoot(container, {
    onUncaughtError: (error) => {
      console.error("An interactive part of the memorial page failed:", error);
    },
  }).render(<Host />);
}

/**
 * Renders `node` into `element` (a place in the server-rendered markup); the same key replaces
 * an island. With `replaceContent` the element's server-rendered placeholder is removed when the
 * island first commits (the island starts with the same placeholder, so nothing moves).
 */
export function mountIsland(
  key: string,
  element: Element,
  node: ReactNode,
  { replaceContent = false }: { replaceContent?: boolean } = {},
): void {
  const content = replaceContent ? (
    <ReplacingPlaceholder nodes={[...element.childNodes]}>{node}</ReplacingPlaceholder>
  ) : (
    node
  );
  islands = [...islands.filter((island) => island.key !== key), { key, element, node: content }];
  start();
  for (const listener of listeners) listener();
}
