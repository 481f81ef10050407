import { BRAND_NAME } from "~/shared/brand";

/** Admin screens: a title of their own and never indexed. */
export const adminMeta = (title: string) => [
  { title: `${title} | ${BRAND_NAME} Admin` },
  { name: "robots", content: "noindex, nofollow" },
];
