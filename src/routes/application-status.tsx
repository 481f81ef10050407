import { pageMeta } from "~/lib/page-meta";
import { ApplicationStatusPage } from "~/features/application-status/application-status-page";

// Private: reached only from the applicant's e-mailed link. Kept out of search results, and no
// referrer leaves it (its address carries the token; the servers also send Referrer-Policy).
export const meta = () => [
  ...pageMeta("Your application", "Your creator application's status.", "/application-status"),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function Page() {
  return <ApplicationStatusPage />;
}
