import { pageMeta } from "~/lib/page-meta";
import { UnsubscribePage } from "~/features/consent/unsubscribe-page";

// Reached only from an e-mailed link: kept out of search results.
export const meta = () => [
  ...pageMeta("Unsubscribe", "Stop our marketing e-mails.", "/unsubscribe"),
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return <UnsubscribePage />;
}
