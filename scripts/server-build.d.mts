/** Where the built server and its demo database are (apps/server/build). */
export const serverBuildDir: string;
/** Whether the server build is newer than every source it is built from. */
export function serverBuildIsCurrent(): boolean;
/** Builds the server (bundle and demo database) when its build is missing or older than its sources. */
export function ensureServerBuild(): void;
