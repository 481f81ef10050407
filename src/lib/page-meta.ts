import { BRAND_NAME, SITE_ORIGIN } from "~/shared/brand";

/** A unique title, description and Open Graph tags for a route's `meta` export. */
export function pageMeta(title: string, description: string, path: string) {
  const fullTitle = path === "/" ? `${BRAND_NAME} — ${title}` : `${title} | ${BRAND_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: `${SITE_ORIGIN}${path}` },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:image", content: `${SITE_ORIGIN}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
