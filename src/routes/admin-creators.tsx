import { adminMeta } from "~/features/admin/admin-meta";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { SectionHeader } from "~/features/admin/ui/section-header";

export const meta = () => adminMeta("Creators");

/** SPEC §2: the Creators section shows "Coming Soon". */
export default function AdminCreatorsPage() {
  return (
    <>
      <SectionHeader title="Creators" />
      <EmptyState title="Coming Soon" />
    </>
  );
}
