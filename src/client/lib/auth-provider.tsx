import type { CurrentUser, LoginRequest, RegisterRequest } from "@shared/contracts/auth";
import type { SecondFactorRequest, TwoFactorRequired } from "@shared/contracts/two-factor";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { apiRequest } from "./api-request";
import { getQueryFn, queryClient } from "./query-client";

export const ME_QUERY_KEY = ["/api/auth/me"] as const;

export type AuthContextValue = {
  user: CurrentUser | null;
  isLoading: boolean;
  /** Signs in, or answers that a second factor is needed (no session until completeSecondFactor). */
  login: (credentials: LoginRequest) => Promise<CurrentUser | TwoFactorRequired>;
  completeSecondFactor: (input: SecondFactorRequest) => Promise<CurrentUser>;
  register: (data: RegisterRequest) => Promise<CurrentUser>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** After any sign-in (password, second step, passkey): the signed-in member is known at once, then reloaded. */
export async function refreshCurrentUser(user: CurrentUser): Promise<void> {
  queryClient.setQueryData(ME_QUERY_KEY, user);
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/** docs/product.md, States: signed in when GET /api/auth/me answers a record; the call is not retried. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: ME_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser | null>({ on401: "returnNull" }),
    retry: false,
  });

  const login = useCallback(async (credentials: LoginRequest) => {
    const res = await apiRequest("POST", "/api/auth/login", credentials);
    const answer = (await res.json()) as CurrentUser | TwoFactorRequired;
    if ("twoFactorRequired" in answer) return answer;
    await refreshCurrentUser(answer);
    return answer;
  }, []);

  const completeSecondFactor = useCallback(async (input: SecondFactorRequest) => {
    const res = await apiRequest("POST", "/api/auth/login/second-factor", input);
    const user = (await res.json()) as CurrentUser;
    await refreshCurrentUser(user);
    return user;
  }, []);

  const register = useCallback(async (input: RegisterRequest) => {
    const res = await apiRequest("POST", "/api/auth/register", input);
    const user = (await res.json()) as CurrentUser;
    await refreshCurrentUser(user);
    return user;
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiRequest("POST", "/api/auth/logout", {});
    } finally {
      queryClient.clear();
      window.location.assign("/");
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user: data ?? null, isLoading, login, completeSecondFactor, register, logout }),
    [data, isLoading, login, completeSecondFactor, register, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
