/** A running throwaway cluster (see pg-cluster.mjs). */
export interface PgCluster {
  url: string;
  pgBin: string;
  port: number;
  stop(): void;
}

export function findPostgres(): string | undefined;
export function startCluster(options?: { settings?: string[] }): Promise<PgCluster>;
