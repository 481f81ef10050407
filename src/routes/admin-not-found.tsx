import { Link } from "react-router";
import { adminMeta } from "~/features/admin/admin-meta";
import { adminPaths } from "~/features/admin/admin-paths";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { SectionHeader } from "~/features/admin/ui/section-header";

export const meta = () => adminMeta("Not found");

export default function AdminNotFoundPage() {
  return (
    <>
      <SectionHeader title="Not found" />
      <EmptyState title="There is no admin screen at this address.">
        <Link to={adminPaths.applications}>Go to Creator Applications</Link>
      </EmptyState>
    </>
  );
}
