import { useParams } from "react-router";
import { adminMeta } from "~/features/admin/admin-meta";
import { ApplicationDetail } from "~/features/admin/applications/application-detail";

export const meta = () => adminMeta("Creator Application");

export default function AdminApplicationPage() {
  const { id = "" } = useParams();
  return <ApplicationDetail id={id} />;
}
