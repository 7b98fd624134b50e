export function listenHost(env: Record<string, string | undefined>): string;
export function isLoopbackHost(host: string): boolean;
