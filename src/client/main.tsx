import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppLayout } from "@/components/layout/app-layout";
import { AuthDialogProvider } from "@/features/auth/auth-dialog-provider";
import { AuthProvider } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";
import { watchSystemTheme } from "@/lib/theme";
import { AppRoutes } from "./routes";

watchSystemTheme();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AuthDialogProvider>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
        </AuthDialogProvider>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
