/** Where uploaded files live: local disk by default, an S3-compatible store where configured. */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the file; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}
