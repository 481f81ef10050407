import { Component, type ReactNode } from "react";
import { reportError } from "~/lib/error-reports";

/**
 * Around an island whose chunk may fail to load (a blocker's URL rule, a dropped connection): the failure stays
 * inside, showing `fallback`, instead of reaching the root's error page and replacing a page that worked.
 */
export class IslandBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError("chunk", error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
