import { adminMeta } from "~/features/admin/admin-meta";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { SectionHeader } from "~/features/admin/ui/section-header";

export const meta = () => adminMeta("Activity");

export default function AdminActivityPage() {
  return (
    <>
      <SectionHeader title="Activity" />
      <EmptyState title="Nothing here yet">The activity log will be shown here.</EmptyState>
    </>
  );
}
