import {
  ADMIN_PAGE_SIZE,
  adminEndpoints,
  type CreateUserRequest,
  type UpdateUserRequest,
} from "@shared/contracts/admin";
import { adminPostEndpoints } from "@shared/contracts/feed-admin";
import type { CreateNewsSourceRequest } from "@shared/contracts/news";
import {
  type ArticleStatusRequest,
  type CreateArticleRequest,
  newsAdminEndpoints,
  type UpdateArticleRequest,
} from "@shared/contracts/news-admin";
import { type InfiniteData, useMutation, useQuery } from "@tanstack/react-query";
import type { CursorPage } from "@/lib/api-request";
import { call, useList } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";

export const adminQueryKeys = {
  stats: ["/api/admin/stats"] as const,
  users: ["/api/admin/users"] as const,
  userList: (search: string) => ["/api/admin/users", "list", search] as const,
  posts: ["/api/admin/posts"] as const,
  postList: (search: string) => ["/api/admin/posts", "list", search] as const,
  recentActivity: ["/api/admin/posts", "recent"] as const,
  articles: ["/api/admin/articles"] as const,
  articleList: (search: string) => ["/api/admin/articles", "list", search] as const,
  article: (id: number) => ["/api/admin/articles", "detail", id] as const,
  newsSources: ["/api/admin/news-sources"] as const,
  auditLog: ["/api/admin/audit-log"] as const,
};

/** One page of an admin list. */
export type AdminPage<T> = CursorPage<T>;

type Identified = { id: number };

/** Replaces one item wherever the loaded pages of a list family hold it. */
function replaceInLists<T extends Identified>(familyKey: readonly unknown[], item: T) {
  queryClient.setQueriesData<InfiniteData<AdminPage<T>>>({ queryKey: familyKey }, (data) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((existing) => (existing.id === item.id ? item : existing)),
          })),
        }
      : data,
  );
}

function removeFromLists(familyKey: readonly unknown[], id: number) {
  queryClient.setQueriesData<InfiniteData<AdminPage<Identified>>>({ queryKey: familyKey }, (data) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
        }
      : data,
  );
}

export function useAdminStats() {
  return useQuery({
    queryKey: adminQueryKeys.stats,
    queryFn: ({ signal }) => call(adminEndpoints.getAdminStats, {}, { signal }),
  });
}

/** Recent Activity: the first posts of the admin post list. */
export function useRecentActivity(count: number) {
  return useQuery({
    queryKey: adminQueryKeys.recentActivity,
    queryFn: ({ signal }) => call(adminPostEndpoints.listAdminPosts, { query: { limit: count } }, { signal }),
    select: (page) => ({ items: page.posts }),
  });
}

/** GET /api/admin/audit-log: who did what to which record, newest first. */
export function useAuditLog() {
  return useList(
    adminEndpoints.listAuditLog,
    { limit: ADMIN_PAGE_SIZE },
    { queryKey: adminQueryKeys.auditLog },
  );
}

/** Every admin change adds an audit entry: the log is fetched again the next time it is shown. */
const refreshAuditLog = () =>
  queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog, refetchType: "none" });

export function useAdminUsers(search: string) {
  return useList(
    adminEndpoints.listAdminUsers,
    { limit: ADMIN_PAGE_SIZE, search },
    { queryKey: adminQueryKeys.userList(search) },
  );
}

export function useSetUserActive() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      call(adminEndpoints.setAdminUserStatus, { params: { id }, body: { isActive } }),
    onSettled: refreshAuditLog,
    onSuccess: async (user) => {
      replaceInLists(adminQueryKeys.users, user);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats });
    },
  });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserRequest & { id: number }) =>
      call(adminEndpoints.updateAdminUser, { params: { id }, body }),
    onSettled: refreshAuditLog,
    onSuccess: (user) => replaceInLists(adminQueryKeys.users, user),
  });
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (body: CreateUserRequest) => call(adminEndpoints.createAdminUser, { body }),
    onSettled: refreshAuditLog,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.users });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats });
    },
  });
}

export function useAdminPosts(search: string) {
  return useList(
    adminPostEndpoints.listAdminPosts,
    { limit: ADMIN_PAGE_SIZE, search },
    { queryKey: adminQueryKeys.postList(search) },
  );
}

/** The member feed caches posts too: it is fetched again the next time it is shown. */
const refreshFeed = () => queryClient.invalidateQueries({ queryKey: ["/api/feed"], refetchType: "none" });

export function useSetPostVisibility() {
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: number; isPublished: boolean }) =>
      call(adminPostEndpoints.setPostVisibility, { params: { id }, body: { isPublished } }),
    onSettled: refreshAuditLog,
    onSuccess: async (post) => {
      replaceInLists(adminQueryKeys.posts, post);
      await refreshFeed();
    },
  });
}

export function useDeleteAdminPost() {
  return useMutation({
    mutationFn: (id: number) => call(adminPostEndpoints.deleteAdminPost, { params: { id } }),
    onSettled: refreshAuditLog,
    onSuccess: async (_res, id) => {
      removeFromLists(adminQueryKeys.posts, id);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.recentActivity });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats });
      await refreshFeed();
    },
  });
}

export function useAdminArticles(search: string) {
  return useList(
    newsAdminEndpoints.listAdminArticles,
    { limit: ADMIN_PAGE_SIZE, search },
    { queryKey: adminQueryKeys.articleList(search) },
  );
}

/** Every editable field of one article, for the editor; only while editing. */
export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: adminQueryKeys.article(id ?? 0),
    queryFn: ({ signal }) =>
      call(newsAdminEndpoints.getAdminArticle, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The news list caches articles too: it is fetched again the next time it is shown. */
const refreshNews = () => queryClient.invalidateQueries({ queryKey: ["/api/articles"], refetchType: "none" });

export function useSetArticleStatus() {
  return useMutation({
    mutationFn: ({ id, ...body }: ArticleStatusRequest & { id: number }) =>
      call(newsAdminEndpoints.setAdminArticleStatus, { params: { id }, body }),
    onSettled: refreshAuditLog,
    onSuccess: async (article) => {
      replaceInLists(adminQueryKeys.articles, article);
      await refreshNews();
    },
  });
}

export function useCreateArticle() {
  return useMutation({
    mutationFn: (body: CreateArticleRequest) => call(newsAdminEndpoints.createAdminArticle, { body }),
    onSettled: refreshAuditLog,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.articles });
      await refreshNews();
    },
  });
}

export function useUpdateArticle() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateArticleRequest & { id: number }) =>
      call(newsAdminEndpoints.updateAdminArticle, { params: { id }, body }),
    onSettled: refreshAuditLog,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.articles });
      await refreshNews();
    },
  });
}

/** The RSS/Atom feeds imported as articles (GET /api/admin/news-sources, oldest first), page by page. */
export function useNewsSources() {
  return useList(newsAdminEndpoints.listNewsSources, { limit: 20 }, { queryKey: adminQueryKeys.newsSources });
}

export function useAddNewsSource() {
  return useMutation({
    mutationFn: (body: CreateNewsSourceRequest) => call(newsAdminEndpoints.createNewsSource, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.newsSources }),
  });
}

export function useRemoveNewsSource() {
  return useMutation({
    mutationFn: (id: number) => call(newsAdminEndpoints.deleteNewsSource, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.newsSources }),
  });
}

export function useImportNewsSource() {
  return useMutation({
    mutationFn: (id: number) => call(newsAdminEndpoints.importNewsSource, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.newsSources });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.articles });
      await refreshNews();
    },
  });
}
