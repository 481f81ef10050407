import { useId } from "react";
import { Link } from "react-router";
import { BRAND_NAME } from "~/shared/brand";
import { paths } from "~/config/paths";
import "./logo.css";

export function Logo() {
  // The logo shows twice on a page (header and footer): each copy names its own gradient, as ids must be unique.
  const gradientId = `logo-gradient-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <Link to={paths.home} className="logo" aria-label={`${BRAND_NAME} home`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path d="M12 9.5v13l10.5-6.5z" fill="#fff" />
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32">
            <stop offset="0" stopColor="#ff5a5f" />
            <stop offset="1" stopColor="#7b5cff" />
          </linearGradient>
        </defs>
      </svg>
      <span className="logo__text">{BRAND_NAME}</span>
    </Link>
  );
}
