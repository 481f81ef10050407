import { SITE_ORIGIN } from "~/shared/brand";
import { paths } from "~/config/paths";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${paths.admin}`,
    `Disallow: ${paths.dashboard}`,
    `Disallow: ${paths.signIn}`,
    "",
    `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
