import { useSession } from "~/features/auth/use-session";
import { AdminGate } from "~/features/admin/shell/admin-gate";
import { AdminRoutes } from "~/features/admin/admin-routes";

/**
 * Every /admin screen: the panel decides who may use it (docs/product.md §P8.1), so /admin and
 * everything under it stays outside the site's auth gate; a signed-out visitor opening a shared
 * link to a record sees the sign-in form at that address and then the record.
 */
export default function AdminLayout() {
  const { session, auth } = useSession();
  return (
    <AdminGate session={session} auth={auth}>
      <AdminRoutes />
    </AdminGate>
  );
}
