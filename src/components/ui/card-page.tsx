import { useLayoutEffect, useRef, type ReactNode } from "react";
import "./card.css";

/**
 * A page that is one card (`className` names the card): an application's status, an e-mail confirmation or
 * unsubscribe. The heading takes focus whenever it changes, so a screen reader hears the outcome.
 */
export function CardPage({
  pageClassName,
  className,
  heading,
  decoration,
  children,
}: {
  /** The page's own class, beside `card-page`. */
  pageClassName: string;
  className: string;
  heading: string;
  /** Shown above the heading (a mark), hidden from assistive technology by the caller. */
  decoration?: ReactNode;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // In the commit that shows the heading, before the page paints.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, [heading]);
  return (
    <section className={`card-page ${pageClassName} container`}>
      <div className={`card ${className}`}>
        {decoration}
        <h1 ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** The same card while the page's answer is on its way. */
export function CardPageWorking({
  pageClassName,
  className,
  text,
}: {
  pageClassName: string;
  className: string;
  text: string;
}) {
  return (
    <section className={`card-page ${pageClassName} container`} aria-busy="true">
      <div className={`card ${className}`}>
        <p role="status" className="card-page__working">
          <span className="spinner" aria-hidden="true" />
          {text}
        </p>
      </div>
    </section>
  );
}
