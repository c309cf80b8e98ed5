import type { SuggestedAction } from "@shared/contracts/assistant";
import { servicesPathForCategory } from "@shared/rules/service-categories";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";

export const CATALOGUE_SECTION_ID = "services-catalogue";
export const MY_ORDERS_SECTION_ID = "my-orders";

/** Brings a section of the services page into view and moves focus to it. */
export function revealSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  element.focus({ preventScroll: true });
}

/**
 * docs/product.md, Screens: view_service goes to /services/{category} (or /services for none or 'all');
 * start_order and check_status go to /services, where they bring the catalogue or My Orders into view;
 * a start_order naming a service opens that service's page with its order dialog and the brief filled in.
 */
export function useSuggestedAction() {
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();

  return useCallback(
    (action: SuggestedAction) => {
      const goToServices = (sectionId: string) => {
        if (location !== "/services") navigate("/services");
        window.setTimeout(() => revealSection(sectionId), 0);
      };
      if (action.type === "view_service") {
        const path = servicesPathForCategory(action.data?.category);
        if (path === "/services") goToServices(CATALOGUE_SECTION_ID);
        else navigate(path);
        return;
      }
      if (action.type === "check_status") {
        if (user) goToServices(MY_ORDERS_SECTION_ID);
        else openAuthDialog("login");
        return;
      }
      if (action.data?.serviceId) {
        const brief = action.data.brief ? `?brief=${encodeURIComponent(action.data.brief)}` : "";
        navigate(`/services/service/${action.data.serviceId}${brief}`);
        return;
      }
      goToServices(CATALOGUE_SECTION_ID);
    },
    [location, navigate, user, openAuthDialog],
  );
}
