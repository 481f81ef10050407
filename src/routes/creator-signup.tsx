import { pageMeta } from "~/lib/page-meta";
import { CreatorApplicationPage } from "~/features/creator-application/creator-application-page";

export const meta = () =>
  pageMeta("Apply as a Creator", "Apply to join our network of vetted UK UGC creators.", "/creator-signup");

export default function Page() {
  return <CreatorApplicationPage />;
}
