import { adminMeta } from "~/features/admin/admin-meta";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { SectionHeader } from "~/features/admin/ui/section-header";

export const meta = () => adminMeta("Contact");

export default function AdminContactPage() {
  return (
    <>
      <SectionHeader title="Contact" />
      <EmptyState title="Nothing here yet">Contact messages will be listed here.</EmptyState>
    </>
  );
}
