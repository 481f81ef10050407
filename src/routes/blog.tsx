import { pageMeta } from "~/lib/page-meta";
import { ComingSoon } from "~/components/ui/coming-soon";

export const meta = () =>
  pageMeta("Blog", "Tips, news and more on UGC video for brands and creators — coming soon.", "/blog");

export default function BlogPage() {
  return (
    <ComingSoon title="Blog Coming Soon" message="Our blog is launching soon. Check back for tips, news, and more!" />
  );
}
