import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { onTestFinished } from "vitest";
import { installBackend } from "~/lib/backend";
import AdminRoute from "~/routes/admin";
import type { BrandSignupDocument } from "~/shared/documents";
import type { MemoryBackend } from "@testing/app/memory-backend";
import { ADMIN, adminBackend } from "../../__tests__/render-admin";

/** The /admin route of src/routes.ts, as the app mounts it. */
const adminRoutes: RouteObject[] = [{ path: "/admin/*", element: <AdminRoute /> }];

/** An in-memory backend with the admin signed in. */
export function signedInBackend(): MemoryBackend {
  const backend = adminBackend();
  backend.accounts.signInAs(ADMIN.email);
  return backend;
}

/** Renders the admin panel at a section's `url` over an in-memory backend with the admin signed in. */
export function renderSection(url: string, backend: MemoryBackend = signedInBackend()) {
  onTestFinished(installBackend(backend));
  const router = createMemoryRouter(adminRoutes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, backend, user };
}

let created = Date.parse("2026-03-01T09:00:00.000Z");

/** A pending brand sign-up; each one is a minute newer than the last. */
export function brandSignup(fields: Partial<BrandSignupDocument> = {}): BrandSignupDocument {
  created += 60_000;
  const at = new Date(created).toISOString();
  return {
    name: "Sam Brand",
    company_name: "Glow Ltd",
    email: "sam@glow.example",
    website: "https://glow.example",
    status: "pending",
    notes: "",
    email_list_opt_in: false,
    meeting_signed_up: false,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}
