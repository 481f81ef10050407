import type { ReactNode } from "react";

/** One numbered section of a legal page; `id` is both the heading's id and the contents anchor. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** Shown as "Last updated …"; the ISO form feeds `<time dateTime>`. */
export interface LegalDate {
  iso: string;
  label: string;
}
