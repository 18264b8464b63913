/** The repository's root folder. */
export const root: string;
/** Whether apps/web/build is newer than every source it is built from. */
export function webBuildIsCurrent(): boolean;
/** Builds the web app (production) when its build is missing or older than its sources. */
export function ensureWebBuild(): void;
