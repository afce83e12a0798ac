import { useEffect } from "react";
import { commonTexts } from "../texts/common";

/** Sets the document title to "<screen> · Herinneringspagina's". */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = commonTexts.documentTitle(screen);
  }, [screen]);
}
