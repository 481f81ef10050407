import { lazy, Suspense } from "react";

// The panel loads when /admin is opened, so the route manifest every public page downloads lists
// one small module for it rather than every chunk the panel shares with the site.
const AdminLayout = lazy(() => import("~/app/layouts/admin-layout"));

/** Each admin screen sets its own title; none of them is indexed. */
export const meta = () => [
  { name: "description", content: "The back office for reviewing creator applications, brand sign-ups and messages." },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin and everything under it (features/admin/admin-routes.tsx). */
export default function AdminRoute() {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <AdminLayout />
    </Suspense>
  );
}
