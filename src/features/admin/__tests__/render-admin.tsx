import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { onTestFinished } from "vitest";
import AdminLayout from "~/app/layouts/admin-layout";
import { ToastHost } from "~/components/ui/toast-host";
import { installBackend } from "~/lib/backend";
import AdminHome from "~/routes/admin";
import AdminApplication from "~/routes/admin-application";
import AdminApplications from "~/routes/admin-applications";
import AdminApplicationsIndex from "~/routes/admin-applications-index";
import AdminCreators from "~/routes/admin-creators";
import type { CreatorApplicationDocument } from "~/shared/documents";
import { createMemoryBackend, type MemoryBackend } from "~/testing/memory-backend";

export const ADMIN = { email: "admin@example.com", password: "admin-password-1", admin: true };
export const CREATOR = { email: "someone@example.com", password: "someone-password-1" };

/** The /admin part of src/routes.ts, as the app mounts it. */
const adminRoutes: RouteObject[] = [
  {
    path: "/admin",
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminHome /> },
      {
        path: "applications",
        element: <AdminApplications />,
        children: [
          { index: true, element: <AdminApplicationsIndex /> },
          { path: ":id", element: <AdminApplication /> },
        ],
      },
      { path: "creators", element: <AdminCreators /> },
    ],
  },
];

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
  // Toasts live in a module-wide store: each test starts with none.
  onTestFinished(() => toast.remove());
  const router = createMemoryRouter(adminRoutes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastHost />
    </>,
  );
  return { ...view, router, backend, user };
}

let submitted = Date.parse("2026-03-01T09:00:00.000Z");

/** A pending application; each one is a minute newer than the last. */
export function application(fields: Partial<CreatorApplicationDocument> = {}): CreatorApplicationDocument {
  submitted += 60_000;
  return {
    firstName: "Maya",
    lastName: "Patel",
    email: "maya@example.com",
    postcode: "M1 1AE",
    portfolioUrl: "https://maya.example",
    uploadedFiles: [],
    instagram: "",
    tiktok: "",
    niche: "Beauty",
    referralSource: "TikTok",
    isUKCreator: true,
    newsletterConsent: false,
    avatar: null,
    status: "pending",
    submittedAt: new Date(submitted).toISOString(),
    ...fields,
  };
}
