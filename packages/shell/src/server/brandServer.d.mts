import type { Server } from 'node:http';

export declare const REFUSED_METHODS: readonly string[];
export declare function serverOptions(
  argv?: readonly string[],
  env?: Readonly<Record<string, string | undefined>>,
): { port: number; hostname: string };
export declare function refusal(method: string | undefined): {
  status: number;
  headers: Record<string, string>;
  body: string;
} | null;
export declare function startBrandServer(options?: {
  dir?: string;
  argv?: readonly string[];
  env?: Readonly<Record<string, string | undefined>>;
  standalone?: boolean;
}): Promise<Server>;
