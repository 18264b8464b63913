export const SMALLEST_COMPRESSED_BYTES: number;
export function precompress(dir: string): Promise<string[]>;
