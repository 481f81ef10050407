import AdminLayout from "~/app/layouts/admin-layout";

/** Each admin screen sets its own title; none of them is indexed. */
export const meta = () => [
  { name: "description", content: "The back office for reviewing creator applications, brand sign-ups and messages." },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin and everything under it (features/admin/admin-routes.tsx). */
export default function AdminRoute() {
  return <AdminLayout />;
}
