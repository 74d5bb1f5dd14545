/** A running throwaway cluster (see pg-cluster.mjs). */
export interface PgCluster {
  url: string;
  pgBin: string;
  port: number;
  stop(): void;
  /** `pg_ctl stop -m immediate`: every connection dropped, no checkpoint (resolves once stopped). */
  crash(): Promise<void>;
  /** Starts the cluster again after crash() (resolves once it accepts connections). */
  restart(): Promise<void>;
  /** The postmaster's pid (its backends are its children): the bench meters their CPU. */
  postmasterPid(): number;
  /** SIGSTOP to the postmaster and every process under it: connections open, nothing answers. */
  freeze(): void;
  /** SIGCONT to what freeze() stopped. */
  thaw(): void;
}

export function findPostgres(): string | undefined;
export function startCluster(options?: { settings?: string[] }): Promise<PgCluster>;
