/**
 * How the side-by-side capture and the bare server name a request: its path and whether it is signed
 * in (by its cookie), so a profile read by a member and by a visitor (one path, different statements)
 * are replayed apart.
 */
export const routeKey = (path: string, signedIn: boolean) => `${signedIn ? "member" : "visitor"} ${path}`;
