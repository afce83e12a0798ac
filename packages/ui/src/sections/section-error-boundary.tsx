import { Alert } from "@chakra-ui/react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { pageTexts } from "../texts/page.js";

export interface SectionErrorBoundaryProps {
  children: ReactNode;
  /** Told about the error, e.g. to log it; the page itself keeps working. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  failed: boolean;
}

/** Keeps one broken section from blanking the whole page. */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <Alert.Root status="warning" variant="subtle" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{pageTexts.section.brokenTitle}</Alert.Title>
            <Alert.Description>{pageTexts.section.brokenText}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    }
    return this.props.children;
  }
}
