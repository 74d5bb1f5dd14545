// What the first `npm start` shows of Vite's output while it builds (scripts/build.mjs --progress).

// The stages only: the list of every file written (hundreds of lines) is left out.
const STAGE =
  /building|transforming|modules transformed|rendering chunks|computing gzip|built in|PWA|precache|error/i;

/** The line to show for one line of Vite's output, or null to leave it out. */
export function buildStage(raw) {
  // Vite colours its output: the escapes go.
  const line = raw.replace(/\x1b\[[\d;]*m/g, '').trim();
  return line && !line.startsWith('dist/') && STAGE.test(line) ? line : null;
}
