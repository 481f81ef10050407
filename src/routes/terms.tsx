import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import { TermsPage } from "~/features/legal/terms/terms-page";

export const meta = () =>
  pageMeta("Terms of Use", "The terms that apply to clients and creators using the platform.", paths.terms);

export default function TermsRoute() {
  return <TermsPage />;
}
