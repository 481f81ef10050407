import { pageMeta } from "~/lib/page-meta";
import { DashboardPlaceholder } from "~/features/auth/dashboard-placeholder";

export const meta = () => pageMeta("Dashboard", "Your account dashboard.", "/dashboard");

export default function DashboardPage() {
  return <DashboardPlaceholder />;
}
