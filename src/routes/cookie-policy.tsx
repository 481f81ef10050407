import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import { CookiePolicyPage } from "~/features/legal/cookies/cookie-page";

export const meta = () =>
  pageMeta(
    "Cookie Policy",
    "Which cookies and storage the site uses, and how to change your choice.",
    paths.cookiePolicy,
  );

export default function CookiePolicyRoute() {
  return <CookiePolicyPage />;
}
