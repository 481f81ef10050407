import { useState, type HTMLAttributes, type ReactNode } from "react";

interface StaticProps extends HTMLAttributes<HTMLElement> {
  /** Names the part on the page (`data-static`), unique to what it shows. */
  name: string;
  /** The element rendered (a section by default). */
  as?: "section" | "div";
  children: ReactNode;
}

/** The prerendered markup of the part named `name` when the document holds it (a prerendered page React hydrates). */
function prerendered(name: string): { __html: string } | null {
  if (typeof document === "undefined") return null;
  const element = document.querySelector(`[data-static="${CSS.escape(name)}"]`);
  return element ? { __html: element.innerHTML } : null;
}

/**
 * A part of a public page with nothing to do after it has painted (text, images, plain links, CSS motion). When
 * React hydrates the prerendered page, it keeps this part's markup as it is and neither renders nor hydrates what
 * is inside: the part's content is given to React as the HTML it already holds, and an element whose content is HTML
 * is a leaf to React. Should React have to render it again from scratch, it writes the same HTML. Anywhere else (the
 * prerender, a page the router renders) it renders its children. Links inside are plain links: following one loads
 * the page, from the top. docs/decisions/0009-public-pages-hydrate-on-interaction.md
 */
export function Static({ name, as: Tag = "section", children, ...props }: StaticProps) {
  const [html] = useState(() => prerendered(name));
  return html ? (
    <Tag {...props} data-static={name} dangerouslySetInnerHTML={html} suppressHydrationWarning />
  ) : (
    <Tag {...props} data-static={name}>
      {children}
    </Tag>
  );
}
