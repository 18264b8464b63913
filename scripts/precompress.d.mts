export function precompress(dir: string, options?: { missingOnly?: boolean }): Promise<string[]>;
