import { NoApplicationOpen } from "~/features/admin/applications/application-detail";

export default function AdminApplicationsIndex() {
  return <NoApplicationOpen />;
}
