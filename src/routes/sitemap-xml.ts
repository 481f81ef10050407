import { SITE_ORIGIN } from "~/shared/brand";
import { PRERENDERED_PATHS } from "~/config/paths";

export function loader() {
  const urls = PRERENDERED_PATHS.map((path) => `  <url><loc>${SITE_ORIGIN}${path}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
