import { Outlet } from "react-router";
import { GatedSessionProvider } from "~/features/auth/gated-session";

/** Pages for signed-out visitors (/signin): the gate sends a signed-in user on to /dashboard. */
export default function GuestLayout() {
  return (
    <GatedSessionProvider>
      <Outlet />
    </GatedSessionProvider>
  );
}
