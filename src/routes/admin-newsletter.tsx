import { adminMeta } from "~/features/admin/admin-meta";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { SectionHeader } from "~/features/admin/ui/section-header";

export const meta = () => adminMeta("Newsletter");

export default function AdminNewsletterPage() {
  return (
    <>
      <SectionHeader title="Newsletter" />
      <EmptyState title="Nothing here yet">Newsletter subscribers will be listed here.</EmptyState>
    </>
  );
}
