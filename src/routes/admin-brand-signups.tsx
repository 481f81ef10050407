import { adminMeta } from "~/features/admin/admin-meta";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { SectionHeader } from "~/features/admin/ui/section-header";

export const meta = () => adminMeta("Brand Sign Ups");

export default function AdminBrandSignupsPage() {
  return (
    <>
      <SectionHeader title="Brand Sign Ups" />
      <EmptyState title="Nothing here yet">Brand sign-ups will be listed here.</EmptyState>
    </>
  );
}
