import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { onTestFinished, vi } from "vitest";
import { installBackend } from "~/lib/backend";
import AdminRoute from "~/routes/admin";
import type { CreatorApplicationDocument } from "~/shared/documents";
import { createMemoryBackend, type MemoryBackend } from "@testing/app/memory-backend";
import { sampleApplicationDocument } from "@testing/fixtures/sample-application";

export const ADMIN = { email: "admin@example.com", password: "admin-password-1", admin: true };
export const CREATOR = { email: "someone@example.com", password: "someone-password-1" };

/** The /admin route of src/routes.ts, as the app mounts it. */
const adminRoutes: RouteObject[] = [{ path: "/admin/*", element: <AdminRoute /> }];

/** An in-memory backend with the admin account and an ordinary one. */
export function adminBackend(): MemoryBackend {
  const backend = createMemoryBackend();
  backend.accounts.addAccount(ADMIN);
  backend.accounts.addAccount(CREATOR);
  return backend;
}

/** Renders the admin panel at `url` over an in-memory backend (`adminBackend()` by default). */
export function renderAdmin(url = "/admin", backend: MemoryBackend = adminBackend()) {
  onTestFinished(installBackend(backend));
  const router = createMemoryRouter(adminRoutes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, backend, user };
}

/**
 * Stands in for `window.location` until the test ends, with a spy for `reload()` (jsdom's own
 * cannot be replaced, nor can it reload); everything else is the real location's.
 */
export function spyOnPageReload() {
  const real = window.location;
  const reload = vi.fn<() => void>();
  const location = new Proxy({} as Location, {
    get(_, key) {
      if (key === "reload") return reload;
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === "function" ? value.bind(real) : value;
    },
  });
  vi.spyOn(window, "location", "get").mockReturnValue(location);
  return reload;
}

const HOUR_MS = 60 * 60 * 1000;

/** The admin signed in `hours` ago (a session restored from an earlier visit). */
export function adminSignedInHoursAgo(hours: number, backend: MemoryBackend = adminBackend()): MemoryBackend {
  backend.accounts.signInAs(ADMIN.email, { signedInAt: Date.now() - hours * HOUR_MS });
  return backend;
}

let submitted = Date.parse("2026-03-01T09:00:00.000Z");

/** A pending application; each one is a minute newer than the last. */
export function application(fields: Partial<CreatorApplicationDocument> = {}): CreatorApplicationDocument {
  submitted += 60_000;
  return sampleApplicationDocument({
    ...{ firstName: "Maya", lastName: "Patel", email: "maya@example.com", postcode: "M1 1AE" },
    ...{ portfolioUrl: "https://maya.example", submittedAt: new Date(submitted).toISOString() },
    ...fields,
  });
}
