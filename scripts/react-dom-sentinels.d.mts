export const SENTINELS: [string, number][];
export function isReactDomProductionClient(id: string): boolean;
export function withStacklessSentinels(code: string): string;
