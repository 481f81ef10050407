import { adminMeta } from "~/features/admin/admin-meta";
import { BrandSignupsPage } from "~/features/admin/sections/brand-signups/brand-signups-page";

export const meta = () => adminMeta("Brand Sign Ups");

export default function AdminBrandSignupsPage() {
  return <BrandSignupsPage />;
}
