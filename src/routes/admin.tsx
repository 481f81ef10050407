import { Navigate } from "react-router";
import { adminPaths } from "~/features/admin/admin-paths";
import { adminMeta } from "~/features/admin/admin-meta";

export const meta = () => adminMeta("Admin");

/** /admin once signed in: the review queue is the panel's first screen. */
export default function AdminHome() {
  return <Navigate to={adminPaths.applications} replace />;
}
