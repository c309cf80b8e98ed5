export function isClientBuildStale(root?: string): boolean;
export function isServerBuildStale(root?: string): boolean;
export function buildClient(root?: string): void;
export function buildServer(root?: string, outdir?: string): Promise<void>;
export function ensureBuild(root?: string): Promise<void>;
export function ensureClientBuild(root?: string): void;
export function ensureServerBuild(root?: string): Promise<void>;
