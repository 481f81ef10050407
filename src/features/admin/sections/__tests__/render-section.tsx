import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { onTestFinished } from "vitest";
import AdminLayout from "~/app/layouts/admin-layout";
import { ToastHost } from "~/components/ui/toast-host";
import { installBackend } from "~/lib/backend";
import AdminActivity from "~/routes/admin-activity";
import AdminBrandSignups from "~/routes/admin-brand-signups";
import AdminContact from "~/routes/admin-contact";
import AdminNewsletter from "~/routes/admin-newsletter";
import AdminOverview from "~/routes/admin-overview";
import type { BrandSignupDocument } from "~/shared/documents";
import type { MemoryBackend } from "~/testing/memory-backend";
import { ADMIN, adminBackend } from "../../__tests__/render-admin";

/** The section routes of src/routes.ts under the admin frame, as the app mounts them. */
const sectionRoutes: RouteObject[] = [
  {
    path: "/admin",
    element: <AdminLayout />,
    children: [
      { path: "brand-signups", element: <AdminBrandSignups /> },
      { path: "contact", element: <AdminContact /> },
      { path: "newsletter", element: <AdminNewsletter /> },
      { path: "overview", element: <AdminOverview /> },
      { path: "activity", element: <AdminActivity /> },
    ],
  },
];

/** An in-memory backend with the admin signed in. */
export function signedInBackend(): MemoryBackend {
  const backend = adminBackend();
  backend.accounts.signInAs(ADMIN.email);
  return backend;
}

/** Renders an admin section at `url` over an in-memory backend, with the site's toast host. */
export function renderSection(url: string, backend: MemoryBackend = signedInBackend()) {
  onTestFinished(installBackend(backend));
  onTestFinished(() => toast.remove());
  const router = createMemoryRouter(sectionRoutes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>,
  );
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
