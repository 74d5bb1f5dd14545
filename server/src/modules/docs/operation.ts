/** One documented operation: method, path, what it does, its body or query fields, and access. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  fields?: string[];
  query?: string[];
  auth?: boolean;
  /** The spec (§7) leaves this path "not shown": Bayan chose it. */
  designed?: boolean;
}
