import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { onTestFinished } from "vitest";
import { installBackend } from "~/lib/backend";
import { createMemoryBackend, type MemoryBackend } from "./memory-backend";

export interface RenderWithRouterOptions {
  /** Where the visitor starts; "/" by default. */
  url?: string;
  /** Other screens the test can navigate to; `ui` renders at every path they do not claim. */
  routes?: RouteObject[];
  /** What `loadBackend()` and `loadAuthClient()` answer; a fresh in-memory backend by default. */
  backend?: MemoryBackend;
}

/**
 * Renders `ui` inside a memory router with an in-memory backend installed for this test only,
 * the way the app's components meet the router and the backend.
 */
export function renderWithRouter(ui: ReactElement, options: RenderWithRouterOptions = {}) {
  const backend = options.backend ?? createMemoryBackend();
  onTestFinished(installBackend(backend));
  const router = createMemoryRouter([...(options.routes ?? []), { path: "*", element: ui }], {
    initialEntries: [options.url ?? "/"],
  });
  const user = userEvent.setup();
  return { ...render(<RouterProvider router={router} />), router, backend, user };
}
