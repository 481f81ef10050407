import { adminMeta } from "~/features/admin/admin-meta";
import { ApplicationsQueue } from "~/features/admin/applications/applications-queue";

export const meta = () => adminMeta("Creator Applications");

/** The review queue: the list, with the open application beside it (its own screen on a phone). */
export default function AdminApplicationsPage() {
  return <ApplicationsQueue />;
}
