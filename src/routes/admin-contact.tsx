import { adminMeta } from "~/features/admin/admin-meta";
import { ContactMessagesPage } from "~/features/admin/sections/contact/contact-messages-page";

export const meta = () => adminMeta("Contact");

export default function AdminContactPage() {
  return <ContactMessagesPage />;
}
