import { type ComponentType, createElement, lazy } from "react";
import { Route, Switch } from "wouter";
import {
  RedirectIfSignedIn,
  RequireAdmin,
  RequireAuth,
  RequireModerator,
} from "@/components/layout/route-guards";
import { SignInFromLink } from "@/features/auth/sign-in-from-link";
import { SERVICE_CATEGORY_PAGES } from "@/features/services/service-categories";
import { JoinFromInvitationLink } from "@/lib/invitation-link";

/**
 * Each page is its own chunk, fetched when its route is first visited. `preload()` fetches it ahead;
 * once loaded, the page renders without suspending, which lets a prerendered page hydrate in one go.
 */
function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, never during a render.
  const Page = (props: Props) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}

const LandingPage = lazyPage(() => import("@/features/landing/pages/landing-page"), "LandingPage");
const DashboardPage = lazyPage(() => import("@/features/dashboard/pages/dashboard-page"), "DashboardPage");
const NetworkPage = lazyPage(() => import("@/features/connections/pages/network-page"), "NetworkPage");
const FeedPage = lazyPage(() => import("@/features/feed/pages/feed-page"), "FeedPage");
const NewsPage = lazyPage(() => import("@/features/news/pages/news-page"), "NewsPage");
const ArticlePage = lazyPage(() => import("@/features/news/pages/article-page"), "ArticlePage");
const ServicesPage = lazyPage(() => import("@/features/services/pages/services-page"), "ServicesPage");
const ServiceCategoryPage = lazyPage(
  () => import("@/features/services/pages/service-category-page"),
  "ServiceCategoryPage",
);
const OrderPage = lazyPage(() => import("@/features/services/pages/order-page"), "OrderPage");
const ServicePage = lazyPage(() => import("@/features/services/pages/service-page"), "ServicePage");
const DirectoryPage = lazyPage(() => import("@/features/directory/pages/directory-page"), "DirectoryPage");
const CreateBusinessPage = lazyPage(
  () => import("@/features/directory/pages/create-business-page"),
  "CreateBusinessPage",
);
const BusinessDetailPage = lazyPage(
  () => import("@/features/directory/pages/business-detail-page"),
  "BusinessDetailPage",
);
const AdminPage = lazyPage(() => import("@/features/admin/pages/admin-page"), "AdminPage");
const ModerationPage = lazyPage(
  () => import("@/features/moderation/pages/moderation-page"),
  "ModerationPage",
);
const ProfilePage = lazyPage(() => import("@/features/profiles/pages/profile-page"), "ProfilePage");
const ProfileActivityPage = lazyPage(
  () => import("@/features/profiles/pages/profile-activity-page"),
  "ProfileActivityPage",
);
const ProfileViewersPage = lazyPage(
  () => import("@/features/profiles/pages/profile-viewers-page"),
  "ProfileViewersPage",
);
const LegalPage = lazyPage(() => import("@/features/legal/pages/legal-page"), "LegalPage");
const AboutPage = lazyPage(() => import("@/features/legal/pages/about-page"), "AboutPage");
const NotificationsPage = lazyPage(
  () => import("@/features/notifications/pages/notifications-page"),
  "NotificationsPage",
);
const MessagesPage = lazyPage(() => import("@/features/messages/pages/messages-page"), "MessagesPage");
const SettingsPage = lazyPage(() => import("@/features/account/pages/settings-page"), "SettingsPage");
const ResetPasswordPage = lazyPage(
  () => import("@/features/account/pages/reset-password-page"),
  "ResetPasswordPage",
);
const VerifyEmailPage = lazyPage(() => import("@/features/auth/pages/verify-email-page"), "VerifyEmailPage");
const EmailChangeLinkPage = lazyPage(
  () => import("@/features/account/pages/email-change-link-page"),
  "EmailChangeLinkPage",
);
const SingleSignOnPage = lazyPage(
  () => import("@/features/auth/pages/single-sign-on-page"),
  "SingleSignOnPage",
);
const SingleSignOnLinkPage = lazyPage(
  () => import("@/features/auth/pages/single-sign-on-link-page"),
  "SingleSignOnLinkPage",
);
const AdminLoginPage = lazyPage(() => import("@/features/auth/pages/admin-login-page"), "AdminLoginPage");
const TopicPage = lazyPage(() => import("@/features/feed/pages/topic-page"), "TopicPage");
const SearchPage = lazyPage(() => import("@/features/search/pages/search-page"), "SearchPage");
const NotFoundPage = lazyPage(() => import("@/features/not-found/pages/not-found-page"), "NotFoundPage");

/**
 * Fetches the page chunk of a prerendered page before main.tsx hydrates it, so hydration does not
 * suspend (a session answer arriving meanwhile would make React throw the prerendered HTML away).
 */
export function preloadPrerenderedPage(pathname: string): Promise<unknown> {
  if (pathname === "/") return LandingPage.preload();
  if (pathname === "/legal") return LegalPage.preload();
  if (pathname === "/about") return AboutPage.preload();
  return NotFoundPage.preload();
}

/** The page paths of docs/product.md, Screens, each with who may open it (docs/product.md, People). */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <RedirectIfSignedIn>
          <LandingPage />
          <SignInFromLink />
          <JoinFromInvitationLink />
        </RedirectIfSignedIn>
      </Route>
      <Route path="/dashboard">
        <RequireAuth>
          <DashboardPage />
        </RequireAuth>
      </Route>
      <Route path="/network">
        <RequireAuth>
          <NetworkPage />
        </RequireAuth>
      </Route>
      <Route path="/feed" component={FeedPage} />
      <Route path="/news" component={NewsPage} />
      {/* Visitors get the article's teaser and a sign-in prompt (the page decides), not a redirect. */}
      <Route path="/news/:slug" component={ArticlePage} />
      <Route path="/services" component={ServicesPage} />
      <Route path="/services/orders/:id">
        {(params) => (
          <RequireAuth>
            <OrderPage id={params.id} />
          </RequireAuth>
        )}
      </Route>
      <Route path="/services/service/:id">{(params) => <ServicePage id={params.id} />}</Route>
      {SERVICE_CATEGORY_PAGES.map(({ slug }) => (
        <Route key={slug} path={`/services/${slug}`}>
          <ServiceCategoryPage category={slug} />
        </Route>
      ))}
      <Route path="/businesses" component={DirectoryPage} />
      <Route path="/business/create" component={CreateBusinessPage} />
      <Route path="/business/:slug" component={BusinessDetailPage} />
      <Route path="/admin">
        <RequireAdmin>
          <AdminPage />
        </RequireAdmin>
      </Route>
      <Route path="/moderation">
        <RequireModerator>
          <ModerationPage />
        </RequireModerator>
      </Route>
      <Route path="/notifications">
        <RequireAuth>
          <NotificationsPage />
        </RequireAuth>
      </Route>
      <Route path="/messages">
        <RequireAuth>
          <MessagesPage />
        </RequireAuth>
      </Route>
      <Route path="/messages/:memberId">
        <RequireAuth>
          <MessagesPage />
        </RequireAuth>
      </Route>
      <Route path="/profile/viewers">
        <RequireAuth>
          <ProfileViewersPage />
        </RequireAuth>
      </Route>
      <Route path="/profile/:username/activity" component={ProfileActivityPage} />
      <Route path="/profile/:username" component={ProfilePage} />
      <Route path="/settings">
        <RequireAuth>
          <SettingsPage />
        </RequireAuth>
      </Route>
      <Route path="/search" component={SearchPage} />
      <Route path="/topics/:tag" component={TopicPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/legal" component={LegalPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/confirm-email-change">
        <EmailChangeLinkPage kind="confirm" />
      </Route>
      <Route path="/undo-email-change">
        <EmailChangeLinkPage kind="undo" />
      </Route>
      <Route path="/single-sign-on" component={SingleSignOnPage} />
      <Route path="/single-sign-on/link" component={SingleSignOnLinkPage} />
      <Route path="/admin-login" component={AdminLoginPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
