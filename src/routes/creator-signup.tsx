import { pageMeta } from "~/lib/page-meta";
import { CreatorApplicationPage } from "~/features/creator-application/creator-application-page";

export const meta = () =>
  pageMeta("Apply as a Creator", "Apply to join our network of vetted UK UGC creators.", "/creator-signup");

/** The footer speaks to creators here; the application has its own newsletter box, so no second e-mail field. */
export const handle = { audience: "creator" };

export default function Page() {
  return <CreatorApplicationPage />;
}
