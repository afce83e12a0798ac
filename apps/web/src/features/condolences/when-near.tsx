import { Box, boxStyle, fixedElement } from "../../ui/layout";
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

/** How far below the viewport the register starts loading (half a screen ahead). */
const NEAR_MARGIN = "400px 0px";

const Slot = fixedElement("div", boxStyle({ minHeight: "1px" }));

/**
 * Renders `children` (a lazy component) only once this place is scrolled near, so that its
 * code is fetched then and not with the page. The first render is the same empty box on the
 * server and in the browser (hydration matches); without IntersectionObserver it loads at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return (
    <Slot ref={ref} data-condolences-slot="">
      {near ? <Suspense fallback={<Box minHeight="24" />}>{children}</Suspense> : null}
    </Slot>
  );
}
