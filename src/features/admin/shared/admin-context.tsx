import { createContext, useContext } from "react";
import type { AdminDataClient, ApiClient, SessionUser } from "~/lib/backend";

/** What every admin screen needs: the signed-in admin and the backend's admin calls. */
export interface AdminSession {
  /** The admin as the verified session knows them (the `admin` claim is checked by the server). */
  admin: SessionUser;
  adminData: AdminDataClient;
  api: ApiClient;
  signOut: () => Promise<void>;
  /** When the admin signed in (the ID token's `auth_time`, in ms), or null when it cannot be read. */
  signedInAt: () => Promise<number | null>;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in admin and the backend; only screens inside the admin shell can call it. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession needs the admin shell (app/layouts/admin-layout.tsx) above it");
  return session;
}
