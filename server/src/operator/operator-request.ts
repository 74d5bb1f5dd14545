import * as v from 'valibot';

/** A command the command line hands to the running portal (POST /v1/commands). */
export const OperatorRequest = v.strictObject({
  args: v.pipe(v.array(v.pipe(v.string(), v.maxLength(4096))), v.minLength(1), v.maxLength(64)),
  /** The operator's working folder, where relative file names are read and written. */
  cwd: v.pipe(v.string(), v.startsWith('/'), v.maxLength(4096)),
  /** The operating-system user who ran it, for the audit. */
  user: v.pipe(v.string(), v.regex(/^[\w.@-]{1,64}$/)),
  /** Standard input, sent only for a command that reads it (`--password-stdin`). */
  stdin: v.nullable(v.pipe(v.string(), v.maxLength(65_536))),
});
export type OperatorRequest = v.InferOutput<typeof OperatorRequest>;

/** One line of the answer, as newline-delimited JSON: output as it comes, then the exit code. */
export type OperatorAnswerLine = { out: string } | { err: string } | { exit: number };
