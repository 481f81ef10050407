import { pageMeta } from "~/lib/page-meta";
import { ConfirmSubscriptionPage } from "~/features/consent/confirm-subscription-page";

// Reached only from an e-mailed link: kept out of search results.
export const meta = () => [
  ...pageMeta("Confirm your subscription", "Confirm your e-mail subscription.", "/confirm-subscription"),
  { name: "robots", content: "noindex" },
];

export default function Page() {
  return <ConfirmSubscriptionPage />;
}
