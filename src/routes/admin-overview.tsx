import { adminMeta } from "~/features/admin/admin-meta";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { SectionHeader } from "~/features/admin/ui/section-header";

export const meta = () => adminMeta("Overview");

export default function AdminOverviewPage() {
  return (
    <>
      <SectionHeader title="Overview" />
      <EmptyState title="Nothing here yet">Counts and weekly figures will be shown here.</EmptyState>
    </>
  );
}
