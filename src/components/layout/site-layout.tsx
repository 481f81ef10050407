import { Outlet } from "react-router";
import { LaunchBanner } from "./launch-banner";
import { TopNav } from "./top-nav";
import { Footer } from "./footer";
import "./site-layout.css";

export default function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LaunchBanner />
      <TopNav />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
